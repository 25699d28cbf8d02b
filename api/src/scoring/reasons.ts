import type { Lang } from '@dcic/shared/contract';
import { formatMessage } from '@dcic/shared/server';

// Why a prediction file could not be scored. Stored on the submission as code + params and put into
// words in the reader's language when shown, so the reason exists in both languages.
const SCORING_REASONS = {
  'empty-file': { 'zh-CN': '文件为空', 'en-US': 'The file is empty.' },
  'wrong-header': { 'zh-CN': '表头应为 “{expected}”，实际为 “{actual}”', 'en-US': 'The header must be "{expected}", found "{actual}".' },
  'wrong-column-count': {
    'zh-CN': '第 {line} 行应有 {expected} 列，实际为 {actual} 列',
    'en-US': 'Line {line} must have {expected} columns, found {actual}.',
  },
  'unknown-id': { 'zh-CN': '第 {line} 行的 id “{id}” 不在测试集中', 'en-US': 'Line {line}: id "{id}" is not in the test set.' },
  'duplicate-id': { 'zh-CN': '第 {line} 行的 id “{id}” 重复', 'en-US': 'Line {line}: id "{id}" appears more than once.' },
  'not-a-number': { 'zh-CN': '第 {line} 行的值 “{value}” 不是数字', 'en-US': 'Line {line}: value "{value}" is not a number.' },
  'not-a-probability': {
    'zh-CN': '第 {line} 行的值 “{value}” 不在 0 到 1 之间',
    'en-US': 'Line {line}: value "{value}" is not between 0 and 1.',
  },
  'empty-value': { 'zh-CN': '第 {line} 行的预测值为空', 'en-US': 'Line {line}: the prediction is empty.' },
  'wrong-row-count': {
    'zh-CN': '应有 {expected} 行数据，实际为 {actual} 行（缺少 id “{id}” 等）',
    'en-US': 'The file must have {expected} data rows, found {actual} (id "{id}" and others are missing).',
  },
  'not-text': { 'zh-CN': '文件不是 UTF-8 文本（CSV）', 'en-US': 'The file is not UTF-8 text (CSV).' },
  'line-too-long': { 'zh-CN': '第 {line} 行超过 {max} 个字符', 'en-US': 'Line {line} is longer than {max} characters.' },
  'time-limit': {
    'zh-CN': '评分超时（超过 {seconds} 秒），请检查文件后重新提交',
    'en-US': 'Scoring took longer than the limit of {seconds} s; check the file and submit again.',
  },
  'scoring-failed': { 'zh-CN': '评分失败，请稍后重新提交', 'en-US': 'Scoring failed; please submit again later.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ScoringReason = keyof typeof SCORING_REASONS;
export type ReasonParams = Record<string, string | number>;

export class ScoringError extends Error {
  constructor(
    readonly reason: ScoringReason,
    readonly params: ReasonParams = {},
  ) {
    super(describeReason(reason, params, 'en-US'));
    this.name = 'ScoringError';
  }
}

export function isScoringReason(value: string): value is ScoringReason {
  return value in SCORING_REASONS;
}

export function describeReason(reason: ScoringReason, params: ReasonParams, lang: Lang): string {
  return formatMessage(SCORING_REASONS[reason][lang], lang, params);
}
