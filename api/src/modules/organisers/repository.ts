// SQL of the organiser applications.
import type { ApplicationStatus } from '@dcic/shared/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { users } from '../users';
import { organiserApplications, type ApplicationRow, type NewApplicationRow } from './schema';

export type ApplicationWithName = ApplicationRow & { applicantName: string };

const columns = { row: organiserApplications, applicantName: users.name };

function withName(rows: Array<{ row: ApplicationRow; applicantName: string | null }>): ApplicationWithName[] {
  return rows.map(({ row, applicantName }) => ({ ...row, applicantName: applicantName ?? '' }));
}

const newestFirst = [desc(organiserApplications.createdAt), desc(organiserApplications.id)];

export async function insertApplication(db: Db, row: NewApplicationRow): Promise<ApplicationRow> {
  const [inserted] = await db.insert(organiserApplications).values(row).returning();
  return inserted!;
}

export async function applicationsOf(db: Db, applicantId: number): Promise<ApplicationWithName[]> {
  return withName(
    await db
      .select(columns)
      .from(organiserApplications)
      .leftJoin(users, eq(users.id, organiserApplications.applicantId))
      .where(eq(organiserApplications.applicantId, applicantId))
      .orderBy(...newestFirst)
      .limit(100),
  );
}

export async function listApplicationRows(
  db: Db,
  status: ApplicationStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationWithName[]; total: number }> {
  const where: SQL | undefined = status ? eq(organiserApplications.status, status) : undefined;
  const rows = await db
    .select(columns)
    .from(organiserApplications)
    .leftJoin(users, eq(users.id, organiserApplications.applicantId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(organiserApplications).where(where);
  return { rows: withName(rows), total: Number(counted?.total ?? 0) };
}

/** Sets the status; false when the application does not exist. */
export async function updateApplicationStatus(
  db: Db,
  id: number,
  status: ApplicationStatus,
  handledBy: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(organiserApplications)
    .set({ status, handledBy, updatedAt: now })
    .where(eq(organiserApplications.id, id))
    .returning({ id: organiserApplications.id });
  return updated.length > 0;
}

export async function findApplication(db: Db, id: number): Promise<ApplicationWithName | null> {
  const [found] = withName(
    await db
      .select(columns)
      .from(organiserApplications)
      .leftJoin(users, eq(users.id, organiserApplications.applicantId))
      .where(eq(organiserApplications.id, id)),
  );
  return found ?? null;
}
