// The invitations feature: joining a team with its invitation code (typed or from the captain's
// link), the invitation link and the team's invitation code; the inviter named by a link (and the
// code it carries) is remembered until the visitor signs up.
export { InvitationsTab } from './components/invitations-tab';
export { inviteTarget, rememberedInvitationCode, rememberInviteTarget } from './lib/invite-target';
