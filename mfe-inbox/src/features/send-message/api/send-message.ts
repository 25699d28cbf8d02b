import { api, useMutation, useQueryClient } from '@dcic/shared';
import { sendMessage, type SendMessageBody, type SentMessages } from '@dcic/shared/contract';
import { inboxKey } from '../../../lib/query-keys';

/** A write: never repeated by the client's retries. */
function send(body: SendMessageBody): Promise<SentMessages> {
  return api(sendMessage, { body });
}

/** Sends, then the conversation and the session list load again with the new message. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }) });
}
