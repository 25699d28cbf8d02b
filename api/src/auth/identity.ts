import { z } from 'zod';

/** Claims of a verified single-sign-on token (see the SSO's token format). */
export const SsoClaims = z.object({
  sub: z.string().min(1).max(128),
  jti: z.string().min(1).max(128),
  exp: z.number(),
  iat: z.number().optional(),
  name: z.string().max(200).catch(''),
  account: z.string().max(200).catch(''),
  phone: z.string().min(1).max(64).nullable().catch(null),
  email: z.string().min(1).max(320).nullable().catch(null),
});

export type SsoIdentity = z.infer<typeof SsoClaims>;
