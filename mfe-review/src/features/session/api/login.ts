import { api, useMutation, useQueryClient } from '@dcic/shared';
import { reviewLogin, type ReviewLoginBody } from '@dcic/shared/contract';
import { reviewKey } from './review-key';
import { selfQuery } from './self';

const postLogin = (body: ReviewLoginBody) => api(reviewLogin, { body });

/** Logs in; what another review user fetched before is forgotten, and the new user is known at once. */
export function useReviewLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (user) => {
      client.removeQueries({ queryKey: reviewKey });
      client.setQueryData(selfQuery.queryKey, user);
    },
  });
}
