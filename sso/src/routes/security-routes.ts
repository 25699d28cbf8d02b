import type { FastifyInstance } from 'fastify';
import {
  parseContactChange,
  parseContactCodeRequest,
  parsePasswordChange,
  parsePasswordReset,
  parseCodeRequest,
} from '../accounts/credential-input';
import { requireJsonBodies } from '../http/json-bodies';
import { readSessionToken, setSessionCookie } from '../http/session-cookie';
import { signedInData } from '../sessions/session-service';

/** JSON endpoints that change a password or the bound address (the site reaches them as `/sso/proxy/api/…`). */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const { config, sessions, passwords, contacts } = app.sso;
  const codeSent = { expiresInSeconds: Math.round(config.codes.ttlMs / 1000) };

  requireJsonBodies(app);

  // The session asking stays signed in; every other session of the account ends.
  app.post('/api/password', async (request) => {
    const { account, session } = await sessions.authenticate(readSessionToken(request, config));
    const input = parsePasswordChange(request.body);
    return { status: 'e200', data: await passwords.change(account.id, session.id, input, request.ip) };
  });

  // The same answer whether or not the account exists.
  app.post('/api/password/reset/code', async (request) => {
    await passwords.requestReset(parseCodeRequest(request.body), request.lang, request.ip);
    return { status: 'e200', data: codeSent };
  });

  app.post('/api/password/reset', async (request) => {
    await passwords.reset(parsePasswordReset(request.body));
    return { status: 'e200', data: null };
  });

  app.post('/api/contact/code', async (request) => {
    const { account } = await sessions.authenticate(readSessionToken(request, config));
    const input = parseContactCodeRequest(request.body);
    await contacts.requestCode(account.id, input, request.lang, request.ip);
    return { status: 'e200', data: codeSent };
  });

  // The claims change with the address, so the same session gets a fresh token (and cookie).
  app.post('/api/contact', async (request, reply) => {
    const { account, session } = await sessions.authenticate(readSessionToken(request, config));
    const input = parseContactChange(request.body);
    const signedIn = await sessions.refresh(await contacts.change(account.id, input), session);
    setSessionCookie(reply, config, signedIn.token, session.expiresAt);
    return { status: 'e200', data: signedInData(signedIn) };
  });
}
