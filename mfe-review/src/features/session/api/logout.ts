import { api, useMutation, useQueryClient } from '@dcic/shared';
import { reviewLogout } from '@dcic/shared/contract';
import { reviewKey } from './review-key';

const postLogout = () => api(reviewLogout);

export function useReviewLogout() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postLogout, onSettled: () => client.removeQueries({ queryKey: reviewKey }) });
}
