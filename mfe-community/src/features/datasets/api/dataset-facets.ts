import { api, queryOptions, useQuery } from '@dcic/shared';
import { getDatasetFacets } from '@dcic/shared/contract';

const fetchDatasetFacets = () => api(getDatasetFacets);

export const datasetFacetsQuery = () => queryOptions({ queryKey: ['datasets', 'facets'], queryFn: fetchDatasetFacets, staleTime: 60_000 });

export const useDatasetFacets = () => useQuery(datasetFacetsQuery());
