// A join request is only worth a captain's attention while its sender has no team in the competition:
// joining another team or founding one closes the sender's other open requests there.
import { and, eq } from 'drizzle-orm';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { captainOf, importDemo, json, signUpFor, type Player } from '../../test/competitions';
import { joinRequests } from './schema';

describe.each(engines())('open join requests of a sender who found a team (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    id = await importDemo(app);
  });
  afterAll(() => app.close());

  const player = (name: string): Promise<Player> => signInAs(app, { name });
  const ask = (who: Player, teamId: number) =>
    app.inject({ method: 'POST', url: `/api/teams/v2/${teamId}/requests`, headers: who.headers, payload: { cmptId: id, message: 'hi' } });
  const requestsSeenBy = async (captain: Player, teamId: number) =>
    json(await app.inject({ url: `/api/teams/v2/${teamId}/requests`, headers: captain.headers })).data;
  const pageUndisposed = async (captain: Player) =>
    json(await app.inject({ url: `/api/competitions/${id}`, headers: captain.headers })).data.teamJoinUndisposedCount;

  async function twoTeamsAskedBy(prefix: string) {
    const first = await player(`${prefix}-cap1`);
    const second = await player(`${prefix}-cap2`);
    const firstTeam = await captainOf(app, id, first, `${prefix}-one`);
    const secondTeam = await captainOf(app, id, second, `${prefix}-two`);
    const sender = await player(`${prefix}-sender`);
    await signUpFor(app, id, sender);
    for (const teamId of [firstTeam, secondTeam]) expect(json(await ask(sender, teamId)).data.status).toBe('pending');
    expect((await requestsSeenBy(first, firstTeam)).undisposed).toBe(1);
    return { first, second, firstTeam, secondTeam, sender };
  }

  async function expectClosedFor(captain: Player, teamId: number, senderId: number) {
    const seen = await requestsSeenBy(captain, teamId);
    expect(seen.undisposed).toBe(0);
    expect(seen.list.filter((r: { userId: number }) => r.userId === senderId).map((r: { status: string }) => r.status)).toEqual(['denied']);
    const [row] = await app.db
      .select({ status: joinRequests.status })
      .from(joinRequests)
      .where(and(eq(joinRequests.teamId, teamId), eq(joinRequests.userId, senderId)));
    expect(row?.status).toBe('denied');
    // The captain can no longer act on it.
    const requestId = seen.list.find((r: { userId: number }) => r.userId === senderId).id;
    const accept = await app.inject({
      method: 'PUT',
      url: `/api/teams/v2/${teamId}/requests/${requestId}`,
      headers: captain.headers,
      payload: { action: 'accept' },
    });
    expect(accept.statusCode).toBe(409);
  }

  it('closes them when the sender founds a team', async () => {
    const { first, firstTeam, second, secondTeam, sender } = await twoTeamsAskedBy('found');
    expect(await pageUndisposed(first)).toBe(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: sender.headers,
      payload: { cmptId: id, name: 'found-own' },
    });
    expect(json(res).status).toBe('e200');
    await expectClosedFor(first, firstTeam, sender.user.id);
    await expectClosedFor(second, secondTeam, sender.user.id);
  });

  it('closes the others when the sender joins one team with its invitation code', async () => {
    const { first, firstTeam, second, secondTeam, sender } = await twoTeamsAskedBy('code');
    const code = json(
      await app.inject({ method: 'POST', url: '/api/users/invitationCode', headers: second.headers, payload: { cmptId: id } }),
    ).data.code;
    const joined = await app.inject({
      method: 'POST',
      url: `/api/teams/v2/${secondTeam}/requests`,
      headers: sender.headers,
      payload: { cmptId: id, invitationCode: code },
    });
    expect(json(joined).data.status).toBe('accepted');
    await expectClosedFor(first, firstTeam, sender.user.id);
    expect(await pageUndisposed(first)).toBe(0);
  });

  it('does not offer a request whose sender is already in a team, even when its row is still open', async () => {
    const { first, firstTeam, sender } = await twoTeamsAskedBy('stale');
    await app.inject({ method: 'POST', url: '/api/teams', headers: sender.headers, payload: { cmptId: id, name: 'stale-own' } });
    // A row left open by an earlier version of the API.
    await app.db.update(joinRequests).set({ status: 'pending', disposedAt: null }).where(eq(joinRequests.userId, sender.user.id));
    const seen = await requestsSeenBy(first, firstTeam);
    expect(seen.undisposed).toBe(0);
    expect(seen.list.find((r: { userId: number }) => r.userId === sender.user.id).status).toBe('denied');
  });
});
