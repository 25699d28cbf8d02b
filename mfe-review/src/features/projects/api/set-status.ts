import { api, useMutation, useQueryClient } from '@dcic/shared';
import { setProjectStatus, type ProjectStatus } from '@dcic/shared/contract';
import { reviewKey } from '../../session';

const putStatus = ({ id, status }: { id: number; status: ProjectStatus }) => api(setProjectStatus, { params: { id }, body: { status } });

/** Moving a project changes the lists, the round's overview and the expert-review list: all refresh. */
export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putStatus, onSuccess: () => client.invalidateQueries({ queryKey: reviewKey }) });
}
