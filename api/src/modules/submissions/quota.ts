import type { Quota } from '@dcic/shared/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { QuotaUse, ScheduleRow } from '../catalogue';
import { submissions } from './schema';

/** Counts of the team's and the user's submissions in a schedule (error ones apart). */
export async function quotaUse(db: Db, scheduleId: number, teamId: number, userId: number): Promise<QuotaUse> {
  const [row] = await db
    .select({
      success: sql<number>`count(*) filter (where ${submissions.status} = 'scored')`,
      pending: sql<number>`count(*) filter (where ${submissions.status} in ('pending', 'received'))`,
      errors: sql<number>`count(*) filter (where ${submissions.status} = 'error')`,
      self: sql<number>`count(*) filter (where ${submissions.userId} = ${userId} and ${submissions.status} <> 'error')`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.scheduleId, scheduleId),
        eq(submissions.teamId, teamId),
        inArray(submissions.status, ['scored', 'pending', 'received', 'error']),
      ),
    );
  return {
    successSubmitCount: Number(row?.success ?? 0),
    pendingSubmitCount: Number(row?.pending ?? 0),
    errorSubmitCount: Number(row?.errors ?? 0),
    selfSubmitCount: Number(row?.self ?? 0),
  };
}

export async function quotaOf(db: Db, schedule: ScheduleRow, teamId: number, userId: number): Promise<Quota> {
  const use = await quotaUse(db, schedule.id, teamId, userId);
  return {
    // Waiting submissions are shown as used: they hold their place until scored.
    successSubmitCount: use.successSubmitCount + use.pendingSubmitCount,
    selfSubmitCount: use.selfSubmitCount,
    errorSubmitCount: use.errorSubmitCount,
    maxSubmitCount: schedule.maxSubmitCount,
    maxErrorSubmitCount: schedule.maxErrorSubmitCount,
  };
}
