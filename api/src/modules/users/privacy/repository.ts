// SQL of the privacy choices: one row per user once they change one; no row means the defaults.
import type { PrivacySettings } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { userPrivateSettings } from '../schema';

const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  showCompetition: true,
  noticeAudience: 'everyone',
  showEducation: true,
  showCareer: true,
  showEmail: false,
  receiveOthersDynamics: true,
  receiveEmail: true,
};

export async function findPrivacySettings(db: Db, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select().from(userPrivateSettings).where(eq(userPrivateSettings.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PRIVACY_SETTINGS };
  const { userId: _ignored, ...settings } = row;
  return settings;
}

export async function savePrivacySettings(db: Db, userId: number, change: Partial<PrivacySettings>): Promise<void> {
  await db
    .insert(userPrivateSettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: userPrivateSettings.userId, set: change });
}
