import { t } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, noticeBanner, pagePath } from './html';
import type { FormPageInput } from './login-page';

/** Step two of a reset: the code that was sent and the new password. */
export function renderResetPasswordPage({
  lang,
  redirect,
  error,
  account = '',
  sent,
}: FormPageInput & { sent?: { minutes: number } | undefined }): string {
  const invalid = invalidAttrs(error);
  const notice = sent && account ? t(lang, 'page.reset.sent', { account, minutes: sent.minutes }) : undefined;
  const content = `${noticeBanner(notice)}${errorBanner(error)}
<form method="post" action="${esc(pagePath(lang, 'password/reset'))}">
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="account">${esc(t(lang, 'page.label.account'))}</label>
<input id="account" name="account" type="text" autocomplete="username" required maxlength="254" value="${esc(account)}"${invalid}></div>
<div class="field"><label for="code">${esc(t(lang, 'page.label.code'))}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required maxlength="12"${invalid}></div>
<div class="field"><label for="password">${esc(t(lang, 'page.label.newPassword'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64" aria-describedby="password-hint"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-hint">${esc(t(lang, 'page.hint.password'))}</p></div>
<button type="submit">${esc(t(lang, 'page.reset.submit'))}</button>
</form>
<p class="links"><a href="${esc(pagePath(lang, 'password/forgot', redirect))}">${esc(t(lang, 'page.reset.resend'))}</a></p>`;
  return layout({
    lang,
    heading: t(lang, 'page.reset.heading'),
    content,
    switchHref: pagePath(lang === 'zh-CN' ? 'en-US' : 'zh-CN', 'password/reset', redirect, account ? { account } : {}),
    backHref: redirect,
  });
}
