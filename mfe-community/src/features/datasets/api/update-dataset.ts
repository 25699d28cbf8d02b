import { api, useMutation, useQueryClient } from '@dcic/shared';
import { updateDataset, type DatasetInput } from '@dcic/shared/contract';

const putDataset = ({ id, fields }: { id: number; fields: Required<DatasetInput> }) => api(updateDataset, { params: { id }, body: fields });

export function useUpdateDataset() {
  const client = useQueryClient();
  // The dataset's page, the catalogue, its facets and the publisher's profile tab all change.
  return useMutation({
    mutationFn: putDataset,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['datasets'] }), client.invalidateQueries({ queryKey: ['user-datasets'] })]),
  });
}
