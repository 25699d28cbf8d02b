import { api, useMutation, useQueryClient } from '@dcic/shared';
import { addSourceCodeComment } from '@dcic/shared/contract';
import { commentsKey } from './comments';

const postComment = (shareId: number, content: string) => api(addSourceCodeComment, { body: { procedureId: shareId, content } });

export function useAddComment(shareId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postComment(shareId, content),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: commentsKey(shareId) }),
        client.invalidateQueries({ queryKey: ['source-code', 'share'] }),
      ]),
  });
}
