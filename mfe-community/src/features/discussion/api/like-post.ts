import { api, useMutation, useQueryClient } from '@dcic/shared';
import { likePost, unlikePost, type PostDetail } from '@dcic/shared/contract';
import { postKey } from './post';

const setPostLike = ({ id, liked }: { id: number; liked: boolean }) => api(liked ? likePost : unlikePost, { params: { id } });

/** Likes a post or takes the like back; the post's page shows the new count. */
export function useLikePost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setPostLike({ id, liked }),
    onSuccess: ({ liked, likes }) =>
      client.setQueryData<PostDetail>(postKey(id), (post) => post && { ...post, likes, viewer: { ...post.viewer, liked } }),
  });
}
