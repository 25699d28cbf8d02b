import { api, useMutation, useQueryClient } from '@dcic/shared';
import { publishDataset, type DatasetInput } from '@dcic/shared/contract';

interface Publication {
  fields: Required<DatasetInput>;
  files: File[];
}

/**
 * Sends the fields first, then every file, in one multipart body (the contract's `multipart`
 * names): the server checks the fields before it reads a file, and keeps all of it or nothing.
 */
function publish({ fields, files }: Publication) {
  const form = new FormData();
  const values: Record<string, string> = { ...fields, tags: fields.tags.join(','), competitionIds: fields.competitionIds.join(',') };
  for (const name of publishDataset.multipart.fields) form.append(name, values[name] ?? '');
  for (const file of files) form.append(publishDataset.multipart.file, file, file.name);
  // The endpoint takes a multipart body, which the typed input has no place for.
  return api(publishDataset, { body: form } as never);
}

export function usePublishDataset() {
  const client = useQueryClient();
  // The catalogue, its facets and the publisher's profile tab all change.
  return useMutation({
    mutationFn: publish,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['datasets'] }), client.invalidateQueries({ queryKey: ['user-datasets'] })]),
  });
}
