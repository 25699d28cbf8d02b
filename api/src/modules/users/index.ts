// What other modules, plugins and scripts may use of the users area; everything else is internal.
export { isStaff, reviewAuthentication } from './authentication/service';
export type { UserNotice } from './notices';
export { userCardsChangedAt } from './card-changes';
export { addAccomplishment, addEducation, addSkill, addWork } from './editing/service';
export { follow } from './follow/service';
export { saveStep2 } from './guide/service';
export { hiddenFrom } from './privacy/service';
export { findUserById, insertUser, updateUser } from './repository';
export { userAuthentications, users, type NewUserRow, type UserRow } from './schema';
export { ensurePlatformUser } from './session/service';
export { userIds } from './session/user-ids';
export { userByRouteId } from './user-id';
