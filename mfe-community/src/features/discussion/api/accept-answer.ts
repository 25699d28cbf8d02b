import { api, useMutation, useQueryClient } from '@dcic/shared';
import { acceptAnswer, unacceptAnswer } from '@dcic/shared/contract';
import { postKey } from './post';

/** `replyId` accepts that answer; null withdraws the acceptance. */
const setAccepted = ({ postId, replyId }: { postId: number; replyId: number | null }) =>
  replyId === null ? api(unacceptAnswer, { params: { id: postId } }) : api(acceptAnswer, { params: { id: postId }, body: { replyId } });

/** The asker accepts one answer of their question (or withdraws it); the question and its answers are asked again. */
export function useAcceptAnswer(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number | null) => setAccepted({ postId, replyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: postKey(postId) }),
  });
}
