import { inviteTarget, INVITE_TARGET_KEY, rememberedInvitationCode, rememberInviteTarget } from './invite-target';

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

test("keeps the team's invitation code of the captain's link with the inviter, for as long", () => {
  localStorage.clear();
  rememberInviteTarget('?targetId=100123&invitationCode=ab12cd34', 0);
  expect(rememberedInvitationCode(1000)).toBe('AB12CD34');
  expect(rememberedInvitationCode(24 * 3600_000 + 1)).toBeUndefined();
  rememberInviteTarget('?targetId=100123&invitationCode=<script>', 0);
  expect(inviteTarget(0)).toBe(100123);
  expect(rememberedInvitationCode(0)).toBeUndefined();
});
