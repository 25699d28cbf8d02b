import { api, useMutation, useQueryClient } from '@dcic/shared';
import { createPost, type NewPostBody } from '@dcic/shared/contract';

const postNew = (body: NewPostBody) => api(createPost, { body });

/** Writes a post; the lists are asked again so it shows at once. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postNew,
    onSuccess: () => client.invalidateQueries({ queryKey: ['discussion', 'posts'] }),
  });
}
