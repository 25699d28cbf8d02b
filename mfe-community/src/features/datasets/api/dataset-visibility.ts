import { api, useMutation, useQueryClient } from '@dcic/shared';
import { setDatasetVisibility } from '@dcic/shared/contract';

const setVisibility = ({ id, hidden }: { id: number; hidden: boolean }) => api(setDatasetVisibility, { params: { id }, body: { hidden } });

export function useDatasetVisibility() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setVisibility, onSuccess: () => client.invalidateQueries({ queryKey: ['datasets'] }) });
}
