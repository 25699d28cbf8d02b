import Negotiator from 'negotiator';
import { LANGS } from '../constants/common';
import type { Lang } from '../common';

// Offered by primary subtag, so any English ("en-GB") or Chinese ("zh-Hans-CN", "zh-TW") request
// finds its language; the list keeps the order of LANGS, so a tie goes to the default.
const PRIMARY = LANGS.map((lang) => lang.split('-')[0]!);

/**
 * The supported language an Accept-Language header prefers most (q values honoured, `q=0`
 * refused), or undefined when it names none of them. A single tag (`en`, `en-us`, `zh-CN`) from a
 * cookie, an `x-lang` header or a `lang` parameter is read the same way.
 */
export function negotiateLang(header: unknown): Lang | undefined {
  // Negotiator reads a missing header as "anything goes"; here it means "nothing asked for".
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const primary = new Negotiator({ headers: { 'accept-language': header } }).language(PRIMARY);
  return primary === undefined ? undefined : LANGS[PRIMARY.indexOf(primary)];
}
