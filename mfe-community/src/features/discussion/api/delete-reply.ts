import { api, useMutation, useQueryClient } from '@dcic/shared';
import { deleteReply, type ReplyList } from '@dcic/shared/contract';
import { postKey } from './post';
import { repliesKey } from './replies';

const removeReply = (id: number) => api(deleteReply, { params: { id } });

/**
 * Deletes my reply: it leaves the list at once, then the post (its reply count, its accepted answer),
 * its replies and the lists' counts are asked again.
 */
export function useDeleteReply(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeReply,
    onSuccess: ({ id }) => {
      client.setQueriesData<ReplyList>({ queryKey: repliesKey(postId) }, (page) =>
        page ? { list: page.list.filter((reply) => reply.id !== id), total: Math.max(0, page.total - 1) } : page,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: postKey(postId) }),
        client.invalidateQueries({ queryKey: ['discussion', 'posts'] }),
      ]);
    },
  });
}
