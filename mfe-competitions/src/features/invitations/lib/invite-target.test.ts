import { inviteTarget, INVITE_TARGET_KEY, rememberInviteTarget } from './invite-target';

test('the invite target id from the URL is kept for 24 hours, then removed', () => {
  localStorage.clear();
  rememberInviteTarget('?targetId=100123', 0);
  expect(inviteTarget(23 * 3600_000)).toBe(100123);
  expect(inviteTarget(24 * 3600_000 + 1)).toBeUndefined();
  expect(localStorage.getItem(INVITE_TARGET_KEY)).toBeNull();
});

test('ignores a URL without a valid target id', () => {
  localStorage.clear();
  rememberInviteTarget('?targetId=abc', 0);
  expect(inviteTarget(0)).toBeUndefined();
});
