import { t, type Lang } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, noticeBanner, pagePath } from './html';

export interface FormPageInput {
  lang: Lang;
  /** Already checked against the trusted origins. */
  redirect: string;
  error?: string | undefined;
  /** What the person typed as account, shown again after an error (never the password). */
  account?: string | undefined;
}

export function renderLoginPage({
  lang,
  redirect,
  error,
  account = '',
  resetDone = false,
}: FormPageInput & { resetDone?: boolean }): string {
  const invalid = invalidAttrs(error);
  const content = `${noticeBanner(resetDone ? t(lang, 'page.login.resetDone') : undefined)}${errorBanner(error)}
<form method="post" action="${esc(pagePath(lang, 'login2'))}">
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="account">${esc(t(lang, 'page.label.account'))}</label>
<input id="account" name="account" type="text" autocomplete="username" required maxlength="254" value="${esc(account)}"${invalid}></div>
<div class="field"><label for="password">${esc(t(lang, 'page.label.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="64"${invalid}></div>
<button type="submit">${esc(t(lang, 'page.login.submit'))}</button>
</form>
<p class="links"><a href="${esc(pagePath(lang, 'password/forgot', redirect))}">${esc(t(lang, 'page.login.forgot'))}</a></p>
<p class="links"><a href="${esc(pagePath(lang, 'register2', redirect))}">${esc(t(lang, 'page.login.toRegister'))}</a></p>`;
  return layout({
    lang,
    heading: t(lang, 'page.login.heading'),
    content,
    switchHref: pagePath(lang === 'zh-CN' ? 'en-US' : 'zh-CN', 'login2', redirect),
    backHref: redirect,
  });
}
