import { api, useMutation, useQueryClient } from '@dcic/shared';
import { updateReply, type ReplyList } from '@dcic/shared/contract';
import { repliesKey } from './replies';

const putReply = ({ id, body }: { id: number; body: string }) => api(updateReply, { params: { id }, body: { body } });

/** Saves an edit of my reply; the post's replies show the saved (cleaned) text without asking again. */
export function useUpdateReply(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putReply,
    onSuccess: (saved) =>
      client.setQueriesData<ReplyList>({ queryKey: repliesKey(postId) }, (page) =>
        page ? { ...page, list: page.list.map((reply) => (reply.id === saved.id ? saved : reply)) } : page,
      ),
  });
}
