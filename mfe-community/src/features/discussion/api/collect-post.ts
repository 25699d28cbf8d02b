import { api, useMutation, useQueryClient } from '@dcic/shared';
import { collectPost, uncollectPost, type PostDetail } from '@dcic/shared/contract';
import { postKey } from './post';

const setCollected = ({ id, collected }: { id: number; collected: boolean }) =>
  api(collected ? collectPost : uncollectPost, { params: { id } });

/** Collects a post or removes it from my collections. */
export function useCollectPost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collected: boolean) => setCollected({ id, collected }),
    onSuccess: ({ collected, collections }) =>
      client.setQueryData<PostDetail>(postKey(id), (post) => post && { ...post, collections, viewer: { ...post.viewer, collected } }),
  });
}
