// Visit tracking: each navigation of the site counts once for its day (UTC) and path; a browser's
// fingerprint counts once per day and path. Only the totals are read; the per-browser rows that
// tell a new browser from a returning one are deleted after the retention period.
import { Fingerprint, type VisitTotals } from '@dcic/shared/contract';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { visitDays, visitVisitors } from './schema';

const DAY_MS = 86_400_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The path counted: the given one without query or fragment, at most a few hundred characters. */
function countedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

let lastPruned = '';

export async function recordVisit(app: FastifyInstance, visit: { path: string; fp?: string; cookie?: string }, now: Date): Promise<void> {
  const day = dayOf(now);
  const path = countedPath(visit.path);
  const fingerprint = [visit.fp, visit.cookie].find((value) => value !== undefined && Fingerprint.safeParse(value).success);
  await app.db.transaction(async (tx) => {
    let newVisitor = 0;
    if (fingerprint) {
      const added = await tx
        .insert(visitVisitors)
        .values({ day, path, fingerprint })
        .onConflictDoNothing()
        .returning({ day: visitVisitors.day });
      newVisitor = added.length;
    }
    await tx
      .insert(visitDays)
      .values({ day, path, visits: 1, visitors: newVisitor })
      .onConflictDoUpdate({
        target: [visitDays.day, visitDays.path],
        set: { visits: sql`${visitDays.visits} + 1`, visitors: sql`${visitDays.visitors} + ${newVisitor}` },
      });
  });
  if (lastPruned !== day) {
    lastPruned = day;
    const before = dayOf(new Date(now.getTime() - app.config.visitRetentionDays * DAY_MS));
    await app.db.delete(visitVisitors).where(lt(visitVisitors.day, before));
  }
}

export async function visitTotals(
  app: FastifyInstance,
  query: { from?: string; to?: string; path?: string },
  now: Date,
): Promise<VisitTotals> {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 30 * DAY_MS));
  const rows = await app.db
    .select()
    .from(visitDays)
    .where(and(gte(visitDays.day, from), lte(visitDays.day, to), query.path ? eq(visitDays.path, countedPath(query.path)) : undefined))
    .orderBy(asc(visitDays.day), asc(visitDays.path))
    .limit(5000);
  return rows;
}
