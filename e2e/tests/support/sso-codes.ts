import type { APIRequestContext, APIResponse } from '@playwright/test';

// One-time codes of the SSO under test, read from its development outbox (/dev/outbox, served when
// the SSO runs with NODE_ENV=development): registration needs one, as a person needs their mail.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const asHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of the newest message to `to` on the outbox page, or null when it holds none. */
async function newestMessageTo(request: APIRequestContext, ssoUrl: string, to: string): Promise<string | null> {
  const page = await request.get(`${ssoUrl}/dev/outbox`);
  if (!page.ok()) throw new Error(`the SSO's outbox answered ${page.status()}: is the SSO running with NODE_ENV=development?`);
  // Each message is an article named by its recipient, newest first; its last paragraph is the text.
  const article = new RegExp(`<article class="outbox" aria-label="${asPattern(asHtml(to))}">([\\s\\S]*?)</article>`).exec(
    await page.text(),
  );
  return article ? (/<p>([^<]*)<\/p>\s*$/.exec(article[1]!)?.[1] ?? null) : null;
}

/** Waits for a message to `to` other than `previous` (the SSO sends just after answering) and answers its code. */
export async function codeFromOutbox(request: APIRequestContext, ssoUrl: string, to: string, previous: string | null): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = await newestMessageTo(request, ssoUrl, to);
    if (text !== null && text !== previous) {
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`the message to ${to} holds no code: ${text}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no new message to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Asks the SSO for a registration code for `account` and answers the code it sent. */
async function registrationCode(request: APIRequestContext, ssoUrl: string, account: string): Promise<string> {
  const previous = await newestMessageTo(request, ssoUrl, account);
  const asked = await request.post(`${ssoUrl}/api/register/code`, { data: { account } });
  if (!asked.ok()) throw new Error(`registration code refused: ${asked.status()} ${await asked.text()}`);
  return codeFromOutbox(request, ssoUrl, account, previous);
}

/** `POST /api/register` with the code sent to the account; `request` keeps the session cookie it sets. */
export async function registerWithCode(
  request: APIRequestContext,
  ssoUrl: string,
  person: { account: string; password: string; name: string },
): Promise<APIResponse> {
  const code = await registrationCode(request, ssoUrl, person.account);
  return request.post(`${ssoUrl}/api/register`, { data: { ...person, code } });
}
