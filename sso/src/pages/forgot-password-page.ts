import { t } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, pagePath } from './html';
import type { FormPageInput } from './login-page';

/** Step one of a reset: the account's phone number or e-mail address, where the code goes. */
export function renderForgotPasswordPage({ lang, redirect, error, account = '' }: FormPageInput): string {
  const content = `${errorBanner(error)}
<p class="info">${esc(t(lang, 'page.forgot.intro'))}</p>
<form method="post" action="${esc(pagePath(lang, 'password/forgot'))}">
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="account">${esc(t(lang, 'page.label.account'))}</label>
<input id="account" name="account" type="text" autocomplete="username" required maxlength="254" value="${esc(account)}"${invalidAttrs(error)}></div>
<button type="submit">${esc(t(lang, 'page.forgot.submit'))}</button>
</form>
<p class="links"><a href="${esc(pagePath(lang, 'login2', redirect))}">${esc(t(lang, 'page.register.toLogin'))}</a></p>`;
  return layout({
    lang,
    heading: t(lang, 'page.forgot.heading'),
    content,
    switchHref: pagePath(lang === 'zh-CN' ? 'en-US' : 'zh-CN', 'password/forgot', redirect),
    backHref: redirect,
  });
}
