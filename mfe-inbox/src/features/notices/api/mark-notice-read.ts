import { api, useMutation, useQueryClient } from '@dcic/shared';
import { markNoticeRead, type AffectedRows } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

function markRead(id: number): Promise<AffectedRows> {
  return api(markNoticeRead, { params: { id } });
}

export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
