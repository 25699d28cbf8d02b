import type { DeliveryConfig } from '../config';
import { smtpTransport } from './smtp-transport';
import type { Channel, Transport } from './transport';

/**
 * SMTP carries e-mail when it is configured; the developer's outbox (never in production) takes
 * whatever is left. No SMS gateway is built yet, so outside development text messages have no way out.
 */
export function chooseTransports(config: DeliveryConfig, outbox: Transport | undefined): Record<Channel, Transport | undefined> {
  return { email: config.smtp ? smtpTransport(config.smtp) : outbox, sms: outbox };
}
