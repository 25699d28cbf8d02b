import { http, sessionStore, userAtom } from '@dcic/shared';
import { markMessagesChecked } from './message-checked-at';

describe('markMessagesChecked', () => {
  const now = new Date('2026-05-01T08:00:00.000Z');
  afterEach(() => jest.restoreAllMocks());

  it('stores the time only when the server reports an affected row', async () => {
    sessionStore.set(userAtom, { id: 100002, userId: 'sso-1', messageCheckedAt: null });
    const put = jest.spyOn(http, 'put').mockResolvedValueOnce({ affectedRows: 0 });
    expect(await markMessagesChecked(now)).toBe(false);
    expect(sessionStore.get(userAtom)?.messageCheckedAt).toBeNull();
    put.mockResolvedValueOnce({ affectedRows: 1 });
    expect(await markMessagesChecked(now)).toBe(true);
    expect(sessionStore.get(userAtom)?.messageCheckedAt).toBe(now.toISOString());
    expect(put).toHaveBeenCalledWith('/api/users/messageCheckedAt', { time: now.toISOString(), operatorId: 100002 }, expect.anything());
  });

  it('does nothing for an anonymous visitor', async () => {
    sessionStore.set(userAtom, null);
    const put = jest.spyOn(http, 'put');
    expect(await markMessagesChecked(now)).toBe(false);
    expect(put).not.toHaveBeenCalled();
  });
});
