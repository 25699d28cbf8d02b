import { api, queryOptions, useQuery } from '@dcic/shared';
import { getDatasetForEditing } from '@dcic/shared/contract';

const fetchDatasetForEditing = (id: number) => api(getDatasetForEditing, { params: { id } });

const datasetForEditingQuery = (id: number) =>
  queryOptions({ queryKey: ['datasets', 'editing', id], queryFn: () => fetchDatasetForEditing(id) });

export const useDatasetForEditing = (id: number) => useQuery(datasetForEditingQuery(id));
