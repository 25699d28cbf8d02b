import { api, useMutation, useQueryClient } from '@dcic/shared';
import { setProjectIntention } from '@dcic/shared/contract';
import { projectsKey } from './projects-key';

const putIntention = ({ id, intention }: { id: number; intention: boolean }) =>
  api(setProjectIntention, { params: { id }, body: { intention } });

export function useSetIntention() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putIntention, onSuccess: () => client.invalidateQueries({ queryKey: projectsKey }) });
}
