import { api, queryOptions, useQuery } from '@dcic/shared';
import { listDatasets, type DatasetListQuery } from '@dcic/shared/contract';

const fetchDatasetList = (query: DatasetListQuery) => api(listDatasets, { query });

export const datasetListQuery = (query: DatasetListQuery) =>
  queryOptions({
    queryKey: ['datasets', 'list', query],
    queryFn: () => fetchDatasetList(query),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const useDatasetList = (query: DatasetListQuery) => useQuery(datasetListQuery(query));
