import { z } from 'zod';
import { endpoint } from './endpoint';

/** Address name of a special contest (`/special/:name`). */
export const SpecialName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

export const SpecialParams = z.object({ name: SpecialName });

/** A special contest's configuration as the site shows it, in the request's language. */
export const SpecialConfig = z.object({
  name: z.string(),
  title: z.string(),
  /** Footer text of the special layout; null means the default credit to the technology provider. */
  footerText: z.string().nullable(),
});
export type SpecialConfig = z.infer<typeof SpecialConfig>;

export const getSpecialConfig = endpoint({
  method: 'GET',
  path: '/api/special/:name',
  access: 'public',
  tags: ['special'],
  summary: "A special contest's configuration (title, footer text of its layout)",
  params: SpecialParams,
  response: SpecialConfig,
  errors: [404],
});
