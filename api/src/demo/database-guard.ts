// The demo writes made-up people, teams, submissions and messages: it goes only into the embedded
// database (a developer's or a test site's), or into a server database its owner declared a demo one.
import type { DbKind } from '../db/types';

export class DemoSeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoSeedRefused';
  }
}

/** Why seeding this database is refused, or null when it may be seeded. */
export function demoDatabaseRefusal(kind: DbKind, declaredDemo: boolean): string | null {
  if (kind === 'pglite' || declaredDemo) return null;
  return (
    'Refusing to seed demo data: DATABASE_URL names a PostgreSQL database, which may hold real users. ' +
    'The demo seed writes made-up people, teams, submissions and messages, so it runs only on the embedded database (DATABASE_URL unset), ' +
    'or on a database you declare a demo one with DEMO_SEED=1 or --demo-database.'
  );
}
