import { api, useMutation, useQueryClient } from '@dcic/shared';
import { markMessagesRead, type AffectedRows } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

/** Marks those of the messages the caller received read (others' ids change nothing). */
function markRead(messages: number[]): Promise<AffectedRows> {
  return api(markMessagesRead, { body: { messages } });
}

export function useMarkMessagesRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
