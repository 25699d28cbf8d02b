import type { ErrorEnvelope, Lang } from '@dcic/shared/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './app-error';
import { catalogue, localise, type ErrorCode } from './catalogue';
import { validationMessage } from './validation-message';

export interface ErrorReply {
  statusCode: number;
  body: ErrorEnvelope;
  /** 5xx: a fault of ours, logged with its details and never shown to the caller. */
  internal: boolean;
}

function fromCode(code: ErrorCode, lang: Lang, params?: Record<string, string | number>): ErrorReply {
  const entry = catalogue[code];
  const message = localise(code, lang, params);
  return { statusCode: entry.status, body: { status: entry.errno, message, errno: entry.errno }, internal: entry.status >= 500 };
}

// Fastify's own client errors (body parsing, content type, size) by their code.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};

/** Turns anything thrown while handling a request into the error envelope, in the caller's language. */
export function toErrorReply(error: FastifyError | Error, request: FastifyRequest, lang: Lang): ErrorReply {
  if (isAppError(error)) return fromCode(error.code, lang, error.params);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    // Input checked outside the route's schema (multipart fields) travels with its error.
    const own = error as { validationInput?: unknown };
    const input =
      'validationInput' in own
        ? own.validationInput
        : context
          ? (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context]
          : undefined;
    const message = validationMessage(error.validation, context, input, lang);
    const { errno } = catalogue.VALIDATION_FAILED;
    return { statusCode: 400, body: { status: errno, message, errno }, internal: false };
  }

  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (mapped) return fromCode(mapped, lang);

  // A JSON body that does not parse surfaces as a plain SyntaxError with status 400.
  const status = fastifyError.statusCode;
  if (error instanceof SyntaxError && status === 400) return fromCode('MALFORMED_BODY', lang);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const errno = `e${status}00`;
    return { statusCode: status, body: { status: errno, message: localise('BAD_REQUEST', lang), errno }, internal: false };
  }
  // A number past the range of its column (an id over 2^31 − 1 where the contract sets no bound): no
  // such row can exist, so the input is wrong, not the server.
  if (databaseCode(error) === NUMERIC_VALUE_OUT_OF_RANGE) return fromCode('BAD_REQUEST', lang);
  return fromCode('INTERNAL', lang);
}

const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/** The SQLSTATE of a database error, also when the query builder wrapped it (`cause`). */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
