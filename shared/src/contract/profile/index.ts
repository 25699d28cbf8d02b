// Profile part of the users area: user pages, follow, editing, the smart input, privacy, identity
// authentication, guide steps, the profile-completeness check and participation (competition
// history, standing, certificates), each endpoint defined once. The files carry the names of the
// API's folders (`api/src/modules/users/<section>`) and of the profile remote's features. The
// platform user itself, the session and the recipient search live in ../users.ts.
export { PageQuery } from './common';
export * from './profile';
export * from './follow';
export * from './editing';
export * from './smart-input';
export * from './privacy';
export * from './authentication';
export * from './guide';
export * from './enterprise';
export * from './participation';
