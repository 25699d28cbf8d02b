import type { FastifyInstance } from 'fastify';
import { parseBindingForm, parseCredentials, parseRegistration } from '../accounts/account-input';
import { parseCodeRequest } from '../accounts/credential-input';
import { failWith, formOf, kept, PAGE_PREFIXES, pageRoute as page, queryOf, redirectOf } from '../http/page-form';
import { sendPage } from '../http/page-reply';
import { readSessionToken, setSessionCookie } from '../http/session-cookie';
import type { Lang } from '../i18n/messages';
import { renderBindingPage } from '../pages/binding-page';
import { pagePath } from '../pages/html';
import { renderLoginPage } from '../pages/login-page';
import { renderRegisterPage, SEND_CODE } from '../pages/register-page';
import { identityOf } from '../sessions/session-service';

/** The server-rendered sign-in, registration and binding pages, each returning to `redirect`. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { config, accounts, registrations, sessions } = app.sso;
  const minutes = Math.round(config.codes.ttlMs / 60_000);

  for (const prefix of PAGE_PREFIXES) {
    // After a password reset the sign-in page says so; the flag shows a fixed text and nothing else.
    app.get(`${prefix}/login2`, page, async (request, reply) =>
      sendPage(reply, renderLoginPage({ lang: request.lang, redirect: redirectOf(request), resetDone: queryOf(request).reset === '1' })),
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

    // The button next to the account field posts here too, with `intent`: it asks for a code and
    // shows the form again, with what was typed and the notice every address gets.
    app.post(`${prefix}/register2`, page, async (request, reply) => {
      const form = formOf(request);
      const shown = { lang: request.lang, redirect: redirectOf(request), account: kept(form.account), name: kept(form.name) };
      try {
        if (form.intent === SEND_CODE) {
          await registrations.requestCode(parseCodeRequest(form), request.lang, request.ip);
          return sendPage(reply, renderRegisterPage({ ...shown, sent: { minutes } }));
        }
        const signedIn = await sessions.start(await registrations.register(parseRegistration(form)));
        setSessionCookie(reply, config, signedIn.token, signedIn.session.expiresAt);
        return reply.redirect(shown.redirect, 303);
      } catch (error) {
        return failWith(request, reply, error, (message) => renderRegisterPage({ ...shown, error: message, code: kept(form.code) }));
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
