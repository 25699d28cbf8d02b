import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE, type DiscussionProfileTab } from '@dcic/shared/constants';
import { listUserDiscussion } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

const fetchDiscussionTab = (id: number, tab: DiscussionProfileTab, page: number, signal?: AbortSignal) =>
  api(listUserDiscussion, { params: { id, tab }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });

const discussionTabQuery = (id: number, tab: DiscussionProfileTab, page: number) =>
  queryOptions({
    queryKey: [...userKey(id), 'discussion', tab, page],
    queryFn: ({ signal }) => fetchDiscussionTab(id, tab, page, signal),
    placeholderData: (previous) => previous,
  });

/** A page of the user's posts, answers, questions, articles, collections or abnormal posts and replies. */
export const useDiscussionTab = (id: number, tab: DiscussionProfileTab, page: number) => useQuery(discussionTabQuery(id, tab, page));
