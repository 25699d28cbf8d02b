import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listBoards, listPosts } from '@dcic/shared/contract';
import { boardsQuery } from './api/boards';
import { postListQuery } from './api/post-list';
import { DiscussionPage } from './components/discussion-page';
import { postQueryFrom } from './lib/list-query';

/**
 * `/discussion` on the server: the boards and the page of posts its address asks for. Imported by the
 * area's first view alone: the browser loads the page with its route (features/discussion/index.ts).
 */
export const discussionFirstView: FirstViewRoute = {
  path: '/discussion',
  element: <DiscussionPage />,
  load: async ({ search, call }) => {
    const query = postQueryFrom(search);
    const [boards, posts] = await Promise.all([call(listBoards, { query: {} }), call(listPosts, { query })]);
    return [
      [boardsQuery().queryKey, boards],
      [postListQuery(query).queryKey, posts],
    ];
  },
};
