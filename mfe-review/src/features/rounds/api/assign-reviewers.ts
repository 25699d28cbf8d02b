import { api, useMutation, useQueryClient } from '@dcic/shared';
import { assignReviewers } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const postAssign = (id: number) => api(assignReviewers, { params: { id } });

export function useAssignReviewers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postAssign, onSuccess: () => client.invalidateQueries({ queryKey: reviewKey }) });
}
