import { api, useMutation, useQueryClient } from '@dcic/shared';
import { deleteDataset } from '@dcic/shared/contract';

const removeDataset = (id: number) => api(deleteDataset, { params: { id } });

export function useDeleteDataset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeDataset,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['datasets'] }), client.invalidateQueries({ queryKey: ['user-datasets'] })]),
  });
}
