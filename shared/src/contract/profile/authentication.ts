// Identity authentication and the staff decision on it.
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { AUTH_STATUSES, DOCUMENT_LIMITS, MAINLAND_DOCUMENT_TYPES, OVERSEAS_DOCUMENT_TYPES, TEXT_LIMITS } from '../constants/profile';
import { endpoint } from '../endpoint';
import { Region } from '../users';
import { requiredText, tags, text } from './common';

export const AuthStatus = z.enum(AUTH_STATUSES);
export type AuthStatus = z.infer<typeof AuthStatus>;

export const DocumentType = z.enum([...MAINLAND_DOCUMENT_TYPES, ...OVERSEAS_DOCUMENT_TYPES]);
export type DocumentType = z.infer<typeof DocumentType>;

export const AuthenticationRecord = z
  .object({
    status: AuthStatus,
    authType: Region.nullable(),
    idCardStatus: AuthStatus.describe('Mainland status'),
    overseaAuthStatus: AuthStatus.describe('Overseas status'),
    trueName: z.string().nullable(),
    idNumber: z.string().nullable().describe('Masked except the first and last characters'),
    documentType: DocumentType.nullable(),
    hasDocument: z.boolean(),
    failureReason: z.string().nullable(),
    submittedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'AuthenticationRecord' });
export type AuthenticationRecord = z.infer<typeof AuthenticationRecord>;

export const SubmitAuthenticationBody = z.object({
  authType: Region,
  trueName: requiredText(TEXT_LIMITS.trueName),
  idNumber: requiredText(TEXT_LIMITS.idNumber),
  documentType: DocumentType,
});
export type SubmitAuthenticationBody = z.infer<typeof SubmitAuthenticationBody>;

export const ReviewAuthenticationParams = z.object({ userId: z.string().max(32) });
export const ReviewAuthenticationBody = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: text(TEXT_LIMITS.reviewReason).optional(),
});
export type ReviewAuthenticationBody = z.infer<typeof ReviewAuthenticationBody>;

export const getAuthentication = endpoint({
  method: 'GET',
  path: '/api/users/authentication',
  access: 'user',
  tags,
  summary: 'My identity authentication (number masked)',
  response: AuthenticationRecord,
});

export const submitAuthentication = endpoint({
  method: 'POST',
  path: '/api/v2/users/iden',
  access: 'user',
  tags,
  summary: 'Submit (or resubmit after failure) the details; the document photo follows',
  body: SubmitAuthenticationBody,
  response: AuthenticationRecord,
  errors: [409],
});

export const uploadAuthenticationDocument = endpoint({
  method: 'POST',
  path: '/api/users/authentication/document',
  access: 'user',
  tags,
  summary: `The document photo (multipart, field file): mainland JPG/PNG up to ${DOCUMENT_LIMITS.mainland.maxBytes / 1024} KB, overseas JPG/PNG/BMP up to ${DOCUMENT_LIMITS.overseas.maxBytes / 1024 / 1024} MB. Stored privately, never served.`,
  multipart: { file: 'file' },
  response: AuthenticationRecord,
  errors: [409, 413, 415],
});

export const reviewAuthentication = endpoint({
  method: 'POST',
  path: '/api/users/authentication/:userId/review',
  access: 'staff',
  tags,
  summary: 'Staff only (STAFF_ACCOUNTS): approve or reject (with a reason) an authentication under review',
  params: ReviewAuthenticationParams,
  body: ReviewAuthenticationBody,
  response: AuthenticationRecord,
  errors: [404, 409],
});
