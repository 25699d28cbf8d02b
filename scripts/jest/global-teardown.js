// Drops the PostgreSQL templates this Jest run's workers made (see global-setup.js).
const { Client } = require('pg');

module.exports = async () => {
  const run = process.env.DCIC_TEST_RUN;
  if (!run || !/^[a-z0-9]+$/.test(run)) return;
  const client = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
  } catch {
    return; // no PostgreSQL, hence no templates
  }
  try {
    const { rows } = await client.query(
      `select datname from pg_database where datname like 'api\\_tpl\\_' || $1 || '\\_%' or datname like 'sso\\_tpl\\_' || $1 || '\\_%'`,
      [run],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
};
