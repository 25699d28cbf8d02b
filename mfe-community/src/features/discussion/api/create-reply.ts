import { api, useMutation, useQueryClient } from '@dcic/shared';
import { createReply } from '@dcic/shared/contract';
import { postKey } from './post';

const postReply = ({ postId, body }: { postId: number; body: string }) => api(createReply, { params: { id: postId }, body: { body } });

/** Replies to a post (answers a question); the post and its replies are asked again. */
export function useCreateReply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postReply, onSuccess: (reply) => client.invalidateQueries({ queryKey: postKey(reply.postId) }) });
}
