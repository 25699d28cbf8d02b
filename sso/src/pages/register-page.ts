import { t } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, pagePath } from './html';
import type { FormPageInput } from './login-page';

export function renderRegisterPage({ lang, redirect, error, account = '', name = '' }: FormPageInput & { name?: string }): string {
  const invalid = invalidAttrs(error);
  const content = `${errorBanner(error)}
<form method="post" action="${esc(pagePath(lang, 'register2'))}">
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="name">${esc(t(lang, 'page.label.name'))}</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="32" value="${esc(name)}"${invalid}></div>
<div class="field"><label for="account">${esc(t(lang, 'page.label.account'))}</label>
<input id="account" name="account" type="text" autocomplete="username" required maxlength="254" value="${esc(account)}"${invalid}></div>
<div class="field"><label for="password">${esc(t(lang, 'page.label.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64" aria-describedby="password-hint"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-hint">${esc(t(lang, 'page.hint.password'))}</p></div>
<button type="submit">${esc(t(lang, 'page.register.submit'))}</button>
</form>
<p class="links"><a href="${esc(pagePath(lang, 'login2', redirect))}">${esc(t(lang, 'page.register.toLogin'))}</a></p>`;
  return layout({
    lang,
    heading: t(lang, 'page.register.heading'),
    content,
    switchHref: pagePath(lang === 'zh-CN' ? 'en-US' : 'zh-CN', 'register2', redirect),
    backHref: redirect,
  });
}
