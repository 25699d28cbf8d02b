// Enumerations of the contract the pages iterate over; copied as plain arrays so zod stays out of
// the bundle (a test keeps them equal to the contract).
import type { AccomplishmentKind, DocumentType, IdentityKind, Sex } from '@dcic/shared/contract';

export const ACCOMPLISHMENT_KINDS: readonly AccomplishmentKind[] = ['article', 'project', 'prize', 'others'];
export const SEXES: readonly Sex[] = ['male', 'female', 'secret'];
export const IDENTITY_KINDS: readonly IdentityKind[] = ['student', 'teacher', 'on-the-job', 'freelancer'];
export const MAINLAND_DOCUMENT_TYPES: readonly DocumentType[] = ['id-card'];
export const OVERSEAS_DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'hk-macao-permit', 'taiwan-permit', 'foreign-permanent-residence'];
