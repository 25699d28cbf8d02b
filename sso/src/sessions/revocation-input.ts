import { z } from 'zod';
import { errors } from '../errors';

// A full ISO 8601 timestamp with an explicit zone, as the feed's own `now` is written; anything
// looser (dates alone, local times, epoch numbers) would be read differently by different clients.
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

// Past year 9999 neither JavaScript nor PostgreSQL write timestamps the same way.
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const Since = z
  .string()
  .regex(ISO_TIMESTAMP)
  .transform((since, ctx) => {
    const [, year, month, day] = ISO_TIMESTAMP.exec(since)!.map(Number) as [number, number, number, number];
    // Date rolls 30 February over into March; a day the month does not have is a typo, not a date.
    const calendarDay = new Date(Date.UTC(year, month - 1, day));
    const instant = new Date(since);
    if (calendarDay.getUTCDate() !== day || Number.isNaN(instant.getTime()) || instant.getTime() > LAST_INSTANT) {
      ctx.addIssue({ code: 'custom', message: 'not a real instant' });
      return z.NEVER;
    }
    // Before 1970 asks for everything, as no `since` does.
    return instant.getTime() < 0 ? null : instant;
  });

const RevocationQuery = z.object({ since: Since.optional() });

/** The `since` of GET /api/revocations: null when absent (or before 1970: everything), else an instant; 400 otherwise. */
export function parseSince(query: unknown): Date | null {
  const parsed = RevocationQuery.safeParse(query ?? {});
  if (!parsed.success) throw errors.invalid('error.sinceInvalid');
  return parsed.data.since ?? null;
}
