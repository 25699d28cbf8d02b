import { APPLICATION_LIMITS, applicationIssue, MESSAGE_MAX_LENGTH, SITE_ADDRESS_ISSUE, type Lang } from '@dcic/shared/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { NESTED_TOO_DEEP, NUL_CHARACTER } from '../lib/validator';
import { localise } from './catalogue';

type Texts = Record<Lang, string>;

const typeNames: Record<string, Texts> = {
  string: { 'zh-CN': '字符串', 'en-US': 'a string' },
  number: { 'zh-CN': '数字', 'en-US': 'a number' },
  int: { 'zh-CN': '整数', 'en-US': 'an integer' },
  boolean: { 'zh-CN': '布尔值', 'en-US': 'a boolean' },
  object: { 'zh-CN': '对象', 'en-US': 'an object' },
  array: { 'zh-CN': '数组', 'en-US': 'an array' },
  date: { 'zh-CN': '日期', 'en-US': 'a date' },
};

const contextNames: Record<string, Texts> = {
  body: { 'zh-CN': '请求体', 'en-US': 'request body' },
  querystring: { 'zh-CN': '查询参数', 'en-US': 'query' },
  params: { 'zh-CN': '路径参数', 'en-US': 'path parameters' },
  headers: { 'zh-CN': '请求头', 'en-US': 'headers' },
};

// Messages of the contract's own checks (refine, or a pattern with its message), as they are written
// there, in both languages.
const customReasons: Record<string, Texts> = {
  'The message cannot be empty.': { 'zh-CN': '消息内容不能为空', 'en-US': 'the message cannot be empty' },
  [`At most ${MESSAGE_MAX_LENGTH} characters.`]: {
    'zh-CN': `最多 ${MESSAGE_MAX_LENGTH} 个字符`,
    'en-US': `at most ${MESSAGE_MAX_LENGTH} characters`,
  },
  'nothing to change': { 'zh-CN': '没有要修改的内容', 'en-US': 'nothing to change' },
  // The rules of an application to hold a competition (shared/src/contract/constants/organisers.ts).
  [applicationIssue('required')]: { 'zh-CN': '不能为空', 'en-US': 'it is required' },
  [applicationIssue('tooLong')]: { 'zh-CN': '内容过长', 'en-US': 'it is too long' },
  [applicationIssue('tooShort')]: {
    'zh-CN': `至少 ${APPLICATION_LIMITS.descriptionMin} 个字符`,
    'en-US': `at least ${APPLICATION_LIMITS.descriptionMin} characters`,
  },
  [applicationIssue('invalidPhone')]: { 'zh-CN': '请输入有效的电话号码', 'en-US': 'enter a valid phone number' },
  [applicationIssue('invalidEmail')]: { 'zh-CN': '请输入有效的邮箱地址', 'en-US': 'enter a valid e-mail address' },
  [applicationIssue('invalidChoice')]: { 'zh-CN': '请从列表中选择', 'en-US': 'choose one of the list' },
  [SITE_ADDRESS_ISSUE]: {
    'zh-CN': '应为 http(s) 地址或以 / 开头的站内路径',
    'en-US': 'expected an http(s) address or a path of the site starting with /',
  },
  [NUL_CHARACTER]: { 'zh-CN': '不能包含空字符（NUL）', 'en-US': 'must not contain a NUL character' },
  [NESTED_TOO_DEEP]: { 'zh-CN': '嵌套层级过深', 'en-US': 'is nested too deeply' },
};

function typeName(expected: unknown, lang: Lang): string {
  return typeNames[String(expected)]?.[lang] ?? String(expected);
}

function bound(issue: FastifySchemaValidationError, key: 'minimum' | 'maximum', lang: Lang): string {
  const params = issue.params as { origin?: string; inclusive?: boolean } & Record<string, unknown>;
  const limit = String(params[key]);
  const atLeast = key === 'minimum';
  const exclusive = params.inclusive === false;
  switch (params.origin) {
    case 'string':
      return lang === 'zh-CN'
        ? `长度${atLeast ? '不能少于' : '不能超过'} ${limit} 个字符`
        : `must be ${atLeast ? 'at least' : 'at most'} ${limit} characters long`;
    case 'array':
    case 'set':
      return lang === 'zh-CN' ? `${atLeast ? '至少' : '最多'} ${limit} 项` : `must have ${atLeast ? 'at least' : 'at most'} ${limit} items`;
    default:
      if (lang === 'zh-CN') return `${atLeast ? (exclusive ? '必须大于' : '不能小于') : exclusive ? '必须小于' : '不能大于'} ${limit}`;
      return `must be ${atLeast ? (exclusive ? 'greater than' : 'at least') : exclusive ? 'less than' : 'at most'} ${limit}`;
  }
}

function reason(issue: FastifySchemaValidationError, missing: boolean, lang: Lang): string {
  const zh = lang === 'zh-CN';
  const params = issue.params as Record<string, unknown>;
  if (missing) return zh ? '不能为空' : 'it is required';
  const custom = customReasons[issue.message ?? ''];
  if (custom) return custom[lang];
  switch (issue.keyword) {
    case 'invalid_type':
      return zh ? `应为${typeName(params.expected, lang)}` : `expected ${typeName(params.expected, lang)}`;
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(zh ? '、' : ', ') : '';
      return zh ? `应为以下之一：${values}` : `expected one of ${values}`;
    }
    case 'too_small':
      return bound(issue, 'minimum', lang);
    case 'too_big':
      return bound(issue, 'maximum', lang);
    case 'invalid_format':
      return zh ? `格式不正确（${String(params.format)}）` : `invalid format (${String(params.format)})`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.join(', ') : '';
      return zh ? `包含未知字段：${keys}` : `unknown field(s): ${keys}`;
    }
    case 'not_multiple_of':
      return zh ? `应为 ${String(params.divisor)} 的倍数` : `must be a multiple of ${String(params.divisor)}`;
    default:
      return zh ? '值无效' : 'invalid value';
  }
}

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * A readable message naming the offending field(s), e.g. "Invalid lang: expected one of zh-CN, en-US".
 * Zod does not say whether a value was absent or of the wrong type, so the input is looked up to tell
 * "is required" apart from "expected a string".
 */
export function validationMessage(issues: FastifySchemaValidationError[], context: string | undefined, input: unknown, lang: Lang): string {
  const messages = issues.slice(0, 3).map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field =
      segments.length > 0 ? segments.join('.') : (contextNames[context ?? '']?.[lang] ?? (lang === 'zh-CN' ? '请求' : 'request'));
    const missing = issue.keyword !== 'unrecognized_keys' && valueAt(input, segments) === undefined;
    return localise('VALIDATION_FAILED', lang, { field, reason: reason(issue, missing, lang) });
  });
  return messages.join(lang === 'zh-CN' ? '；' : '; ');
}
