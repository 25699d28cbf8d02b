import type { MessageKey, MessageParams } from './i18n/messages';

/**
 * The service's coded errors. `errno` follows the platform scheme: `e` + HTTP status + two digits.
 * The message is a catalogue key, localised only when the response is written.
 */
export class SsoError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errno: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'SsoError';
  }
}

export const errors = {
  invalid: (key: MessageKey, params?: MessageParams) => new SsoError(400, 'e40000', key, params),
  signInRequired: () => new SsoError(401, 'e40100', 'error.signInRequired'),
  // Same answer for an unknown account and a wrong password, so accounts cannot be enumerated.
  badCredentials: () => new SsoError(401, 'e40101', 'error.badCredentials'),
  foreignOrigin: () => new SsoError(403, 'e40300', 'error.foreignOrigin'),
  notFound: () => new SsoError(404, 'e40400', 'error.notFound'),
  contactTaken: () => new SsoError(409, 'e40901', 'error.contactTaken'),
  alreadyBound: (kind: 'phone' | 'email') =>
    new SsoError(409, 'e40902', kind === 'phone' ? 'error.phoneAlreadyBound' : 'error.emailAlreadyBound'),
  tooManyFailures: (retryAfterSeconds: number, key: MessageKey = 'error.tooManyFailures') => waitFor(key, retryAfterSeconds),
  tooManyCodeRequests: (retryAfterSeconds: number) => waitFor('error.tooManyCodeRequests', retryAfterSeconds),
  tooManyRequests: () => new SsoError(429, 'e42900', 'error.tooManyRequests'),
  // One answer for a wrong, expired, used or never-sent code, so a guess learns nothing more.
  codeInvalid: () => new SsoError(400, 'e40001', 'error.codeInvalid'),
  codeExhausted: () => new SsoError(429, 'e42901', 'error.codeExhausted'),
  wrongCurrentPassword: () => new SsoError(403, 'e40301', 'error.wrongCurrentPassword'),
  internal: () => new SsoError(500, 'e50000', 'error.internal'),
  notReady: () => new SsoError(503, 'e50300', 'error.notReady'),
  deliveryUnavailable: (channel: 'email' | 'sms') =>
    new SsoError(503, 'e50301', 'error.deliveryUnavailable', { channel: { key: channel === 'email' ? 'channel.email' : 'channel.sms' } }),
};

/** 429 with Retry-After, the message telling the wait in whole minutes. */
function waitFor(key: MessageKey, retryAfterSeconds: number): SsoError {
  return new SsoError(
    429,
    'e42900',
    key,
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Refusals a form shows next to what was typed; other server faults get the error page. */
export function isShownInForm(failure: SsoError): boolean {
  return failure.statusCode < 500 || failure.errno === 'e50301';
}

// Fastify's own client errors (body parsing, content type, size) mapped to the validation errno.
const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.contentType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
};

/** Any thrown value as an SsoError: known client errors keep their meaning, the rest is a 500. */
export function toSsoError(error: unknown): SsoError {
  if (error instanceof SsoError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' && code in fastifyCodes) return errors.invalid(fastifyCodes[code]!);
  // secure-json-parse raises a SyntaxError with a 400 for a body that is not JSON.
  if (error instanceof SyntaxError && statusCode === 400) return errors.invalid('error.invalidJson');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (statusCode === 404) return errors.notFound();
    if (statusCode === 429) return errors.tooManyRequests();
    return errors.invalid('error.badRequest');
  }
  return errors.internal();
}
