// Identity authentication: details first, then the document photo, then a staff decision.
// Mainland and overseas are exclusive once one of them succeeded; a change goes through the platform.
import {
  DOCUMENT_LIMITS,
  MAINLAND_DOCUMENT_TYPES,
  type AuthenticationRecord,
  type AuthStatus,
  type ReviewAuthenticationBody,
  type SubmitAuthenticationBody,
} from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import { insertDynamic } from '../profile/repository';
import { updateUser } from '../repository';
import { userAuthentications, type AuthenticationRow, type UserRow } from '../schema';
import type { FileStore } from '../../../lib/file-store';
import { reencodeImage } from '../uploads/image-encoder';
import { userByRouteId } from '../user-id';
import { isMainlandIdNumber, isOverseasDocumentNumber, maskIdNumber } from './id-number';

/** Longest side kept of a document photo: enough to read it, small enough to store. */
const DOCUMENT_MAX_SIDE = 3000;

export async function findAuthentication(db: Db, userId: number): Promise<AuthenticationRow | undefined> {
  const [row] = await db.select().from(userAuthentications).where(eq(userAuthentications.userId, userId)).limit(1);
  return row;
}

export function toRecord(row: AuthenticationRow | undefined): AuthenticationRecord {
  const status: AuthStatus = row?.status ?? 'not-submitted';
  return {
    status,
    authType: row?.authType ?? null,
    idCardStatus: row?.authType === 'mainland' ? status : 'not-submitted',
    overseaAuthStatus: row?.authType === 'overseas' ? status : 'not-submitted',
    trueName: row?.trueName ?? null,
    idNumber: row ? maskIdNumber(row.idNumber) : null,
    documentType: row?.documentType ?? null,
    hasDocument: Boolean(row?.documentKey),
    failureReason: row?.status === 'failed' ? row.failureReason : null,
    submittedAt: row ? row.submittedAt.toISOString() : null,
  };
}

const alreadyCertified = (kind: 'mainland' | 'overseas') =>
  kind === 'mainland' ? 'AUTH_ALREADY_CERTIFIED_MAINLAND' : 'AUTH_ALREADY_CERTIFIED_OVERSEAS';
const otherKindRefused = (certified: 'mainland' | 'overseas') =>
  certified === 'mainland' ? 'AUTH_CERTIFIED_MAINLAND_NOT_OVERSEAS' : 'AUTH_CERTIFIED_OVERSEAS_NOT_MAINLAND';

export async function submitDetails(
  db: Db,
  store: FileStore,
  user: UserRow,
  body: SubmitAuthenticationBody,
): Promise<AuthenticationRecord> {
  const existing = await findAuthentication(db, user.id);
  if (existing?.status === 'succeeded') {
    raise(existing.authType === body.authType ? alreadyCertified(existing.authType) : otherKindRefused(existing.authType));
  }
  if (existing?.status === 'reviewing') raise('AUTH_UNDER_REVIEW');
  const mainlandType = (MAINLAND_DOCUMENT_TYPES as readonly string[]).includes(body.documentType);
  if ((body.authType === 'mainland') !== mainlandType) raise('DOCUMENT_TYPE_MISMATCH');
  const validNumber = body.authType === 'mainland' ? isMainlandIdNumber(body.idNumber) : isOverseasDocumentNumber(body.idNumber);
  if (!validNumber) raise('INVALID_ID_NUMBER');
  const values = {
    authType: body.authType,
    status: 'awaiting-documents' as const,
    trueName: body.trueName,
    idNumber: body.idNumber.toUpperCase(),
    documentType: body.documentType,
    documentKey: null,
    failureReason: null,
    submittedAt: new Date(),
    reviewedAt: null,
  };
  await db
    .insert(userAuthentications)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userAuthentications.userId, set: values });
  // A resubmission replaces the earlier photo; the old file is not kept.
  await store.remove('private-identity', existing?.documentKey);
  return toRecord(await findAuthentication(db, user.id));
}

export async function uploadDocument(db: Db, store: FileStore, user: UserRow, file: Buffer): Promise<AuthenticationRecord> {
  const existing = await findAuthentication(db, user.id);
  if (!existing || existing.status !== 'awaiting-documents') {
    if (existing?.status === 'reviewing') raise('AUTH_UNDER_REVIEW');
    if (existing?.status === 'succeeded') raise(alreadyCertified(existing.authType));
    raise('AUTH_NOT_AWAITING_DOCUMENTS');
  }
  const limits = DOCUMENT_LIMITS[existing.authType];
  const image = await reencodeImage(file, { maxBytes: limits.maxBytes, formats: limits.formats, maxSide: DOCUMENT_MAX_SIDE });
  const key = await store.save('private-identity', image);
  const [updated] = await db
    .update(userAuthentications)
    .set({ documentKey: key, status: 'reviewing' })
    .where(eq(userAuthentications.userId, user.id))
    .returning();
  return toRecord(updated);
}

/** A staff decision on a user's authentication under review; the user gets a notice either way. */
export async function reviewAuthentication(
  app: FastifyInstance,
  rawUserId: string,
  body: ReviewAuthenticationBody,
): Promise<AuthenticationRecord> {
  const user = await userByRouteId(app.db, rawUserId);
  const existing = await findAuthentication(app.db, user.id);
  if (!existing || existing.status !== 'reviewing') raise('AUTH_NOTHING_TO_REVIEW');
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'reject' && reason === '') raise('AUTH_REASON_REQUIRED');
  const approved = body.decision === 'approve';
  const [updated] = await app.db
    .update(userAuthentications)
    .set({ status: approved ? 'succeeded' : 'failed', failureReason: approved ? null : reason, reviewedAt: new Date() })
    .where(eq(userAuthentications.userId, user.id))
    .returning();
  if (approved) {
    await updateUser(app.db, user, { authentication: 1, region: existing.authType });
    await insertDynamic(app.db, user.id, 'authentication', { authType: existing.authType });
  }
  await app.notifyUser({
    receiverId: user.id,
    kind: 'user.auth-result',
    params: approved ? { result: 'succeeded', authType: existing.authType } : { result: 'failed', authType: existing.authType, reason },
  });
  return toRecord(updated);
}

/** Staff are the SSO accounts listed in STAFF_ACCOUNTS. */
export function isStaff(app: FastifyInstance, account: string | undefined): boolean {
  return Boolean(account) && app.config.staffAccounts.includes(account!);
}
