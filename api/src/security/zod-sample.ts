// Values made from the contract's zod schemas for the security suites: a valid input of any endpoint
// (the authorization matrix fills in only the ids it cares about), and the shape the fuzzer breaks.
import fc from 'fast-check';
import type { z } from 'zod';

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  format?: string;
  checks?: Array<{ _zod: { def: Check } }>;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** The object schema under wrappers (optional, default, pipe's input), or undefined. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  const inner = def.innerType ?? def.in ?? (def.type === 'lazy' ? def.getter?.() : undefined);
  return inner ? shapeOf(inner) : undefined;
}

function formatted(format: string | undefined, pattern: RegExp | undefined, min: number, max: number, seed: number): string {
  switch (format) {
    case 'email':
      return 'someone@example.com';
    case 'url':
      return 'https://example.com/x';
    case 'datetime':
      return '2026-05-01T08:00:00.000Z';
    case 'date':
      return '2026-05-01';
    case 'time':
      return '08:00:00';
    case 'uuid':
    case 'guid':
      return '3f1c7a52-6a4e-4c41-9d3a-6b1f0f1f2a3b';
    default:
      break;
  }
  if (pattern) {
    const [found] = fc.sample(
      fc
        .stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[^dgmsu]/g, '')))
        .filter((text) => text.length >= min && text.length <= max && text.trim() === text && !text.includes('\u0000')),
      { seed, numRuns: 1 },
    );
    if (found !== undefined) return found;
  }
  const base = 'sample';
  if (base.length >= min && base.length <= max) return base;
  return 'x'.repeat(Math.max(min, 1)).slice(0, Math.max(max, 1));
}

function stringSample(def: Def, seed: number): string {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  let format = def.format;
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? 0;
    if (check.check === 'string_format') {
      if (check.format === 'regex' || (check.pattern && !format)) pattern = check.pattern;
      if (check.format && check.format !== 'regex') format = check.format;
    }
  }
  return formatted(format, pattern, min, max, seed);
}

function numberSample(def: Def): number {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = check.inclusive ? value : value + 1;
    if (check.check === 'less_than') max = check.inclusive ? value : value - 1;
  }
  if (min <= 1 && max >= 1) return 1;
  return Number.isFinite(min) ? min : max;
}

/**
 * A value the schema accepts as input, made without randomness where possible (a regex-shaped text
 * is drawn from fast-check with `seed`). Optional fields are left out; defaults are left to the schema.
 */
export function sampleOf(schema: z.ZodType, seed = 1): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, field]) => !['optional', 'default', 'prefault'].includes(defOf(field).type))
          .map(([key, field]) => [key, sampleOf(field, seed)]),
      );
    case 'string':
      return stringSample(def, seed);
    case 'number':
    case 'int':
      return numberSample(def);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-05-01T08:00:00Z');
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return 'sample';
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array': {
      const min = checksOf(def).find((check) => check.check === 'min_length')?.minimum ?? 0;
      return Array.from({ length: min }, () => sampleOf(def.element!, seed));
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, seed));
    case 'record':
      return {};
    case 'union':
      return sampleOf(def.options![0]!, seed);
    case 'nullable':
    case 'optional':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType!, seed);
    case 'default':
    case 'prefault':
      return sampleOf(def.innerType!, seed);
    case 'pipe':
      return sampleOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, seed);
    case 'lazy':
      return sampleOf(def.getter!(), seed);
    default:
      return undefined;
  }
}
