import type { FastifyInstance } from 'fastify';
import { parsePasswordReset, parseCodeRequest } from '../accounts/credential-input';
import { failWith, formOf, kept, PAGE_PREFIXES, pageRoute as page, queryOf, redirectOf } from '../http/page-form';
import { sendPage } from '../http/page-reply';
import { renderForgotPasswordPage } from '../pages/forgot-password-page';
import { pagePath } from '../pages/html';
import { renderResetPasswordPage } from '../pages/reset-password-page';

/**
 * A forgotten password, reached from the sign-in page: ask for a code, then enter it with the new
 * password, then sign in. `redirect` travels along every step, checked each time.
 */
export async function passwordPageRoutes(app: FastifyInstance): Promise<void> {
  const { config, passwords } = app.sso;
  const minutes = Math.round(config.codes.ttlMs / 60_000);

  for (const prefix of PAGE_PREFIXES) {
    app.get(`${prefix}/password/forgot`, page, async (request, reply) =>
      sendPage(
        reply,
        renderForgotPasswordPage({ lang: request.lang, redirect: redirectOf(request), account: kept(queryOf(request).account) }),
      ),
    );

    app.post(`${prefix}/password/forgot`, page, async (request, reply) => {
      const form = formOf(request);
      const redirect = redirectOf(request);
      try {
        const contact = parseCodeRequest(form);
        await passwords.requestReset(contact, request.lang, request.ip);
        return reply.redirect(pagePath(request.lang, 'password/reset', redirect, { account: contact.value, sent: '1' }), 303);
      } catch (error) {
        return failWith(request, reply, error, (message) =>
          renderForgotPasswordPage({ lang: request.lang, redirect, error: message, account: kept(form.account) }),
        );
      }
    });

    app.get(`${prefix}/password/reset`, page, async (request, reply) => {
      const query = queryOf(request);
      const sent = query.sent === '1' ? { minutes } : undefined;
      return sendPage(
        reply,
        renderResetPasswordPage({ lang: request.lang, redirect: redirectOf(request), account: kept(query.account), sent }),
      );
    });

    app.post(`${prefix}/password/reset`, page, async (request, reply) => {
      const form = formOf(request);
      const redirect = redirectOf(request);
      try {
        await passwords.reset(parsePasswordReset(form));
        return reply.redirect(pagePath(request.lang, 'login2', redirect, { reset: '1' }), 303);
      } catch (error) {
        return failWith(request, reply, error, (message) =>
          renderResetPasswordPage({ lang: request.lang, redirect, error: message, account: kept(form.account) }),
        );
      }
    });
  }
}
