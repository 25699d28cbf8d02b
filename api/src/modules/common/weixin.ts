// Signatures of the social app's JS-SDK (`wx.config`), by its documented algorithm: sha1 of
// `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in this sorted order), url without its fragment.
import { createHash, randomBytes } from 'node:crypto';
import type { WeixinSignature } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';

export function jsapiSignature(ticket: string, noncestr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#', 1)[0]}`;
  return createHash('sha1').update(text).digest('hex');
}

/** The page address signed: a path of the site, or an address on the site's own origin. */
function pageUrl(publicUrl: string, path: string): string {
  const site = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(path, site);
  } catch {
    raise('WEIXIN_BAD_PATH');
  }
  if (url.origin !== site.origin) raise('WEIXIN_BAD_PATH');
  return url.href.split('#', 1)[0]!;
}

const TICKET_TTL_MS = 5 * 60_000;
let cached: { source: string; ticket: string; until: number } | null = null;

async function ticketOf(app: FastifyInstance, now: number): Promise<string> {
  const { ticket, ticketUrl } = app.config.weixin;
  if (ticket) return ticket;
  if (!ticketUrl) raise('WEIXIN_NOT_CONFIGURED');
  if (cached && cached.source === ticketUrl && cached.until > now) return cached.ticket;
  try {
    const response = await fetch(ticketUrl, { signal: AbortSignal.timeout(3000) });
    const body = (await response.json()) as { ticket?: unknown };
    if (!response.ok || typeof body.ticket !== 'string' || body.ticket === '') throw new Error('no ticket');
    cached = { source: ticketUrl, ticket: body.ticket, until: now + TICKET_TTL_MS };
    return body.ticket;
  } catch (error) {
    app.log.warn({ err: error }, 'jsapi ticket unavailable');
    raise('WEIXIN_NOT_CONFIGURED');
  }
}

export async function weixinSignature(app: FastifyInstance, path: string, now: Date): Promise<WeixinSignature> {
  const appid = app.config.weixin.appId;
  if (!appid) raise('WEIXIN_NOT_CONFIGURED');
  const url = pageUrl(app.config.publicUrl, path);
  const ticket = await ticketOf(app, now.getTime());
  const noncestr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now.getTime() / 1000);
  return { appid, noncestr, timestamp, signature: jsapiSignature(ticket, noncestr, timestamp, url) };
}
