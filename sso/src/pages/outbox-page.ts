import type { OutboxEntry } from '../delivery/outbox-transport';
import { t, type Lang } from '../i18n/messages';
import { esc, layout } from './html';

/** The developer's outbox: what would have been mailed or texted, newest first. */
export function renderOutboxPage({ lang, entries, backHref }: { lang: Lang; entries: OutboxEntry[]; backHref: string }): string {
  const items = entries.map(
    (entry) => `<article class="outbox" aria-label="${esc(entry.to)}">
<h2>${esc(entry.subject)}</h2>
<p class="hint">${esc(t(lang, 'page.outbox.to', { to: entry.to, channel: { key: entry.channel === 'sms' ? 'channel.sms' : 'channel.email' }, at: entry.at }))}</p>
<p>${esc(entry.text)}</p>
</article>`,
  );
  const content = `<p class="info">${esc(t(lang, 'page.outbox.intro'))}</p>
${items.length > 0 ? items.join('\n') : `<p class="info">${esc(t(lang, 'page.outbox.empty'))}</p>`}`;
  return layout({ lang, heading: t(lang, 'page.outbox.heading'), content, backHref });
}
