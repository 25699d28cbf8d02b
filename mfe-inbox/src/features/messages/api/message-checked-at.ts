import { api, sessionStore, userAtom } from '@dcic/shared';
import { setMessageCheckedAt } from '@dcic/shared/contract';

/**
 * Remembers that the user looked at their messages now. The session's copy of the time changes only
 * when the server reports an affected row (spec §4), so a refused or stale write leaves it alone.
 * A background bookkeeping call: nothing is shown when it fails.
 */
export async function markMessagesChecked(now = new Date()): Promise<boolean> {
  const user = sessionStore.get(userAtom);
  const operatorId = Number(user?.id);
  if (!user || !Number.isSafeInteger(operatorId) || operatorId <= 0) return false;
  try {
    const { affectedRows } = await api(setMessageCheckedAt, { body: { time: now.toISOString(), operatorId } }, { loading: false });
    if (affectedRows <= 0) return false;
    const current = sessionStore.get(userAtom);
    if (current && current.id === user.id) sessionStore.set(userAtom, { ...current, messageCheckedAt: now.toISOString() });
    return true;
  } catch {
    return false;
  }
}
