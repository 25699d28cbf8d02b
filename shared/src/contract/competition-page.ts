// The page of one competition: `GET /api/competitions/:id` answers its detail, or one part of the page
// named by `part` (spec §7). Each part is an endpoint of the area that owns it (rankings, submissions,
// invitations); they share this method, path and id, and the API serves them on one route.
import { z } from 'zod';
import type { COMPETITION_PARTS } from './constants/competitions';
import { MAX_RECORD_ID } from './constants/competitions';

/** Id of a competition or team in an address. Path and query values arrive as text, hence the coercion. */
export const RecordId = z.coerce.number().int().min(1).max(MAX_RECORD_ID);

export const CompetitionIdParams = z.object({ id: RecordId });

/** A yes/no query or body value: a boolean, or `true`/`false`/`1`/`0` as text. */
export const Flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Method, path and id every view of the competition page shares. */
export const competitionPage = { method: 'GET', path: '/api/competitions/:id', params: CompetitionIdParams } as const;

/** The query of one part: `part=<name>` and the part's own fields. */
export function partQuery<P extends (typeof COMPETITION_PARTS)[number], S extends z.ZodRawShape>(part: P, shape: S) {
  return z.object({ part: z.literal(part), ...shape });
}
