import { api, queryOptions, useQuery } from '@dcic/shared';
import { getDataset } from '@dcic/shared/contract';

const fetchDataset = (id: number) => api(getDataset, { params: { id } });

export const datasetQuery = (id: number) => queryOptions({ queryKey: ['datasets', 'item', id], queryFn: () => fetchDataset(id) });

export const useDataset = (id: number) => useQuery(datasetQuery(id));
