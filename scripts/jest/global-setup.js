// Names this Jest run, so the database templates its workers make (API and SSO suites on PostgreSQL,
// see api/src/test/build-test-app.ts and sso/src/test/test-database.ts) can be dropped by the
// teardown, and never another run's.
const { randomBytes } = require('node:crypto');

module.exports = () => {
  process.env.DCIC_TEST_RUN ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
};
