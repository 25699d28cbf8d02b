import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  captainOf,
  demoBundle,
  importDemo,
  json,
  predictionFrom,
  scoredUpload,
  signUpFor,
  type Player,
  statusesOf,
} from '../../test/competitions';
import { importBundle } from '../catalogue';

/** A copy of a demo bundle that asks for identity authentication before `step`. */
function bundleAsking(slug: string, step: 'signup' | 'submission'): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'dcic-bundle-')), slug);
  cpSync(demoBundle(slug), folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  writeFileSync(
    path.join(folder, 'manifest.json'),
    JSON.stringify({ ...manifest, slug: `${slug}-auth-${step}`, requireAuthentication: step }),
  );
  return folder;
}

describe.each(engines())('authentication requirement, invitation links (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  it('asks for identity authentication before signup where the competition says so', async () => {
    const { id } = await importBundle(app.db, app.config.dataDir, bundleAsking('big-data-credit-default', 'signup'));
    const plain = await signInAs(app);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/users`,
      headers: { ...plain.headers, 'x-lang': 'en-US' },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ errno: 'AUTHENTICATION_REQUIRED', message: 'Authentication required, do it now ?' });
    const detail = json(await app.inject({ url: `/api/competitions/${id}`, headers: plain.headers })).data;
    expect(detail).toMatchObject({ authenticationRequired: 'signup', isAuthenticated: false, isSignedUp: false, isStaff: false });
    const authenticated = await signInAs(app, { authentication: 1 });
    expect(
      json(await app.inject({ method: 'POST', url: `/api/competitions/${id}/users`, headers: authenticated.headers, payload: {} })).status,
    ).toBe('e200');
    expect(json(await app.inject({ url: `/api/competitions/${id}`, headers: authenticated.headers })).data).toMatchObject({
      isAuthenticated: true,
      isSignedUp: true,
    });
  });

  it('asks for it before a submission where the competition says so, and signup stays open', async () => {
    const slug = 'big-data-credit-default';
    const { id } = await importBundle(app.db, app.config.dataDir, bundleAsking(slug, 'submission'));
    const plain = await signInAs(app, { name: 'plain' });
    await captainOf(app, id, plain, 'plain team');
    const upload = await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/uploads`,
      headers: { ...plain.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(json(upload).errno).toBe('AUTHENTICATION_REQUIRED');
    const authenticated = await signInAs(app, { name: 'checked', authentication: 1 });
    await captainOf(app, id, authenticated, 'checked team');
    await scoredUpload(app, id, authenticated, predictionFrom(slug));
    const board = json(await app.inject({ url: `/api/competitions/${id}?part=rankings` })).data;
    expect(board.list.map((r: { teamName: string }) => r.teamName)).toEqual(['checked team']);
  });

  it("puts the team's code into the captain's invitation link; whoever opens it joins at once", async () => {
    const id = await importDemo(app);
    const captain = await signInAs(app, { name: 'inviting captain' });
    const teamId = await captainOf(app, id, captain, 'inviting team');
    const invite = async (who: Player) => json(await app.inject({ url: `/api/competitions/${id}?part=invite`, headers: who.headers })).data;
    // Without a code the link only credits the inviter.
    expect(await invite(captain)).toMatchObject({
      invitationCode: null,
      inviteLink: `${app.config.publicUrl}/competitions/${id}?targetId=${captain.user.id}`,
    });
    const code = json(
      await app.inject({ method: 'POST', url: '/api/users/invitationCode', headers: captain.headers, payload: { cmptId: id } }),
    ).data.code;
    const link = new URL((await invite(captain)).inviteLink);
    expect(link.pathname).toBe(`/competitions/${id}/invite`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ targetId: String(captain.user.id), invitationCode: code });

    // The invited user looks the code up, signs up crediting the inviter, and joins.
    const guest = await signInAs(app, { name: 'invited guest' });
    const found = json(
      await app.inject({
        method: 'POST',
        url: '/api/users/searchInvitationCode',
        headers: guest.headers,
        payload: { code: code.toLowerCase() },
      }),
    ).data;
    expect(found).toEqual({ teamId, teamName: 'inviting team', competitionId: id, memberCount: 1 });
    await app.inject({
      method: 'POST',
      url: `/api/competitions/${id}/users`,
      headers: guest.headers,
      payload: { targetId: captain.user.id },
    });
    const joined = await app.inject({
      method: 'POST',
      url: `/api/teams/v2/${teamId}/requests`,
      headers: guest.headers,
      payload: { cmptId: id, invitationCode: code },
    });
    expect(json(joined).data).toEqual({ status: 'accepted' });
    // A member's own link carries no code: only the captain hands out the team's consent.
    expect(await invite(guest)).toMatchObject({
      invitationCode: null,
      teamId,
      inviteLink: `${app.config.publicUrl}/competitions/${id}?targetId=${guest.user.id}`,
    });

    // A withdrawn code no longer works, and the link falls back to crediting the inviter.
    await app.inject({ method: 'DELETE', url: `/api/users/deleteInvitation?cmptId=${id}`, headers: captain.headers });
    const late = await signInAs(app, { name: 'late guest' });
    await signUpFor(app, id, late);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/teams/v2/${teamId}/requests`,
      headers: { ...late.headers, 'x-lang': 'en-US' },
      payload: { cmptId: id, invitationCode: code },
    });
    expect(json(refused)).toMatchObject({ errno: 'e40410', message: 'This invitation code is not valid.' });
    expect((await invite(captain)).inviteLink).not.toContain('invitationCode');
  });

  it('checks the caller on the invitation endpoints', async () => {
    const id = await importDemo(app);
    const captain = await signInAs(app, { name: 'matrix captain' });
    await captainOf(app, id, captain, 'matrix team');
    const member = await signInAs(app, { name: 'matrix member' });
    const stranger = await signInAs(app, { name: 'matrix stranger' });
    const calls = [
      { method: 'POST', url: '/api/users/invitationCode', payload: { cmptId: id } },
      { method: 'POST', url: '/api/users/searchInvitationCode', payload: { code: 'NOPE-NOPE' } },
      { method: 'GET', url: `/api/competitions/${id}?part=invite` },
      { method: 'DELETE', url: `/api/users/deleteInvitation?cmptId=${id}` },
    ] as const;
    // The member joins with the code made by the captain's first call below.
    const who = { anonymous: undefined, stranger, captain, member } as const;
    const expected: Record<keyof typeof who, number[]> = {
      anonymous: [401, 401, 401, 401],
      stranger: [403, 404, 200, 403],
      captain: [200, 404, 200, 200],
      member: [403, 404, 200, 403],
    };
    for (const [role, signed] of Object.entries(who) as [keyof typeof who, Player | undefined][]) {
      if (role === 'member') {
        const code = json(
          await app.inject({ method: 'POST', url: '/api/users/invitationCode', headers: captain.headers, payload: { cmptId: id } }),
        ).data.code;
        await signUpFor(app, id, member);
        const teamId = json(await app.inject({ url: `/api/competitions/${id}?part=invite`, headers: captain.headers })).data.teamId;
        await app.inject({
          method: 'POST',
          url: `/api/teams/v2/${teamId}/requests`,
          headers: member.headers,
          payload: { cmptId: id, invitationCode: code },
        });
      }
      expect({ role, statuses: await statusesOf(app, signed, calls) }).toEqual({ role, statuses: expected[role] });
    }
  });
});
