import { api, useMutation, useQueryClient } from '@dcic/shared';
import { moderatePost, moderateReply } from '@dcic/shared/contract';
import { postKey } from './post';

export type ModerationTarget = { kind: 'post' | 'reply'; id: number };

const moderate = ({ target, abnormal, reason }: { target: ModerationTarget; abnormal: boolean; reason?: string }) =>
  api(target.kind === 'post' ? moderatePost : moderateReply, { params: { id: target.id }, body: { abnormal, reason } });

/** Staff mark a post or one of its replies abnormal, or restore it; the post and the lists are asked again. */
export function useModerate(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKey(postId) }),
        client.invalidateQueries({ queryKey: ['discussion', 'posts'] }),
      ]),
  });
}
