import { api, useMutation, useQueryClient } from '@dcic/shared';
import { deletePost } from '@dcic/shared/contract';
import { postKey } from './post';

const removePost = (id: number) => api(deletePost, { params: { id } });

/** Deletes my post; its page is forgotten and the lists asked again. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePost,
    onSuccess: ({ id }) => {
      client.removeQueries({ queryKey: postKey(id) });
      return client.invalidateQueries({ queryKey: ['discussion', 'posts'] });
    },
  });
}
