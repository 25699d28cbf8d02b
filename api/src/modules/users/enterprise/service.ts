// Enterprise applications (companySubmit): only an authenticated user may apply, one pending at a time.
import type { CompanySubmitBody, EnterpriseApplication } from '@dcic/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import { enterpriseApplications, type UserRow } from '../schema';

type Row = typeof enterpriseApplications.$inferSelect;

const present = (row: Row): EnterpriseApplication => ({
  id: row.id,
  companyName: row.companyName,
  creditCode: row.creditCode,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  description: row.description,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export async function latestApplication(db: Db, user: UserRow): Promise<EnterpriseApplication | null> {
  const [row] = await db
    .select()
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.userId, user.id))
    .orderBy(desc(enterpriseApplications.id))
    .limit(1);
  return row ? present(row) : null;
}

export async function submitApplication(db: Db, user: UserRow, body: CompanySubmitBody): Promise<EnterpriseApplication> {
  if (user.authentication !== 1) raise('AUTHENTICATION_REQUIRED');
  const pending = await db
    .select({ id: enterpriseApplications.id })
    .from(enterpriseApplications)
    .where(and(eq(enterpriseApplications.userId, user.id), eq(enterpriseApplications.status, 'pending')))
    .limit(1);
  if (pending.length > 0) raise('ENTERPRISE_PENDING');
  const [row] = await db
    .insert(enterpriseApplications)
    .values({ userId: user.id, ...body })
    .returning();
  return present(row!);
}
