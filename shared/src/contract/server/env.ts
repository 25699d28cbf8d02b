// Reading a service's settings from the environment, the same way in every service: one zod schema
// of the variables, empty values read as unset, and a failure that names each bad variable.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The environment as the schema reads it, or a ConfigError listing every variable that is wrong. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new ConfigError(`Invalid environment: ${problems}`);
}

/** A variable's text, trimmed; empty or blank counts as unset. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const text = (fallback: string) => optionalText.transform((value) => value ?? fallback);

/** An absolute URL without trailing slashes. */
export const url = (fallback: string) =>
  optionalText.pipe(z.url().optional()).transform((value) => (value ?? fallback).replace(/\/+$/, ''));

export const optionalUrl = optionalText.pipe(z.url().optional());

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().min(min).max(max));

export const optionalInt = (min: number, max: number) => optionalText.pipe(wholeNumber(min, max).optional());

export const int = (fallback: number, min: number, max: number) => optionalInt(min, max).transform((value) => value ?? fallback);

export const port = (fallback: number) => int(fallback, 0, 65535);

/** `true`/`1` or `false`/`0`. */
export const flag = (fallback: boolean) =>
  optionalText
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' }).optional())
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

/** A comma-separated list; blanks dropped. */
export const list = optionalText.transform((value) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const logLevel = optionalText.pipe(z.enum(LOG_LEVELS).optional());

/**
 * Proxies whose X-Forwarded-For a service believes (the client address its rate limits count):
 * `true`, `false`, or a comma list of addresses and CIDRs (`loopback` names 127.0.0.1/8 and ::1).
 * Anybody else's X-Forwarded-For is ignored, so a client cannot invent addresses.
 */
export const trustProxy = (fallback: boolean | string[]) =>
  optionalText.transform((value): boolean | string[] => {
    if (value === undefined) return fallback;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });
