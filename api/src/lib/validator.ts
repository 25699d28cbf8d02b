// The zod validator of every route, with checks in front: no text the API reads may hold a NUL
// character (PostgreSQL cannot store or compare one in text, so it would reach the database as a
// 500), and no input may be nested deeper than the contract's shapes. Refused here, each is a 400
// naming the field, for every field of every schema at once.
import path from 'node:path';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The issue message of a NUL found in the input; validation-message.ts words it in both languages. */
export const NUL_CHARACTER = 'NUL character';

/** The issue message of input nested deeper than any input of the contract; worded in validation-message.ts. */
export const NESTED_TOO_DEEP = 'nested too deep';

/**
 * Deeper than any shape of the contract. A body nested thousands of levels deep would otherwise
 * exhaust the stack of every recursive walk over it (this one, zod's) and answer 500.
 */
const MAX_DEPTH = 32;

interface Found {
  path: PropertyKey[];
  message: string;
}

function inputIssues(value: unknown, path: PropertyKey[], found: Found[]): Found[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path, message: NUL_CHARACTER });
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_DEPTH) {
      // Named by its top-level field: the full path would be as long as the nesting.
      found.push({ path: path.slice(0, 1), message: NESTED_TOO_DEEP });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => inputIssues(item, [...path, index], found));
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push({ path: [...path, key], message: NUL_CHARACTER });
        else inputIssues(item, [...path, key], found);
      }
    }
  }
  return found;
}

const noNul = z.unknown().superRefine((input, ctx) => {
  for (const { path, message } of inputIssues(input, [], [])) ctx.addIssue({ code: 'custom', path, message, input });
});

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) =>
  zodValidatorCompiler({ ...rest, schema: noNul.pipe(schema) });

/**
 * Checks input that no route schema sees (the text fields of a multipart body) as a JSON body would
 * be checked: the same NUL check, and a failure answered like any validation error of the body.
 */
export function validateFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(input) as {
    value?: z.output<S>;
    error?: unknown;
  };
  if (result.error)
    throw Object.assign(new Error('invalid multipart fields'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
      validationInput: input,
    });
  return result.value as z.output<S>;
}

/**
 * The name an upload came with, kept as data only: no directories, no control characters, no
 * direction overrides (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`), bounded.
 */
export function uploadedFileName(raw: string): string {
  return path
    .basename(raw)
    .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .slice(0, 200);
}
