import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { OutgoingMessage, Transport } from './transport';

/** E-mail through an SMTP server (nodemailer), with `MAIL_FROM` as the sender. */
export function smtpTransport(config: SmtpConfig): Transport {
  const mailer =
    'url' in config
      ? createTransport(config.url)
      : createTransport({
          host: config.host,
          port: config.port,
          secure: config.secure,
          ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
        });
  return {
    async send(message: OutgoingMessage): Promise<void> {
      await mailer.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      mailer.close();
    },
  };
}
