import { buildTestApp, engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { endedCompetition, openCompetition, scheduleIds, signUp, team } from '../participation/test-support';
import { mappedCharacters, standardFontText } from './pdf-text';

describe.each(engines())('participation certificates (%s)', (engine) => {
  let app: TestApp;
  let holder: SignedIn;
  let teammate: SignedIn;
  let stranger: SignedIn;
  let ended: number;
  let running: number;
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { publicUrl: 'https://dcic.example' } });
    holder = await signInAs(app, { name: '张龑', userName: 'zhang' });
    teammate = await signInAs(app, { name: 'Ada' });
    stranger = await signInAs(app, { name: 'Eve' });
    ended = await endedCompetition(app, 'chip-yield-estimation');
    running = await openCompetition(app, 'government-hotline-routing');
    const [finalSchedule] = await scheduleIds(app, ended);
    await team(app, ended, '数据先锋', [holder.user.id, teammate.user.id], { scheduleId: finalSchedule!, a: 0.6, b: 0.1 });
    await team(app, ended, 'Beta', [(await signInAs(app)).user.id], { scheduleId: finalSchedule!, a: 0.01, b: 0.2 });
    await team(app, ended, 'Gamma', [(await signInAs(app)).user.id], { scheduleId: finalSchedule!, a: 0.5, b: 0.05 });
    await team(app, running, 'Running', [holder.user.id]);
    await signUp(app, ended, [stranger.user.id]);
  }, 180_000);
  afterAll(() => app.close());

  const download = (who: SignedIn | null, cmp: number | string, lang = 'en-US') =>
    app.inject({ url: `/api/users/cmpt-cred?cmp=${cmp}`, headers: { ...(who?.headers ?? {}), 'x-lang': lang } });
  const verify = (code: string, lang = 'en-US') =>
    app.inject({ url: `/api/users/cmpt-cred/verify/${encodeURIComponent(code)}`, headers: { 'x-lang': lang } });
  /** The code as the file name gives it. */
  const codeOf = (res: { headers: Record<string, unknown> }) =>
    /-([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\.pdf"$/.exec(String(res.headers['content-disposition']))?.[1];

  it('gives a team member of an ended competition a real PDF with their name, standing and verification code', async () => {
    const res = await download(holder, ended);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="certificate-\d+-[0-9A-Z-]+\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const code = codeOf(res)!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // In the document's keywords too, where a reader's "properties" show it.
    expect(pdf.toString('latin1')).toContain(`(${code})`);
    const shown = standardFontText(pdf);
    expect(shown).toContain(code);
    expect(shown).toContain(`https://dcic.example/users/certificates?code=${code}`);
    // The holder's name in Chinese is set in the embedded CJK font (its glyphs map back to the name).
    const mapped = mappedCharacters(pdf);
    for (const char of '张龑数据先锋参赛证明') expect(mapped.has(char)).toBe(true);
  });

  it('answers the same certificate (same code) on every download, to the holder and to each member their own', async () => {
    const first = codeOf(await download(holder, ended));
    const again = codeOf(await download(holder, ended, 'zh-CN'));
    expect(again).toBe(first);
    const mate = codeOf(await download(teammate, ended));
    expect(mate).toBeDefined();
    expect(mate).not.toBe(first);
  });

  it('lets anybody check a code: whom, what competition, which team, what standing', async () => {
    const code = codeOf(await download(holder, ended))!;
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      code,
      holder: { id: holder.user.id, name: '张龑', avatar: null },
      competition: { id: ended, name: expect.any(String), endTime: expect.any(String) },
      team: '数据先锋',
      // Mean absolute error: lower is better; list B is shown after its window, where 0.1 is second of three.
      standing: { rank: 2, teamCount: 3, score: 0.1, board: 'B', higherIsBetter: false },
      issuedAt: expect.any(String),
    });
    const zh = (await verify(code, 'zh-CN')).json().data.competition.name;
    expect(zh).not.toBe(res.json().data.competition.name);
    // Typed by hand: lower case, no dashes, O for 0 and I for 1 still find it.
    const typed = code.toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'i');
    expect((await verify(typed)).json().data.code).toBe(code);
  });

  it.each(['AAAA-BBBB-CCCC-DDDD', '0000-0000-0000-0000', 'not-a-code', '%27%20or%201=1'])(
    'refuses a forged or unknown code %s',
    async (code) => {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errno: 'e40451', message: 'No certificate has this verification code.' });
    },
  );

  it('refuses a competition that has not ended, even to a member', async () => {
    const res = await download(holder, running);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errno: 'e40950', message: 'Certificates are issued once the competition has ended.' });
    expect((await download(holder, running, 'zh-CN')).json().message).toBe('赛题结束后才能生成参赛证明');
  });

  it('refuses whoever took no part: signed up without a team, never signed up, or an unknown competition', async () => {
    for (const [who, cmp] of [
      [stranger, ended],
      [await signInAs(app), ended],
      [holder, 999_999],
    ] as const) {
      const res = await download(who, cmp);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errno: 'e40450' });
    }
  });

  it('needs sign-in and a valid competition id', async () => {
    expect((await download(null, ended)).statusCode).toBe(401);
    expect((await download(holder, 'abc')).statusCode).toBe(400);
    expect((await download(holder, 0)).statusCode).toBe(400);
  });
});
