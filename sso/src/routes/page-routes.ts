import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBindingForm, parseCredentials, parseRegistration } from '../accounts/account-input';
import { SsoError, toSsoError } from '../errors';
import { sendPage } from '../http/page-reply';
import { safeRedirect } from '../http/redirect';
import { readSessionToken, setSessionCookie } from '../http/session-cookie';
import { t, type Lang } from '../i18n/messages';
import { renderBindingPage } from '../pages/binding-page';
import { pagePath } from '../pages/html';
import { renderLoginPage } from '../pages/login-page';
import { renderRegisterPage } from '../pages/register-page';
import { identityOf } from '../sessions/session-service';

// `/login2` reads the language from `lang` (query, then cookie); the prefixed forms name it.
const PREFIXES = ['', '/zh-cn', '/en-us'];
const page = { config: { page: true } };

type Form = Record<string, unknown>;

/** The server-rendered sign-in, registration and binding pages, each returning to `redirect`. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { config, accounts, sessions, trustedOrigins, fallbackRedirect } = app.sso;

  const redirectOf = (request: FastifyRequest) =>
    safeRedirect(formOf(request).redirect ?? queryOf(request).redirect, trustedOrigins, fallbackRedirect);

  /** Re-renders the form for a client error; anything else goes on to the error handler. */
  const failWith = (request: FastifyRequest, reply: FastifyReply, error: unknown, render: (message: string) => string) => {
    const failure = toSsoError(error);
    if (failure.statusCode >= 500) throw error;
    reply.headers(failure.headers);
    return sendPage(reply, render(messageOf(request.lang, failure)), failure.statusCode);
  };

  for (const prefix of PREFIXES) {
    app.get(`${prefix}/login2`, page, async (request, reply) =>
      sendPage(reply, renderLoginPage({ lang: request.lang, redirect: redirectOf(request) })),
    );

    app.post(`${prefix}/login2`, page, async (request, reply) => {
      const form = formOf(request);
      const redirect = redirectOf(request);
      try {
        const signedIn = await sessions.start(await accounts.login(parseCredentials(form), request.ip));
        setSessionCookie(reply, config, signedIn.token, signedIn.session.expiresAt);
        return reply.redirect(redirect, 303);
      } catch (error) {
        return failWith(request, reply, error, (message) =>
          renderLoginPage({ lang: request.lang, redirect, error: message, account: kept(form.account) }),
        );
      }
    });

    app.get(`${prefix}/register2`, page, async (request, reply) =>
      sendPage(reply, renderRegisterPage({ lang: request.lang, redirect: redirectOf(request) })),
    );

    app.post(`${prefix}/register2`, page, async (request, reply) => {
      const form = formOf(request);
      const redirect = redirectOf(request);
      try {
        const signedIn = await sessions.start(await accounts.register(parseRegistration(form)));
        setSessionCookie(reply, config, signedIn.token, signedIn.session.expiresAt);
        return reply.redirect(redirect, 303);
      } catch (error) {
        return failWith(request, reply, error, (message) =>
          renderRegisterPage({
            lang: request.lang,
            redirect,
            error: message,
            account: kept(form.account),
            name: kept(form.name),
          }),
        );
      }
    });

    app.get(`${prefix}/phone/binding`, page, async (request, reply) => {
      const redirect = redirectOf(request);
      const signedIn = await sessions.authenticate(readSessionToken(request, config)).catch(() => null);
      if (!signedIn) return reply.redirect(loginThenBinding(request.lang, redirect), 303);
      return sendPage(reply, renderBindingPage({ lang: request.lang, redirect, identity: identityOf(signedIn.account) }));
    });

    app.post(`${prefix}/phone/binding`, page, async (request, reply) => {
      const form = formOf(request);
      const redirect = redirectOf(request);
      const signedIn = await sessions.authenticate(readSessionToken(request, config)).catch(() => null);
      if (!signedIn) return reply.redirect(loginThenBinding(request.lang, redirect), 303);
      try {
        const account = await accounts.bind(signedIn.account.id, parseBindingForm(form));
        const refreshed = await sessions.refresh(account, signedIn.session);
        setSessionCookie(reply, config, refreshed.token, signedIn.session.expiresAt);
        return reply.redirect(redirect, 303);
      } catch (error) {
        return failWith(request, reply, error, (message) =>
          renderBindingPage({
            lang: request.lang,
            redirect,
            error: message,
            identity: identityOf(signedIn.account),
            contact: kept(form.contact),
          }),
        );
      }
    });
  }

  /** Signed-out visitors of the binding page sign in first, then come back to it. */
  function loginThenBinding(lang: Lang, redirect: string): string {
    return pagePath(lang, 'login2', `${config.publicUrl}${pagePath(lang, 'phone/binding', redirect)}`);
  }
}

function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Form) : {};
}

function queryOf(request: FastifyRequest): Form {
  return (request.query ?? {}) as Form;
}

/** The typed value to show again, bounded; anything but text is dropped. */
function kept(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 254) : '';
}

function messageOf(lang: Lang, failure: SsoError): string {
  return t(lang, failure.messageKey, failure.params);
}
