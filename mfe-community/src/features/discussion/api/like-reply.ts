import { api, useMutation, useQueryClient } from '@dcic/shared';
import { likeReply, unlikeReply } from '@dcic/shared/contract';
import { repliesKey } from './replies';

const setReplyLike = ({ id, liked }: { id: number; liked: boolean }) => api(liked ? likeReply : unlikeReply, { params: { id } });

/** Likes a reply or takes the like back; the post's replies are asked again. */
export function useLikeReply(postId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: setReplyLike, onSuccess: () => client.invalidateQueries({ queryKey: repliesKey(postId) }) });
}
