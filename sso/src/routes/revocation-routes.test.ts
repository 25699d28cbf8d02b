/** @jest-environment ./src/test/native-environment.js */
import { registerAccount, useTestApp } from '../test/test-app';
import { engines } from '../test/test-database';

const jtiOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;

describe.each(engines)('revocation feed on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('GET /api/revocations', () => {
    const test = useTestApp(engine);

    const feed = async (query = '', headers: Record<string, string> = {}) => {
      const response = await test.app.inject({ url: `/api/revocations${query}`, headers });
      return response;
    };
    const logout = (token: string) => test.app.inject({ method: 'DELETE', url: '/api/logout', cookies: { dcic_sso: token } });

    it('lists every revoked, unexpired session without `since`, and no live one', async () => {
      const first = await registerAccount(test.app);
      const second = await registerAccount(test.app);
      const live = await registerAccount(test.app);
      await logout(first.token);
      await logout(second.token);

      const response = await feed();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('e200');
      expect(Date.parse(body.data.now)).not.toBeNaN();
      const jtis = body.data.revoked.map((entry: { jti: string }) => entry.jti);
      expect(jtis).toEqual(expect.arrayContaining([jtiOf(first.token), jtiOf(second.token)]));
      expect(jtis).not.toContain(jtiOf(live.token));
      const entry = body.data.revoked.find((e: { jti: string }) => e.jti === jtiOf(first.token));
      expect(entry).toEqual({ jti: jtiOf(first.token), revokedAt: expect.any(String), expiresAt: expect.any(String) });
      expect(Date.parse(entry.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
      expect(Date.parse(entry.revokedAt)).toBeLessThanOrEqual(Date.parse(body.data.now));
    });

    it('lists only what was revoked at or after `since`', async () => {
      const before = await registerAccount(test.app);
      await logout(before.token);
      // `since` is inclusive (below): a feed read in the same millisecond as the logout lists it again.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { now } = (await feed()).json().data;

      const after = await registerAccount(test.app);
      await logout(after.token);
      const page = (await feed(`?since=${encodeURIComponent(now)}`)).json().data;
      const jtis = page.revoked.map((entry: { jti: string }) => entry.jti);
      expect(jtis).toContain(jtiOf(after.token));
      expect(jtis).not.toContain(jtiOf(before.token));
      expect(Date.parse(page.now)).toBeGreaterThanOrEqual(Date.parse(now));

      // Inclusive: resuming from an entry's own revokedAt still lists it.
      const own = page.revoked.find((entry: { jti: string }) => entry.jti === jtiOf(after.token));
      const again = (await feed(`?since=${encodeURIComponent(own.revokedAt)}`)).json().data;
      expect(again.revoked.map((entry: { jti: string }) => entry.jti)).toContain(own.jti);

      // Other zones and a date before 1970 are understood too.
      const offset = (await feed(`?since=${encodeURIComponent(own.revokedAt.replace('Z', '+00:00'))}`)).json().data;
      expect(offset.revoked.map((entry: { jti: string }) => entry.jti)).toContain(own.jti);
      const ancient = (await feed('?since=1900-01-01T00:00:00Z')).json().data;
      expect(ancient.revoked.map((entry: { jti: string }) => entry.jti)).toContain(jtiOf(before.token));
    });

    it('leaves out revoked sessions that have expired', async () => {
      const old = await registerAccount(test.app);
      await logout(old.token);
      await test.db.query(`update sessions set expires_at = now() - interval '1 minute' where id = $1::uuid`, [jtiOf(old.token)]);
      const jtis = (await feed()).json().data.revoked.map((entry: { jti: string }) => entry.jti);
      expect(jtis).not.toContain(jtiOf(old.token));
    });

    it('has the partial index on revoked_at the feed relies on', async () => {
      const indexes = await test.db.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'sessions'`);
      expect(indexes.rows.map((row) => row.indexname)).toContain('sessions_revoked_at_idx');
    });

    it.each([
      ['garbage', '?since=yesterday'],
      ['a date without time', '?since=2026-01-01'],
      ['a time without zone', '?since=2026-01-01T00:00:00'],
      ['an epoch number', '?since=1767225600000'],
      ['an impossible day', '?since=2026-02-30T00:00:00Z'],
      ['an impossible hour', '?since=2026-01-01T25:00:00Z'],
      ['a year past 9999', '?since=9999-12-31T23:59:59-23:59'],
      ['an empty value', '?since='],
      ['a repeated parameter', '?since=2026-01-01T00:00:00Z&since=2026-01-02T00:00:00Z'],
    ])('answers %s as `since` with 400 e40000, localised', async (_name, query) => {
      const zh = await feed(query, { cookie: 'lang=zh-CN' });
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toEqual({ status: 'e40000', errno: 'e40000', message: expect.stringContaining('ISO 8601') });
      expect(zh.json().message).toMatch(/时区/);
      const en = await feed(query, { 'accept-language': 'en-US' });
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe('since must be an ISO 8601 timestamp with a time zone, e.g. 2026-01-01T00:00:00Z.');
    });

    it('leaves its request lines out of the log unless the log is turned up to debug', async () => {
      const linesAt = async (level: string) => {
        const lines: Array<{ msg?: string; req?: { url?: string } }> = [];
        const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
        const app = await test.buildApp({ logLevel: level }, { logger: { level, stream } });
        await app.inject({ url: '/api/revocations' });
        await app.inject({ url: '/healthz' });
        return lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
      };
      expect(await linesAt('info')).toEqual(['/healthz']);
      expect(await linesAt('debug')).toEqual(['/api/revocations', '/healthz']);
    });
  });
});
