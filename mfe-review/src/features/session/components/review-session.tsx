import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@dcic/shared/router';
import { useReviewSelf } from '../api/self';
import { loginPathFor } from '../lib/login-redirect';
import { ReviewUserContext } from './review-user-context';

/**
 * Pages behind the review login. Whoever's self lookup does not succeed (no session, an expired or
 * revoked one, or any failure) is sent to the review login, which brings them back here (spec §6).
 */
export function ReviewSession({ children }: { children: ReactNode }) {
  const self = useReviewSelf();
  const location = useLocation();
  if (self.isError) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!self.data) return <Spin className="rev-session-loading" />;
  return <ReviewUserContext.Provider value={self.data}>{children}</ReviewUserContext.Provider>;
}
