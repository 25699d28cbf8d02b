import { api, queryOptions, useQuery } from '@dcic/shared';
import { SOURCE_CODE_PAGE_SIZE } from '@dcic/shared/constants';
import { listSourceCode } from '@dcic/shared/contract';

const fetchSourceCode = (page: number) => api(listSourceCode, { query: { page, size: SOURCE_CODE_PAGE_SIZE } });

const sourceCodeQuery = (page: number) =>
  queryOptions({
    queryKey: ['source-code', page],
    queryFn: () => fetchSourceCode(page),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

/** One page of the source code teams shared, newest first. */
export const useSourceCode = (page: number) => useQuery(sourceCodeQuery(page));
