import { api, infiniteQueryOptions, useInfiniteQuery } from '@dcic/shared';
import { INBOX_PAGE_SIZE } from '@dcic/shared/constants';
import { listMessages, type MessagePage } from '@dcic/shared/contract';
import { nextPage } from '../../../lib/next-page';
import { inboxKey } from '../../../lib/query-keys';

/** Messages with one participator, newest first; each further page is older. */
function fetchConversation(participator: number, page: number, signal?: AbortSignal): Promise<MessagePage> {
  return api(listMessages, { query: { participator, page, per_page: INBOX_PAGE_SIZE } }, { signal });
}

const conversationQuery = (participator: number) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, 'conversation', participator],
    queryFn: ({ pageParam, signal }) => fetchConversation(participator, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useConversation(participator: number) {
  return useInfiniteQuery(conversationQuery(participator));
}
