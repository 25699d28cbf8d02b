import { http, sessionStore, userAtom } from '@dcic/shared';
import { markMessagesChecked } from './message-checked-at';

describe('markMessagesChecked', () => {
  const now = new Date('2026-05-01T08:00:00.000Z');
  afterEach(() => jest.restoreAllMocks());

  it('stores the time only when the server reports an affected row', async () => {
    sessionStore.set(userAtom, { id: 100002, userId: 'sso-1', messageCheckedAt: null });
    const request = jest.spyOn(http, 'request').mockResolvedValueOnce({ affectedRows: 0 });
    expect(await markMessagesChecked(now)).toBe(false);
    expect(sessionStore.get(userAtom)?.messageCheckedAt).toBeNull();
    request.mockResolvedValueOnce({ affectedRows: 1 });
    expect(await markMessagesChecked(now)).toBe(true);
    expect(sessionStore.get(userAtom)?.messageCheckedAt).toBe(now.toISOString());
    expect(request).toHaveBeenCalledWith(
      '/api/users/messageCheckedAt',
      expect.objectContaining({ method: 'PUT', body: { time: now.toISOString(), operatorId: 100002 }, idempotent: true }),
    );
  });

  it('does nothing for an anonymous visitor', async () => {
    sessionStore.set(userAtom, null);
    const request = jest.spyOn(http, 'request');
    expect(await markMessagesChecked(now)).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });
});
