/** @jest-environment node */
import { hashPassword, verifyPassword } from './password';

const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies the right password only', async () => {
    const stored = await hashPassword('Secret123', FAST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(true);
    await expect(verifyPassword('Secret124', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123', FAST), hashPassword('Secret123', FAST)]);
    expect(a).not.toBe(b);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$abc$def')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1024$8$1$abc$def')).resolves.toBe(false);
  });

  it('verifies hashes stored before, whoever stored them (SSO accounts, review accounts)', async () => {
    const stored = 'scrypt$1024$8$1$MDEyMzQ1Njc4OWFiY2RlZg$hGIU1lVZYaBdi0WXMVMIGSNc76IbQ2c12NEl8Sbbo54';
    await expect(verifyPassword('Secret123', stored)).resolves.toBe(true);
    await expect(verifyPassword('Secret124', stored)).resolves.toBe(false);
  });
});
