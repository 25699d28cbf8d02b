// The zod validator of every route, with one check in front: no text the API reads may hold a NUL
// character. PostgreSQL cannot store or compare one in text, so it would reach the database as a
// 500; refused here, it is a 400 naming the field, for every field of every schema at once.
import path from 'node:path';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The issue message of a NUL found in the input; validation-message.ts words it in both languages. */
export const NUL_CHARACTER = 'NUL character';

function nulPaths(value: unknown, path: PropertyKey[], found: PropertyKey[][]): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

const noNul = z.unknown().superRefine((input, ctx) => {
  for (const path of nulPaths(input, [], [])) ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER, input });
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
