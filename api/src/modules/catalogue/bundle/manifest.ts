import { AUTHENTICATION_REQUIREMENTS, COMPETITION_TYPES, METRICS } from '@dcic/shared/contract';
import { z } from 'zod';

/**
 * A time in a manifest: an ISO date-time, or `now±<n>d|h` relative to the import, so demo bundles
 * keep their state (in progress, signup, ended) whenever they are loaded.
 */
export const TimeExpression = z
  .string()
  .regex(
    /^(now([+-]\d+(\.\d+)?[dh])?|\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2}))$/,
    'use an ISO date-time with offset or now±<n>d / now±<n>h',
  );

export function resolveTime(expression: string, now: Date): Date {
  const relative = /^now(?:([+-]\d+(?:\.\d+)?)([dh]))?$/.exec(expression);
  if (!relative) return new Date(expression);
  if (!relative[1]) return new Date(now);
  const hours = Number(relative[1]) * (relative[2] === 'd' ? 24 : 1);
  return new Date(now.getTime() + hours * 3_600_000);
}

const Text = z.string().trim().min(1);
const Localised = z.object({ name: Text, summary: Text, rules: Text, data: Text, evaluation: Text, faq: Text });
const Named = z.object({ code: z.string().regex(/^[a-z0-9-]+$/), zh: Text, en: Text });

const Schedule = z
  .object({
    sort: z.number().int().min(0),
    name: z.object({ zh: Text, en: Text }),
    start: TimeExpression,
    end: TimeExpression,
    listBStart: TimeExpression.optional(),
    listBEnd: TimeExpression.optional(),
    maxSubmitCount: z.number().int().min(1).max(10_000),
    maxErrorSubmitCount: z.number().int().min(0).max(10_000),
  })
  .refine((s) => (s.listBStart === undefined) === (s.listBEnd === undefined), { message: 'listBStart and listBEnd go together' });

const RACE_CODES = [
  'party-building',
  'digital-government',
  'big-data',
  'smart-healthcare',
  'kunpeng',
  'network-security',
  'integrated-circuits',
  'youth-ai-robots',
] as const;

export const Manifest = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{3,60}$/, 'lower-case letters, digits and dashes'),
    race: z.enum(RACE_CODES),
    type: z.enum(COMPETITION_TYPES),
    'zh-CN': Localised,
    'en-US': Localised,
    tags: z.array(Named.extend({ parent: z.string().optional() })).default([]),
    industry: Named.optional(),
    reward: z.string().default(''),
    bonus: z.number().int().min(0).default(0),
    signupOpen: z.boolean(),
    start: TimeExpression,
    end: TimeExpression,
    maxTeamSize: z.number().int().min(1).max(20).default(5),
    /** Identity authentication asked before signup, before submission, or not at all. */
    requireAuthentication: z.enum(AUTHENTICATION_REQUIREMENTS).default('none'),
    schedules: z.array(Schedule).min(1),
    /** Files offered for download, relative to the bundle folder. */
    datasets: z
      .array(
        z
          .string()
          .regex(/^[\w./-]+$/)
          .refine((p) => !p.split('/').includes('..'), 'no ..'),
      )
      .default([]),
    /** Computing competitions only. */
    metric: z.enum(METRICS).optional(),
    answer: z
      .string()
      .regex(/^[\w./-]+$/)
      .optional(),
  })
  .superRefine((m, ctx) => {
    if (m.type === 'computing' && (!m.metric || !m.answer))
      ctx.addIssue({ code: 'custom', path: ['metric'], message: 'a computing competition needs metric and answer' });
    const sorts = m.schedules.map((s) => s.sort);
    if (new Set(sorts).size !== sorts.length)
      ctx.addIssue({ code: 'custom', path: ['schedules'], message: 'schedule sorts must be unique' });
    if (!sorts.includes(0)) ctx.addIssue({ code: 'custom', path: ['schedules'], message: 'one schedule must have sort 0' });
  });
export type Manifest = z.infer<typeof Manifest>;
