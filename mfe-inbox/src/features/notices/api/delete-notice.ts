import { api, useMutation, useQueryClient } from '@dcic/shared';
import { deleteNotice, type AffectedRows } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

function removeNotice(id: number): Promise<AffectedRows> {
  return api(deleteNotice, { params: { id } });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeNotice, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
