import type { SessionIdentity } from '../tokens/session-token';
import { t } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, pagePath } from './html';
import type { FormPageInput } from './login-page';

export function renderBindingPage({
  lang,
  redirect,
  error,
  identity,
  contact = '',
}: Omit<FormPageInput, 'account'> & { identity: SessionIdentity; contact?: string }): string {
  const none = t(lang, 'page.binding.none');
  const content = `${errorBanner(error)}
<p class="info">${esc(t(lang, 'page.binding.current', { name: identity.name }))}<br>
${esc(t(lang, 'page.binding.phone', { value: identity.phone ?? none }))}<br>
${esc(t(lang, 'page.binding.email', { value: identity.email ?? none }))}</p>
<form method="post" action="${esc(pagePath(lang, 'phone/binding'))}">
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="contact">${esc(t(lang, 'page.label.contact'))}</label>
<input id="contact" name="contact" type="text" autocomplete="tel" required maxlength="254" value="${esc(contact)}"${invalidAttrs(error)}></div>
<button type="submit">${esc(t(lang, 'page.binding.submit'))}</button>
</form>`;
  return layout({
    lang,
    heading: t(lang, 'page.binding.heading'),
    content,
    switchHref: pagePath(lang === 'zh-CN' ? 'en-US' : 'zh-CN', 'phone/binding', redirect),
    backHref: redirect,
  });
}
