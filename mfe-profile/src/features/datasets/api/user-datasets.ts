import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { listUserDatasets } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

const fetchUserDatasets = (id: number, page: number, signal?: AbortSignal) =>
  api(listUserDatasets, { params: { id }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });

const userDatasetsQuery = (id: number, page: number) =>
  queryOptions({ queryKey: [...userKey(id), 'datasets', page], queryFn: ({ signal }) => fetchUserDatasets(id, page, signal) });

/** The datasets a user published (the datasets tab), newest first. */
export const useUserDatasets = (id: number, page = 1) => useQuery(userDatasetsQuery(id, page));
