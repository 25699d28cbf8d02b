// Helpers for API tests. Typical suite:
//   describe.each(engines())('teams (%s)', (engine) => {
//     let app: TestApp;
//     beforeAll(async () => { app = await buildTestApp({ engine }); });
//     afterAll(() => app.close());
//     it('...', async () => { const { headers } = await signInAs(app); await app.inject({ url, headers }); });
//   });
export { buildTestApp, createTestDatabase, type TestApp } from './build-test-app';
export { engines } from './engines';
export { createUser, signInAs, signInAsStaff, type SignedIn } from './factories';
export { FakeSso } from './fake-sso';
export { TEST_AUDIENCE, TEST_ISSUER, TEST_KID, testKeys } from './keys';
export { bearer, testClaims, tokenFor } from './tokens';
