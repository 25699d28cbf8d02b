import { api, queryOptions, useQuery } from '@dcic/shared';
import { SOURCE_CODE_PAGE_SIZE } from '@dcic/shared/constants';
import { listSourceCode } from '@dcic/shared/contract';

export interface SourceCodeFilter {
  page: number;
  /** One competition's shares. */
  cmptId?: number;
}

const fetchSourceCode = ({ page, cmptId }: SourceCodeFilter) =>
  api(listSourceCode, { query: { page, size: SOURCE_CODE_PAGE_SIZE, cmptId } });

const sourceCodeQuery = (filter: SourceCodeFilter) =>
  queryOptions({
    queryKey: ['source-code', 'list', filter],
    queryFn: () => fetchSourceCode(filter),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

/** One page of the source code teams shared, newest first. */
export const useSourceCode = (filter: SourceCodeFilter) => useQuery(sourceCodeQuery(filter));
