import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';

describe.each(engines())('enterprise applications (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const en = (who: SignedIn) => ({ ...who.headers, 'x-lang': 'en-US' });

  it('requires authentication for an enterprise application', async () => {
    const me = await signInAs(app);
    const application = { companyName: 'ACME', creditCode: '91350100MA2XXXXX1X', contactName: 'Li', contactPhone: '13800000000' };
    const refused = await app.inject({ method: 'POST', url: '/api/users/companySubmit', headers: en(me), payload: application });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errno: 'AUTHENTICATION_REQUIRED', message: 'Authentication required, do it now ?' });
    const certified = await signInAs(app, { authentication: 1, region: 'mainland' });
    const res = await app.inject({ method: 'POST', url: '/api/users/companySubmit', headers: en(certified), payload: application });
    expect(res.json().data).toMatchObject({ companyName: 'ACME', status: 'pending' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/companySubmit', headers: en(certified), payload: application })).statusCode,
    ).toBe(409);
    expect((await app.inject({ url: '/api/users/enterprise', headers: certified.headers })).json().data.companyName).toBe('ACME');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/users/companySubmit',
          headers: en(certified),
          payload: { ...application, creditCode: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
