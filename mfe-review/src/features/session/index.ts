// The review session: the login, the guard of every review page (a session, then the role), the
// review layout with its role's menu, and the signed-in user.
export { LoginForm } from './components/login-form';
export { ReviewLayout } from './components/review-layout';
export { ReviewSession } from './components/review-session';
export { useReviewUser } from './components/review-user-context';
export { RoleGate, RoleHome } from './components/role-gate';
export { reviewKey } from './api/review-key';
export { homeOf } from './lib/role-pages';
