import { SessionCheck } from './session-check';
import { SsoUnavailableError, type SsoClient } from './sso-client';

function fakeSso(answers: Array<boolean | Error>): SsoClient & { calls: number } {
  const sso = {
    calls: 0,
    async checkSession() {
      const answer = answers[Math.min(sso.calls, answers.length - 1)];
      sso.calls += 1;
      if (answer instanceof Error) throw answer;
      return answer ?? false;
    },
    async logout() {},
  };
  return sso;
}

describe('SessionCheck', () => {
  it('trusts an answer for the TTL, then asks again (a logout elsewhere lands within the TTL)', async () => {
    let now = 0;
    const sso = fakeSso([true, false]);
    const check = new SessionCheck(sso, 60_000, () => now);
    expect(await check.isLive('s1', 't')).toBe(true);
    now = 59_000;
    expect(await check.isLive('s1', 't')).toBe(true);
    expect(sso.calls).toBe(1);
    now = 61_000;
    expect(await check.isLive('s1', 't')).toBe(false);
    expect(sso.calls).toBe(2);
  });

  it('shares one call between concurrent requests of the same session', async () => {
    const sso = fakeSso([true]);
    const check = new SessionCheck(sso);
    await Promise.all([check.isLive('s', 't'), check.isLive('s', 't'), check.isLive('s', 't')]);
    expect(sso.calls).toBe(1);
  });

  it('does not remember a failure', async () => {
    const sso = fakeSso([new SsoUnavailableError('down'), true]);
    const check = new SessionCheck(sso);
    await expect(check.isLive('s', 't')).rejects.toThrow(SsoUnavailableError);
    expect(await check.isLive('s', 't')).toBe(true);
  });

  it('refuses a session this process logged out, at once', async () => {
    const sso = fakeSso([true]);
    const check = new SessionCheck(sso);
    expect(await check.isLive('s', 't')).toBe(true);
    check.markRevoked('s');
    expect(await check.isLive('s', 't')).toBe(false);
  });
});
