import { errors } from '../errors';
import type { Channel, OutgoingMessage, Transport } from './transport';

export interface DeliveryOptions {
  transports: Record<Channel, Transport | undefined>;
  onError: (error: unknown, message: OutgoingMessage) => void;
}

/**
 * Sends messages through the transport of their channel. Sending starts after the current request
 * has been answered: how long a mail server takes must never tell whether an account exists.
 */
export function createDelivery({ transports, onError }: DeliveryOptions) {
  const pending = new Set<Promise<void>>();
  return {
    /** Throws 503 when nothing carries this channel here, for every address alike. */
    assertAvailable(channel: Channel): void {
      if (!transports[channel]) throw errors.deliveryUnavailable(channel);
    },

    send(message: OutgoingMessage): void {
      const transport = transports[message.channel];
      if (!transport) throw errors.deliveryUnavailable(message.channel);
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => transport.send(message))
        .catch((error: unknown) => onError(error, message))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Resolves once every message handed over so far has been sent or has failed. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async close(): Promise<void> {
      await this.settled();
      await Promise.all([...new Set(Object.values(transports))].map((transport) => transport?.close?.()));
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
