/** @jest-environment ./src/test/native-environment.js */
import { createHmac } from 'node:crypto';
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type KeyLike,
} from 'jose';
import { registerAccount, useTestApp } from '../test/test-app';
import { engines } from '../test/test-database';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe.each(engines)('session tokens on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('signing and verification', () => {
    const test = useTestApp(engine);

    const session = (token: string) =>
      test.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${token}`, 'x-lang': 'en-US' } });

    async function expectRefused(token: string) {
      const response = await session(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'e40100', errno: 'e40100', message: 'Please sign in first.' });
    }

    it('publishes the public key as a JWKS, without the private part', async () => {
      const response = await test.app.inject({ url: '/.well-known/jwks.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const { keys } = response.json();
      expect(keys).toEqual([
        { kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[\w-]{43}$/), kid: expect.any(String), alg: 'EdDSA', use: 'sig' },
      ]);
    });

    it('carries the agreed claims, verifiable with the JWKS alone', async () => {
      const registered = await registerAccount(test.app, { name: '韩梅梅' });
      const { keys } = (await test.app.inject({ url: '/.well-known/jwks.json' })).json();
      expect(decodeProtectedHeader(registered.token)).toEqual({ alg: 'EdDSA', kid: keys[0].kid, typ: 'JWT' });

      const { payload } = await jwtVerify(registered.token, createLocalJWKSet({ keys }), {
        issuer: 'http://localhost:6060',
        audience: 'dcic-platform',
        algorithms: ['EdDSA'],
      });
      expect(payload).toEqual({
        iss: 'http://localhost:6060',
        aud: 'dcic-platform',
        sub: registered.id,
        jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
        iat: expect.any(Number),
        exp: payload.iat! + 7 * 24 * 3600,
        name: '韩梅梅',
        account: registered.account,
        phone: registered.account,
        email: null,
      });
      expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
    });

    it('keeps its key across restarts, so sessions survive them', async () => {
      const { token } = await registerAccount(test.app);
      const restarted = await test.buildApp();
      const before = (await test.app.inject({ url: '/.well-known/jwks.json' })).json();
      const after = (await restarted.inject({ url: '/.well-known/jwks.json' })).json();
      expect(after).toEqual(before);
      expect((await restarted.inject({ url: '/api/session', cookies: { dcic_sso: token } })).statusCode).toBe(200);
    });

    it('refuses a tampered payload', async () => {
      const { token } = await registerAccount(test.app);
      const other = await registerAccount(test.app);
      const [header, payload, signature] = token.split('.');
      const forged = { ...decodeJwt(token), sub: other.id };
      await expectRefused(`${header}.${b64(forged)}.${signature}`);
      await expectRefused(`${header}.${payload}.${signature!.slice(0, -4)}AAAA`);
      await expectRefused(`${header}.${payload}.`);
    });

    it('refuses an unsecured token (alg none)', async () => {
      const { token } = await registerAccount(test.app);
      const payload = token.split('.')[1];
      await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
      await expectRefused(`${b64({ alg: 'none' })}.${payload}`);
      await expectRefused(`${b64({ alg: 'NONE', kid: decodeProtectedHeader(token).kid })}.${payload}.`);
    });

    it('refuses an HS256 token signed with the public key as the secret', async () => {
      const { token } = await registerAccount(test.app);
      const { kid } = decodeProtectedHeader(token);
      const jwk = (await test.app.inject({ url: '/.well-known/jwks.json' })).json().keys[0];
      const pem = await exportSPKI((await importJWK(jwk, 'EdDSA')) as KeyLike);
      const secrets = [JSON.stringify(jwk), jwk.x, Buffer.from(jwk.x, 'base64url'), pem];
      for (const secret of secrets) {
        const signingInput = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${token.split('.')[1]}`;
        const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
        await expectRefused(`${signingInput}.${signature}`);
      }
    });

    it('refuses an expired token', async () => {
      const registered = await registerAccount(test.app);
      const { session: row } = await test.app.sso.sessions.authenticate(registered.token);
      const identity = { id: registered.id, account: registered.account, name: registered.name, phone: registered.account, email: null };
      const hour = 3600_000;
      const expired = await test.app.sso.tokens.sign(identity, {
        id: row.id,
        createdAt: new Date(Date.now() - 2 * hour),
        expiresAt: new Date(Date.now() - hour),
      });
      await expectRefused(expired);
    });

    it('refuses tokens for another issuer or audience, or from a foreign key', async () => {
      const registered = await registerAccount(test.app);
      const claims = decodeJwt(registered.token);
      const { privateKey, kid } = test.app.sso.keys.current;
      const sign = (key: KeyLike, overrides: Record<string, unknown>, header: { kid: string } = { kid }) =>
        new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'EdDSA', ...header }).sign(key);
      await expectRefused(await sign(privateKey, { iss: 'https://evil.example' }));
      await expectRefused(await sign(privateKey, { aud: 'someone-else' }));
      const foreign = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      await expectRefused(await sign(foreign.privateKey, {}));
      await expectRefused(await sign(foreign.privateKey, {}, { kid: 'foreign' }));
      // The same claims signed with the real key do pass: the checks above fail for their reason.
      expect((await session(await sign(privateKey, {}))).statusCode).toBe(200);
    });

    it('refuses garbage and the token of a revoked session', async () => {
      await expectRefused('not-a-token');
      await expectRefused('a.b.c');
      const { token } = await registerAccount(test.app);
      await test.app.inject({ method: 'DELETE', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      await expectRefused(token);
    });
  });
});
