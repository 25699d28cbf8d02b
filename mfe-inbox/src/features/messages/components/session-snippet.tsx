import { SYSTEM_SENDER_ID } from '@dcic/shared/constants';
import type { MessageSession } from '@dcic/shared/contract';
import { SafeHtml } from '../../notices';

/** Only the system sender's snippets are HTML; a person's words are always text. */
export function SessionSnippet({ session }: { session: MessageSession }) {
  return session.participantor.id === SYSTEM_SENDER_ID ? (
    <SafeHtml className="inb-snippet" html={session.snippet} />
  ) : (
    <span className="inb-snippet">{session.snippet}</span>
  );
}
