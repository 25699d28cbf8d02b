// The inviter's id from an invitation link (?targetId=) is kept for 24 hours (spec §4, §9), so a
// visitor who signs up later is still credited to the inviter.
import { INVITE_TARGET_PARAM } from '@dcic/shared/constants';

export const INVITE_TARGET_KEY = 'dcic.cmp.inviteTarget';
const INVITE_TARGET_TTL_MS = 24 * 60 * 60 * 1000;

export function rememberInviteTarget(search: string, now = Date.now(), storage: Storage = localStorage): void {
  const value = new URLSearchParams(search).get(INVITE_TARGET_PARAM);
  if (!value || !/^\d+$/.test(value)) return;
  storage.setItem(INVITE_TARGET_KEY, JSON.stringify({ targetId: Number(value), savedAt: now }));
}

export function inviteTarget(now = Date.now(), storage: Storage = localStorage): number | undefined {
  const raw = storage.getItem(INVITE_TARGET_KEY);
  if (!raw) return undefined;
  try {
    const { targetId, savedAt } = JSON.parse(raw) as { targetId: number; savedAt: number };
    if (now - savedAt > INVITE_TARGET_TTL_MS) {
      storage.removeItem(INVITE_TARGET_KEY);
      return undefined;
    }
    return targetId;
  } catch {
    storage.removeItem(INVITE_TARGET_KEY);
    return undefined;
  }
}
