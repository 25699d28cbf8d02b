/** How a code reaches a person: an e-mail or a text message to a phone. */
export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** An e-mail address or a mainland mobile number. */
  to: string;
  /** The e-mail subject; a text message has none and sends `text` alone. */
  subject: string;
  text: string;
}

/**
 * One way out: SMTP, the developer's outbox, or an SMS gateway. An SMS gateway is not built yet:
 * one is added by implementing this interface and choosing it for the `sms` channel in app.ts.
 */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void> | void;
}
