import type { FastifyInstance } from 'fastify';
import { parseBindingRequest, parseCredentials, parseRegistration } from '../accounts/account-input';
import { parseCodeRequest } from '../accounts/credential-input';
import { requireJsonBodies } from '../http/json-bodies';
import { t } from '../i18n/messages';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../http/session-cookie';
import { parseSince } from '../sessions/revocation-input';
import { identityOf, signedInData } from '../sessions/session-service';

/** JSON endpoints for programs, the site's proxy and tests. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  const { config, accounts, registrations, sessions } = app.sso;
  const expiresInSeconds = Math.round(config.codes.ttlMs / 1000);
  const minutes = Math.round(config.codes.ttlMs / 60_000);

  requireJsonBodies(app);

  // The same answer, to the byte, whether or not the address has an account: what differs is the
  // message sent to the address (a code, or a note to sign in instead), read only by its owner.
  app.post('/api/register/code', async (request) => {
    await registrations.requestCode(parseCodeRequest(request.body), request.lang, request.ip);
    return { status: 'e200', data: { expiresInSeconds, message: t(request.lang, 'register.codeSent', { minutes }) } };
  });

  app.post('/api/register', async (request, reply) => {
    const registration = parseRegistration(request.body);
    const signedIn = await sessions.start(await registrations.register(registration));
    setSessionCookie(reply, config, signedIn.token, signedIn.session.expiresAt);
    return { status: 'e200', data: signedInData(signedIn) };
  });

  app.post('/api/login', async (request, reply) => {
    const credentials = parseCredentials(request.body);
    const signedIn = await sessions.start(await accounts.login(credentials, request.ip));
    setSessionCookie(reply, config, signedIn.token, signedIn.session.expiresAt);
    return { status: 'e200', data: signedInData(signedIn) };
  });

  app.get('/api/session', async (request) => {
    const { account, session } = await sessions.authenticate(readSessionToken(request, config));
    return { status: 'e200', data: { ...identityOf(account), sessionId: session.id } };
  });

  // The revocation feed the API follows (see docs/sso.md). Session ids alone grant nothing: a token
  // also needs the SSO's signature, and these sessions are already ended.
  // Every API process polls the feed every few seconds: its request lines would bury everything else
  // in the log, so they show only when the log is turned up to debug.
  const feedLogLevel = app.log.level === 'debug' || app.log.level === 'trace' ? undefined : 'warn';
  app.get('/api/revocations', { logLevel: feedLogLevel }, async (request) => {
    const since = parseSince(request.query);
    return { status: 'e200', data: await sessions.revocations(since) };
  });

  // The same feed pushed as it happens (server-sent events), so a logout reaches every API process
  // within moments instead of one poll interval. Each event's data is a page like the one above: first
  // the revocations since `since`, then each new one, and an empty page every few seconds.
  const streams = new Set<() => void>();
  app.get('/api/revocations/stream', { logLevel: feedLogLevel }, async (request, reply) => {
    const since = parseSince(request.query);
    const raw = reply.raw;
    const send = (page: unknown) => raw.write(`data: ${JSON.stringify(page)}\n\n`);
    const queued: unknown[] = [];
    let open = false;
    const unsubscribe = await app.sso.revocationHub.subscribe(since, (page) => (open ? send(page) : queued.push(page)));
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'request-id': request.id,
      // Proxies that buffer answers would hold the events back.
      'x-accel-buffering': 'no',
    });
    open = true;
    for (const page of queued) send(page);
    const end = () => {
      streams.delete(end);
      unsubscribe();
      if (!raw.writableEnded) raw.end();
    };
    streams.add(end);
    // The answer closes when the client goes away (or the connection breaks).
    raw.once('close', end);
  });
  // Open streams never end by themselves: closing the service ends them, or it would wait for ever.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.delete('/api/logout', async (request, reply) => {
    await sessions.end(readSessionToken(request, config));
    clearSessionCookie(reply, config);
    return { status: 'e200', data: null };
  });

  // Binding changes the claims, so the same session gets a fresh token (and cookie) carrying them.
  app.post('/api/binding', async (request, reply) => {
    const { account, session } = await sessions.authenticate(readSessionToken(request, config));
    const contact = parseBindingRequest(request.body);
    const signedIn = await sessions.refresh(await accounts.bind(account.id, contact), session);
    setSessionCookie(reply, config, signedIn.token, session.expiresAt);
    return { status: 'e200', data: signedInData(signedIn) };
  });
}
