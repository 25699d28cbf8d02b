// Invitations: a team's invitation code and the invitation link (the `invite` part of a competition's
// page, served by the competitions module). Other modules reach invitations only through this file.
export { default as invitationsRoutes } from './routes';
export { invitation, invitationCode } from './service';
