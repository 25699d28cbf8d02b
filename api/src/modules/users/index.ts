// What other modules, plugins and scripts may use of the users area; everything else is internal.
export { reviewAuthentication } from './authentication/service';
export type { UserNotice } from './notices';
export { findUserById, insertUser } from './repository';
export { userAuthentications, users, type NewUserRow, type UserRow } from './schema';
export { ensurePlatformUser } from './session/service';
