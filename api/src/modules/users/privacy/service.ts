// The user's privacy choices; every change answers with all of them.
import type { PrivacySettings } from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import type { UserRow } from '../schema';
import { findPrivacySettings, savePrivacySettings } from './repository';

export async function changePrivacySettings(db: Db, user: UserRow, change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  if (Object.keys(change).length > 0) await savePrivacySettings(db, user.id, change);
  return findPrivacySettings(db, user.id);
}
