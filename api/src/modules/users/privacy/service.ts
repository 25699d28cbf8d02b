// The user's privacy choices; every change answers with all of them. What they hide from a viewer
// is asked here by every tab that reads a part of a user's page, in this module or another.
import type { HiddenParts, PrivacySettings } from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import type { UserRow } from '../schema';
import { relationOf } from './relation';
import { findPrivacySettings, savePrivacySettings } from './repository';
import { hiddenParts } from './rules';

export async function changePrivacySettings(db: Db, user: UserRow, change: Partial<PrivacySettings>): Promise<PrivacySettings> {
  if (Object.keys(change).length > 0) await savePrivacySettings(db, user.id, change);
  return findPrivacySettings(db, user.id);
}

/** What of the owner's page the viewer may not see: the owner's choices, and how the two stand. */
export async function hiddenFrom(db: Db, viewerId: number, ownerId: number): Promise<HiddenParts> {
  const [settings, relation] = await Promise.all([findPrivacySettings(db, ownerId), relationOf(db, viewerId, ownerId)]);
  return hiddenParts(settings, relation);
}
