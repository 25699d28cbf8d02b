import type { AccountService } from './accounts/account-service';
import type { ContactService } from './accounts/contact-service';
import type { PasswordService } from './accounts/password-service';
import type { RegistrationService } from './accounts/registration-service';
import type { SsoConfig } from './config';
import type { Database } from './db/database';
import type { Delivery } from './delivery/delivery';
import type { OutboxTransport } from './delivery/outbox-transport';
import type { Lang } from './i18n/messages';
import type { RevocationHub } from './sessions/revocation-hub';
import type { SessionService } from './sessions/session-service';
import type { KeySet } from './tokens/key-store';
import type { SessionTokens } from './tokens/session-token';

/** Everything the routes need, built once per app. */
export interface SsoContext {
  config: SsoConfig;
  db: Database;
  keys: KeySet;
  tokens: SessionTokens;
  accounts: AccountService;
  /** Sign-up by a one-time code sent to the address being registered. */
  registrations: RegistrationService;
  sessions: SessionService;
  /** Pushes revocations to the open streams of the revocation feed. */
  revocationHub: RevocationHub;
  passwords: PasswordService;
  contacts: ContactService;
  delivery: Delivery;
  /** The developer's outbox, outside production only. */
  outbox: OutboxTransport | undefined;
  /** Origins that may post forms and receive redirects: the allowed ones plus this service's own. */
  trustedOrigins: string[];
  /** Where a missing or refused `redirect` leads: the first allowed origin's home page. */
  fallbackRedirect: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sso: SsoContext;
  }
  interface FastifyRequest {
    /** Language of this response's messages, settled before any handler runs. */
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** HTML page route: languages come from the path, errors render as a page. */
    page?: boolean;
  }
}
