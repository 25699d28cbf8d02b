import { parseContact } from './accounts/account-input';
import { findAccountByContact, insertAccount } from './accounts/account-repository';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '@dcic/shared/server';
import { loadConfig } from './config';
import { isUniqueViolation, openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';

export interface SeedAccount {
  /** A phone number or e-mail address, as a person would type it to sign in. */
  account: string;
  password: string;
  name: string;
}

export const demoAccounts: SeedAccount[] = [
  { account: '13800000001', password: 'Demo1234', name: '演示用户' },
  { account: 'demo@dcic.example', password: 'Demo1234', name: 'Demo User' },
  { account: '13800000002', password: 'Demo1234', name: '队友小李' },
];

/**
 * Creates the accounts that do not exist yet; existing ones are left as they are (their
 * passwords included), so seeding any number of times is safe.
 */
export async function seedAccounts(
  db: Database,
  accounts: SeedAccount[],
  options: { scrypt?: ScryptParams } = {},
): Promise<{ created: string[]; skipped: string[] }> {
  await migrate(db);
  const created: string[] = [];
  const skipped: string[] = [];
  for (const seed of accounts) {
    const contact = parseContact(seed.account);
    if (!contact) throw new Error(`Not a phone number or e-mail address: ${seed.account}`);
    if (await findAccountByContact(db, contact)) {
      skipped.push(contact.value);
      continue;
    }
    const passwordHash = await hashPassword(seed.password, options.scrypt ?? DEFAULT_SCRYPT);
    try {
      await insertAccount(db, { contact, name: seed.name, passwordHash });
      created.push(contact.value);
    } catch (error) {
      // Another seeder got there first.
      if (!isUniqueViolation(error)) throw error;
      skipped.push(contact.value);
    }
  }
  return { created, skipped };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const { created, skipped } = await seedAccounts(db, demoAccounts);
    console.log(`SSO demo accounts: ${created.length} created, ${skipped.length} already present.`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
