import { eq } from 'drizzle-orm';
import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { users } from '../schema';

describe.each(engines())('user cards and authentication badges (%s)', (engine) => {
  let app: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    ada = await signInAs(app, { name: 'Ada', introduction: 'Hello', birthday: '1990-01-02', phone: '13800000000', location: 'Fuzhou' });
    bob = await signInAs(app, { name: 'Bob' });
    await app.db.update(users).set({ authentication: 1, region: 'mainland' }).where(eq(users.id, ada.user.id));
    await app.inject({ method: 'POST', url: '/api/users/followed', headers: bob.headers, payload: { followedId: ada.user.id } });
  });
  afterAll(() => app.close());

  describe('GET /api/v2/users/info', () => {
    it("answers a user's public card with follow counts, to anybody", async () => {
      for (const headers of [{}, bob.headers]) {
        const res = await app.inject({ url: `/api/v2/users/info?userId=${ada.user.id}`, headers });
        expect(res.statusCode).toBe(200);
        const card = res.json().data;
        expect(card).toMatchObject({
          id: ada.user.id,
          name: 'Ada',
          introduction: 'Hello',
          location: 'Fuzhou',
          authentication: 1,
          followerCount: 1,
          followingCount: 0,
        });
        // Nothing private: no contact data, birthday or account id.
        for (const field of ['email', 'phone', 'birthday', 'age', 'userId', 'ssoId']) expect(card).not.toHaveProperty(field);
      }
    });

    it("answers the signed-in user's own card without userId, and 401 to a visitor", async () => {
      expect((await app.inject({ url: '/api/v2/users/info', headers: bob.headers })).json().data).toMatchObject({
        id: bob.user.id,
        followingCount: 1,
      });
      expect((await app.inject({ url: '/api/v2/users/info' })).statusCode).toBe(401);
    });

    it.each(['abc', '0', '100000', '99999999'])('answers 404 for the user %s', async (id) => {
      const res = await app.inject({ url: `/api/v2/users/info?userId=${id}`, headers: { 'x-lang': 'en-US' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`The user ${id} you visited does not exist.`);
    });
  });

  describe('GET /api/users/authData', () => {
    it('tells for each known user whether they are authenticated, in the order asked, nothing else', async () => {
      const res = await app.inject({ url: `/api/users/authData?ids=${bob.user.id},99999999,${ada.user.id},${bob.user.id},100000` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: bob.user.id, authenticated: false },
        { id: ada.user.id, authenticated: true },
      ]);
    });

    it('refuses more than 50 ids and anything but ids', async () => {
      const many = Array.from({ length: 51 }, (_, i) => 100_001 + i).join(',');
      expect((await app.inject({ url: `/api/users/authData?ids=${many}` })).statusCode).toBe(400);
      for (const ids of ['', 'a,b', '1,,2', '1;2'])
        expect((await app.inject({ url: `/api/users/authData?ids=${encodeURIComponent(ids)}` })).statusCode).toBe(400);
      expect((await app.inject({ url: '/api/users/authData' })).statusCode).toBe(400);
    });
  });
});
