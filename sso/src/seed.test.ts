/** @jest-environment ./src/test/native-environment.js */
import { demoAccounts, seedAccounts } from './seed';
import { TEST_SCRYPT, useTestApp } from './test/test-app';
import { engines } from './test/test-database';

describe.each(engines)('seedAccounts on %s', (engine, available) => {
  const suite = available ? describe : describe.skip;

  suite('demo accounts', () => {
    const test = useTestApp(engine);

    it('creates the demo accounts once, and they can sign in', async () => {
      const first = await seedAccounts(test.db, demoAccounts, { scrypt: TEST_SCRYPT });
      expect(first).toEqual({ created: ['13800000001', 'demo@dcic.example', '13800000002'], skipped: [] });

      const again = await seedAccounts(test.db, demoAccounts, { scrypt: TEST_SCRYPT });
      expect(again).toEqual({ created: [], skipped: ['13800000001', 'demo@dcic.example', '13800000002'] });

      const login = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: 'demo@dcic.example', password: 'Demo1234' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data).toMatchObject({ name: 'Demo User', email: 'demo@dcic.example', phone: null });
      const teammate = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: '13800000002', password: 'Demo1234' },
      });
      expect(teammate.json().data.name).toBe('队友小李');
    });

    it('leaves an existing account and its password alone', async () => {
      await seedAccounts(test.db, [{ account: '13900000077', password: 'First1234', name: 'First' }], { scrypt: TEST_SCRYPT });
      const result = await seedAccounts(test.db, [{ account: '+8613900000077', password: 'Other1234', name: 'Other' }], {
        scrypt: TEST_SCRYPT,
      });
      expect(result.skipped).toEqual(['13900000077']);
      const login = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { account: '13900000077', password: 'First1234' },
      });
      expect(login.json().data.name).toBe('First');
    });

    it('refuses an account that is neither a phone number nor an e-mail address', async () => {
      await expect(seedAccounts(test.db, [{ account: 'admin', password: 'x', name: 'x' }])).rejects.toThrow(/admin/);
    });
  });
});
