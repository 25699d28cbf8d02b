// Statements the benches run on the PostgreSQL server itself (creating and dropping their database),
// through its maintenance database.
import pg from 'pg';

export async function adminQuery(server, sql) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
