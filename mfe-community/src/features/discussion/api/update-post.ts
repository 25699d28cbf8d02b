import { api, useMutation, useQueryClient } from '@dcic/shared';
import { updatePost, type EditPostBody } from '@dcic/shared/contract';
import { postKey } from './post';

const putPost = ({ id, body }: { id: number; body: EditPostBody }) => api(updatePost, { params: { id }, body });

/** Saves an edit of my post; its page shows the answer without asking again. */
export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putPost,
    onSuccess: (post) => {
      client.setQueryData(postKey(post.id), post);
      return client.invalidateQueries({ queryKey: ['discussion', 'posts'] });
    },
  });
}
