import type { FastifyInstance } from 'fastify';
import { pageRoute as page } from '../http/page-form';
import { sendPage } from '../http/page-reply';
import { renderOutboxPage } from '../pages/outbox-page';

/** `/dev/outbox`: registered only when the outbox exists, which is never in production. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const { outbox, fallbackRedirect } = app.sso;
  if (!outbox) return;
  app.get('/dev/outbox', page, async (request, reply) =>
    sendPage(reply, renderOutboxPage({ lang: request.lang, entries: await outbox.read(), backHref: fallbackRedirect })),
  );
}
