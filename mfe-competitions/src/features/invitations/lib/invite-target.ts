// The inviter's id from an invitation link (?targetId=) is kept for 24 hours (spec §4, §9), so a
// visitor who signs up later is still credited to the inviter. The captain's link also carries the
// team's invitation code (?invitationCode=), kept with it, so the visitor can join after signing in.
import { INVITATION_CODE_PARAM, INVITE_TARGET_PARAM } from '@dcic/shared/constants';

export const INVITE_TARGET_KEY = 'dcic.cmp.inviteTarget';
const INVITE_TARGET_TTL_MS = 24 * 60 * 60 * 1000;

/** The browser's storage; none where the page is drawn on the server (its first view), which remembers nothing. */
const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

interface Remembered {
  targetId: number;
  invitationCode?: string;
  savedAt: number;
}

export function rememberInviteTarget(search: string, now = Date.now(), storage = browserStorage()): void {
  if (!storage) return;
  const query = new URLSearchParams(search);
  const value = query.get(INVITE_TARGET_PARAM);
  if (!value || !/^\d+$/.test(value)) return;
  const code = query.get(INVITATION_CODE_PARAM)?.trim();
  const remembered: Remembered = {
    targetId: Number(value),
    savedAt: now,
    ...(code && /^[A-Za-z0-9-]{4,40}$/.test(code) ? { invitationCode: code.toUpperCase() } : {}),
  };
  storage.setItem(INVITE_TARGET_KEY, JSON.stringify(remembered));
}

function remembered(now: number, storage: Storage | undefined): Remembered | undefined {
  const raw = storage?.getItem(INVITE_TARGET_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Remembered;
    if (now - value.savedAt > INVITE_TARGET_TTL_MS) {
      storage?.removeItem(INVITE_TARGET_KEY);
      return undefined;
    }
    return value;
  } catch {
    storage?.removeItem(INVITE_TARGET_KEY);
    return undefined;
  }
}

export function inviteTarget(now = Date.now(), storage = browserStorage()): number | undefined {
  return remembered(now, storage)?.targetId;
}

/** The team's invitation code from the captain's link, while the link is remembered. */
export function rememberedInvitationCode(now = Date.now(), storage = browserStorage()): string | undefined {
  return remembered(now, storage)?.invitationCode;
}
