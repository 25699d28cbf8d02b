import { ReviewLayout, ReviewSession } from '../features/session';

/** The pages behind the review login: the session's guard around the review layout and its menu. */
export function ReviewFrame() {
  return (
    <ReviewSession>
      <ReviewLayout />
    </ReviewSession>
  );
}
