// Largest request bodies (multipart uploads apart, which have their own limits per file). The site
// server refuses bodies over these itself, before proxying: an upstream that answers 413 while the
// proxy is still sending leaves the proxy with a broken connection and the client with a 500.

/** The API's default (BODY_LIMIT). */
export const API_BODY_LIMIT = 1024 * 1024;
/** The SSO's: its forms and JSON calls are small. */
export const SSO_BODY_LIMIT = 64 * 1024;

/** The API's answer to a body over its limit, which the site server gives too. */
export const BODY_TOO_LARGE_MESSAGES = { 'zh-CN': '请求体过大', 'en-US': 'The request body is too large.' } as const;
