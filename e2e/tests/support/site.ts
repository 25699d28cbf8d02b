import type { APIRequestContext, Page, Route } from '@playwright/test';
import roster from '../../../shared/areas.json';
import { registerWithCode } from './sso-codes';

const services = Object.fromEntries(roster.services.map((service) => [service.name, service]));

/** The port variables the site's start script reads (SHELL_PORT, COMPETITIONS_PORT, ...), set to the roster's test ports. */
export const testPorts: Record<string, string> = Object.fromEntries(
  [...roster.services, ...roster.areas].map(({ name, testPort }) => [`${name.toUpperCase()}_PORT`, String(testPort)]),
);

/** Address of the single-sign-on service the site under test uses. */
export const ssoUrl = process.env.E2E_SSO_URL ?? `http://localhost:${services.sso?.testPort}`;

/**
 * Remotes of the site under test, by area, for tests that cut one of them off. E2E_REMOTE_PORT_BASE
 * moves them together: each area keeps its distance from the shell's port.
 */
const shellTestPort = services.shell?.testPort ?? 0;
const remoteBase = Number(process.env.E2E_REMOTE_PORT_BASE ?? shellTestPort);
export const remotePorts: Record<string, number> = Object.fromEntries(
  roster.areas.map((area) => [area.name, remoteBase + area.testPort - shellTestPort]),
);

/**
 * Holds back an area's scripts until `release()`: meanwhile the page shows what the server sent (its
 * first view, or a move's view), as it does for a reader on a slow network. `held()` counts the scripts
 * asked for so far, so a test can tell that the area really was waiting.
 */
export async function holdAreaScripts(page: Page, area: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(new RegExp(`^http://localhost:${remotePorts[area]}/.*\\.js`), (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      // (Those of a page a retry left behind are gone with it.)
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** The inbox test helper's token on the site under test (E2E_INBOX_TEST_TOKEN for an external site). */
export const inboxTestToken = process.env.E2E_INBOX_TEST_TOKEN ?? 'e2e-inbox-helper-token-2026';

/** The token that reads the CSP violation reports the site under test collected (E2E_CSP_REPORTS_TOKEN for an external site). */
export const cspReportsToken = process.env.E2E_CSP_REPORTS_TOKEN ?? 'e2e-csp-reports-token-2026';

let counter = 0;

/** A fresh account name that no other test uses. */
export function uniqueAccount(): string {
  counter += 1;
  return `e2e-${Date.now().toString(36)}-${counter}@dcic.example`;
}

export const PASSWORD = 'Passw0rd!2026';

/** Registers a new account through the SSO's JSON API with the code from its outbox; `request` is signed in as it. */
async function register(request: APIRequestContext, name: string): Promise<{ account: string; name: string }> {
  const account = uniqueAccount();
  const response = await registerWithCode(request, ssoUrl, { account, password: PASSWORD, name });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { account, name };
}

/** Registers an account and signs the page's browser in as that account. */
export async function registerAndSignIn(page: Page, name: string): Promise<{ account: string; name: string }> {
  return register(page.request, name);
}

/** Registers an account without touching any browser session (for a second user). */
export async function registerAccount(request: APIRequestContext, name: string): Promise<{ account: string; name: string }> {
  return register(request, name);
}

/** Signs `request` in as `account`, registering it first when it has no account yet (an account several specs share). */
export async function signInOrRegister(request: APIRequestContext, account: string, name: string): Promise<void> {
  const signIn = () => request.post(`${ssoUrl}/api/login`, { data: { account, password: PASSWORD } });
  if ((await signIn()).ok()) return;
  const registered = await registerWithCode(request, ssoUrl, { account, password: PASSWORD, name });
  // A spec running alongside may have registered it in between (its code then replaced this one).
  if (!registered.ok() && !(await signIn()).ok()) throw new Error(`cannot sign in as ${account}: ${await registered.text()}`);
}

/** Signs a page in through the SSO's login page, as a person would. */
export async function signInThroughPage(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /^(登录|Log in)$/ }).click();
  await page.getByLabel(/手机号或邮箱|Phone or e-mail/i).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.port === new URL(page.url() || `http://localhost:${shellTestPort}`).port || url.pathname === '/');
}
