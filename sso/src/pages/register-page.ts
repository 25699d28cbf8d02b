import { t } from '../i18n/messages';
import { errorBanner, esc, invalidAttrs, layout, noticeBanner, pagePath } from './html';
import type { FormPageInput } from './login-page';

/** The value of the button next to the account field, which asks for a code instead of registering. */
export const SEND_CODE = 'send-code';

export interface RegisterPageInput extends FormPageInput {
  name?: string | undefined;
  code?: string | undefined;
  /** Set after a code was asked for: the notice says so, in the words every address gets. */
  sent?: { minutes: number } | undefined;
}

/**
 * Registration by a code sent to the address: "send a code" next to the account field (a submit
 * button of the same form, so what was typed stays), then the code, name and password.
 */
export function renderRegisterPage({ lang, redirect, error, account = '', name = '', code = '', sent }: RegisterPageInput): string {
  const invalid = invalidAttrs(error);
  const register = esc(t(lang, 'page.register.submit'));
  const notice = sent ? t(lang, 'register.codeSent', { minutes: sent.minutes }) : undefined;
  // Enter in any field presses a form's first submit button, and the code button comes before the
  // register button: this hidden copy of the register button comes first, so Enter registers and
  // never asks for a new code (which would end the one just typed).
  const content = `${noticeBanner(notice)}${errorBanner(error)}
<form method="post" action="${esc(pagePath(lang, 'register2'))}">
<button type="submit" hidden tabindex="-1">${register}</button>
<input type="hidden" name="redirect" value="${esc(redirect)}">
<div class="field"><label for="account">${esc(t(lang, 'page.label.account'))}</label>
<div class="with-action"><input id="account" name="account" type="text" autocomplete="username" required maxlength="254" value="${esc(account)}"${invalid}>
<button type="submit" class="secondary" name="intent" value="${SEND_CODE}" formnovalidate>${esc(t(lang, 'page.register.sendCode'))}</button></div></div>
<div class="field"><label for="code">${esc(t(lang, 'page.label.code'))}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required maxlength="12" value="${esc(code)}"${invalid}></div>
<div class="field"><label for="name">${esc(t(lang, 'page.label.name'))}</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="32" value="${esc(name)}"${invalid}></div>
<div class="field"><label for="password">${esc(t(lang, 'page.label.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64" aria-describedby="password-hint"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-hint">${esc(t(lang, 'page.hint.password'))}</p></div>
<button type="submit">${register}</button>
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
