// The invitations feature: the invitation link and the team's invitation code; the inviter named by a
// link is remembered until the visitor signs up.
export { InvitationsTab } from './components/invitations-tab';
export { inviteTarget, rememberInviteTarget } from './lib/invite-target';
