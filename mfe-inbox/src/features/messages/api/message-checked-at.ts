import { http, sessionStore, userAtom } from '@dcic/shared';
import type { MessageCheckedAtResult } from '@dcic/shared/contract';

/**
 * Remembers that the user looked at their messages now. The session's copy of the time changes only
 * when the server reports an affected row (spec §4), so a refused or stale write leaves it alone.
 */
export async function markMessagesChecked(now = new Date()): Promise<boolean> {
  const user = sessionStore.get(userAtom);
  const operatorId = Number(user?.id);
  if (!user || !Number.isSafeInteger(operatorId) || operatorId <= 0) return false;
  try {
    const { affectedRows } = await http.put<MessageCheckedAtResult>('/api/users/messageCheckedAt', { time: now.toISOString(), operatorId }, { loading: false, idempotent: true });
    if (affectedRows <= 0) return false;
    const current = sessionStore.get(userAtom);
    if (current && current.id === user.id) sessionStore.set(userAtom, { ...current, messageCheckedAt: now.toISOString() });
    return true;
  } catch {
    return false;
  }
}
