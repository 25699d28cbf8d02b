// Shapes every area shares: the response envelope, the error envelope, errno codes, languages and
// pagination. Area files (users.ts, competitions.ts, ...) build on these and never redefine them.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { FINGERPRINT_PATTERN, LANGS, VISIT_LIMITS } from './constants/common';
import { SITE_ADDRESS_PATTERN } from './constants/content';

export const Lang = z.enum(LANGS).meta({ id: 'Lang', description: 'Language of the UI and of messages' });
export type Lang = z.infer<typeof Lang>;

export const SUCCESS_STATUS = 'e200';

/** Wraps a payload schema into the success envelope `{ status: 'e200', data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(SUCCESS_STATUS), data });
}
export type Envelope<T> = { status: typeof SUCCESS_STATUS; data: T };

/** `data` of a success that has nothing to return (`{ status: 'e200', data: null }`). */
export const EmptyData = z.null();

/** A 204 answer without a body. */
export const NoBody = z.void().describe('No body');

/**
 * errno of an error response: `e` + HTTP status + two digits, plus a few named codes the front ends
 * react to (e30200 makes the page reload; UNBOUND_PHONE_OR_EMAIL sends the user to the binding page).
 */
export const Errno = {
  validation: 'e40000',
  malformedBody: 'e40001',
  staleApp: 'e30200',
  signInRequired: 'e40100',
  forbidden: 'e40300',
  unboundPhoneOrEmail: 'UNBOUND_PHONE_OR_EMAIL',
  notFound: 'e40400',
  conflict: 'e40900',
  payloadTooLarge: 'e41300',
  unsupportedMediaType: 'e41500',
  tooManyRequests: 'e42900',
  internal: 'e50000',
  notReady: 'e50300',
  ssoUnavailable: 'e50301',
} as const;
export type Errno = (typeof Errno)[keyof typeof Errno];

export const ErrorEnvelope = z
  .object({
    status: z.string().describe('Same value as errno'),
    message: z.string().describe('Localised, safe to show to the user'),
    errno: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Query of a paginated list. Query strings arrive as text, hence the coercion. */
export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

/** One page of a list with the total number of items. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().min(0) });
}

/** A timestamp as sent over the wire (ISO 8601 with offset). */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** The issue of an address `SiteAddress` refuses; the API words it in both languages. */
export const SITE_ADDRESS_ISSUE = 'an http(s) address or a path of the site starting with /';

/**
 * The address of an image or link in content staff write (news, pages, editions, experts, special
 * contests, courses): http(s) or a path of the site (`SITE_ADDRESS_PATTERN`). Bundles give files of
 * the bundle instead, which their import stores and replaces by such a path.
 */
export const SiteAddress = z.string().trim().max(500).regex(SITE_ADDRESS_PATTERN, SITE_ADDRESS_ISSUE);

/** Answer of /healthz and /readyz. */
export const HealthStatus = z.object({ ok: z.literal(true) });
export type HealthStatus = z.infer<typeof HealthStatus>;

// The language switch and the browser fingerprint: site-wide helpers that belong to no area.

export const SetLanguageQuery = z.object({ lang: Lang });
export type SetLanguageQuery = z.infer<typeof SetLanguageQuery>;

export const Fingerprint = z.string().regex(FINGERPRINT_PATTERN).describe('Stable per browser, kept in cookie DF_FP');
export type Fingerprint = z.infer<typeof Fingerprint>;

/** GET also answers HEAD, which is what the site's language switch sends. */
export const setLanguage = endpoint({
  method: 'GET',
  path: '/set-language',
  access: 'public',
  tags: ['common'],
  summary: 'Save the language in the `lang` cookie (readable by the site)',
  query: SetLanguageQuery,
  response: NoBody,
  envelope: false,
  successStatus: 204,
});

export const getFingerprint = endpoint({
  method: 'GET',
  path: '/api/common/v1/fingerprint',
  access: 'public',
  tags: ['common'],
  summary: 'A random id, stable for this browser (cookie DF_FP)',
  response: Fingerprint,
});

// Visit tracking: the site reports each navigation; staff read the totals per day and path.

const Text = (max: number) => z.string().max(max);

export const VisitQuery = z.object({
  hostname: Text(VISIT_LIMITS.hostname).optional(),
  path: Text(VISIT_LIMITS.path).regex(/^\//, 'a path of the site').default('/'),
  fullPath: Text(VISIT_LIMITS.fullPath).optional(),
  userId: Text(VISIT_LIMITS.id).optional(),
  ssoId: Text(VISIT_LIMITS.id).optional(),
  fp: Text(VISIT_LIMITS.id).optional(),
});
export type VisitQuery = z.input<typeof VisitQuery>;

export const VisitTotalsQuery = z.object({
  from: z.iso.date().optional().describe('first day (UTC), default: 30 days ago'),
  to: z.iso.date().optional().describe('last day (UTC), default: today'),
  path: Text(VISIT_LIMITS.path).optional(),
});
export type VisitTotalsQuery = z.input<typeof VisitTotalsQuery>;

export const VisitDay = z.object({
  day: z.iso.date(),
  path: z.string(),
  visits: z.number().int().min(0),
  visitors: z.number().int().min(0).describe('distinct fingerprints'),
});
export const VisitTotals = z.array(VisitDay);
export type VisitTotals = z.infer<typeof VisitTotals>;

/** What a page passes to `wx.config` to share a link inside the social app. */
export const WeixinSignature = z.object({
  appid: z.string(),
  noncestr: z.string(),
  timestamp: z.number().int(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
export type WeixinSignature = z.infer<typeof WeixinSignature>;

export const WeixinSignatureQuery = z.object({
  path: z.string().min(1).max(VISIT_LIMITS.fullPath).describe('the page address to sign, or its path on the site'),
});

/** The site's image request on every navigation; answers 204 whatever it was told, unless malformed. */
export const recordVisit = endpoint({
  method: 'GET',
  path: '/api/visited',
  access: 'optional',
  tags: ['common'],
  summary: 'Count a visit of a page (sent by the site on every navigation, never awaited)',
  query: VisitQuery,
  response: NoBody,
  envelope: false,
  successStatus: 204,
});

export const listVisitTotals = endpoint({
  method: 'GET',
  path: '/api/visited/daily',
  access: 'staff',
  tags: ['common'],
  summary: 'Visits and distinct visitors per day and path (staff)',
  query: VisitTotalsQuery,
  response: VisitTotals,
});

export const getWeixinSignature = endpoint({
  method: 'GET',
  path: '/api/common/v1/weixin/jsapi/ticket',
  access: 'public',
  tags: ['common'],
  summary: 'JS-SDK share configuration for a page: app id, nonce, timestamp and signature',
  query: WeixinSignatureQuery,
  response: WeixinSignature,
  errors: [503],
});
