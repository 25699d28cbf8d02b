import { api, useMutation, useQueryClient } from '@dcic/shared';
import { markAllNoticesRead, type AffectedRows } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

function markAllRead(): Promise<AffectedRows> {
  return api(markAllNoticesRead);
}

export function useMarkAllNoticesRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
