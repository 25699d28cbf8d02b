import { api, queryOptions, useQuery } from '@dcic/shared';
import { SOURCE_CODE_PAGE_SIZE } from '@dcic/shared/constants';
import { listSourceCodeComments } from '@dcic/shared/contract';

const fetchComments = (shareId: number, page: number) =>
  api(listSourceCodeComments, { query: { procedureId: shareId, page, size: SOURCE_CODE_PAGE_SIZE } });

export const commentsKey = (shareId: number) => ['source-code', 'comments', shareId] as const;

const commentsQuery = (shareId: number, page: number) =>
  queryOptions({
    queryKey: [...commentsKey(shareId), page],
    queryFn: () => fetchComments(shareId, page),
    placeholderData: (previous) => previous,
  });

/** One page of the comments on a share, newest first (spec §9: size 10). */
export const useComments = (shareId: number, page: number) => useQuery(commentsQuery(shareId, page));
