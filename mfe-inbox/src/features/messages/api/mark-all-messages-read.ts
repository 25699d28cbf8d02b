import { api, useMutation, useQueryClient } from '@dcic/shared';
import { markAllMessagesRead, type AffectedRows } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

function markAllRead(): Promise<AffectedRows> {
  return api(markAllMessagesRead);
}

export function useMarkAllMessagesRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllRead, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
