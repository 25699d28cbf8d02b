import type { ReviewPage } from '@dcic/shared/constants';
import type { ReactNode } from 'react';
import { Navigate } from '@dcic/shared/router';
import { canOpen, homeOf } from '../lib/role-pages';
import { useReviewUser } from './review-user-context';

/** A page of one role's menu: any other role lands on no-access (spec §6), as the API would refuse it. */
export function RoleGate({ page, children }: { page: ReviewPage; children: ReactNode }) {
  const user = useReviewUser();
  return canOpen(user.role, page) ? <>{children}</> : <Navigate to="/spic-review/no-access" replace />;
}

/** `/spic-review` itself and unknown pages: the role's first page. */
export function RoleHome() {
  return <Navigate to={homeOf(useReviewUser().role)} replace />;
}
