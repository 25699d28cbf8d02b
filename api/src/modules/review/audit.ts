import type { AuditEntry, AuditPage } from '@dcic/shared/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { reviewAudit, reviewUsers } from './schema';

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditRecord {
  /** The review user who made the change; null for the staff command line. */
  actorId: number | null;
  action: string;
  projectId?: number | null;
  roundId?: number | null;
  detail?: AuditDetail;
}

/** Keeps who changed what, when. Called in the same transaction as the change where there is one. */
export async function audit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(reviewAudit).values({
    actorId: record.actorId,
    action: record.action,
    projectId: record.projectId ?? null,
    roundId: record.roundId ?? null,
    detail: record.detail ?? {},
  });
}

export interface AuditFilter {
  projectId?: number;
  roundId?: number;
  page: number;
  perPage: number;
}

export async function auditPage(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.projectId) conditions.push(eq(reviewAudit.projectId, filter.projectId));
  if (filter.roundId) conditions.push(eq(reviewAudit.roundId, filter.roundId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: reviewAudit, actorName: reviewUsers.name, actorAccount: reviewUsers.account })
    .from(reviewAudit)
    .leftJoin(reviewUsers, eq(reviewUsers.id, reviewAudit.actorId))
    .where(where)
    .orderBy(desc(reviewAudit.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [total] = await db.select({ n: count() }).from(reviewAudit).where(where);
  return {
    list: rows.map(
      ({ entry, actorName, actorAccount }): AuditEntry => ({
        id: entry.id,
        actor:
          entry.actorId !== null && actorName !== null && actorAccount !== null
            ? { id: entry.actorId, name: actorName, account: actorAccount }
            : null,
        action: entry.action,
        projectId: entry.projectId,
        roundId: entry.roundId,
        detail: entry.detail,
        at: entry.createdAt.toISOString(),
      }),
    ),
    total: Number(total?.n ?? 0),
  };
}
