import type { ReviewUser } from '@dcic/shared/contract';
import { createContext, useContext } from 'react';

export const ReviewUserContext = createContext<ReviewUser | null>(null);

/** The signed-in review user; only inside <ReviewSession>. */
export function useReviewUser(): ReviewUser {
  const user = useContext(ReviewUserContext);
  if (!user) throw new Error('useReviewUser() needs a <ReviewSession> around it');
  return user;
}
