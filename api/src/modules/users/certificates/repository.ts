import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { participationCertificates, type CertificateRow } from '../schema';

type NewCertificate = typeof participationCertificates.$inferInsert;

export async function certificateOf(db: Db, userId: number, competitionId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(participationCertificates)
    .where(and(eq(participationCertificates.userId, userId), eq(participationCertificates.competitionId, competitionId)));
  return row;
}

export async function certificateByCode(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(participationCertificates).where(eq(participationCertificates.code, code));
  return row;
}

/** Stores a new certificate; when two requests race, the first one's row is kept and returned. */
export async function issueCertificate(db: Db, values: NewCertificate): Promise<CertificateRow> {
  const [row] = await db.insert(participationCertificates).values(values).onConflictDoNothing().returning();
  return row ?? (await certificateOf(db, values.userId, values.competitionId))!;
}
