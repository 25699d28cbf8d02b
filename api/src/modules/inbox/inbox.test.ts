import { NOTICE_KINDS } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../test';
import { sendNotice } from './notices';
import { insertMessage, insertNotice } from './repository';
import { XSS_PAYLOADS } from './xss-payloads';

const BASE = '/api/v1/inbox';

/** Every real tag is on the allow-list and carries no handler or script URL; the rest is text. */
function expectInert(html: string) {
  for (const tag of html.match(/<\/?[a-z][^>]*>/gi) ?? []) {
    expect(tag).toMatch(/^<\/?(a|b|strong|em|i|br|p|span)(\s|>|\/)/i);
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/javascript:|data:|style=/i);
  }
}

describe.each(engines())('inbox messages (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const send = (from: SignedIn, receivers: number[], content: string) =>
    app.inject({ method: 'POST', url: `${BASE}/messages`, headers: from.headers, payload: { receivers, content } });
  const get = (who: SignedIn, url: string) => app.inject({ url, headers: who.headers });
  const unread = async (who: SignedIn) => (await get(who, `${BASE}/messages/unread/count`)).json().data;

  it('needs sign-in', async () => {
    const res = await app.inject({ url: `${BASE}/messages/unread/count` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errno: 'e40100' });
  });

  it('polls the count with the same identity rules as every route', async () => {
    const unbound = await tokenFor({ sub: 'sso-unbound-poller', name: 'N', phone: null, email: null });
    const res = await app.inject({ url: `${BASE}/messages/unread/count`, headers: bearer(unbound) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errno: 'UNBOUND_PHONE_OR_EMAIL' });
    // A first-time account gets its platform user on the poll, as anywhere else.
    const fresh = await tokenFor({ sub: 'sso-first-poll', name: 'First', phone: null, email: 'first@example.com' });
    const first = await app.inject({ url: `${BASE}/messages/unread/count`, headers: bearer(fresh) });
    expect(first.json()).toEqual({ status: 'e200', data: { count: 0, messages: 0, notices: 0 } });
    app.sso.down = true;
    try {
      // An SSO outage is a 503, not a silent "signed out".
      const down = await tokenFor({ sub: 'sso-down-poller', name: 'D', phone: null, email: 'd@example.com' });
      expect((await app.inject({ url: `${BASE}/messages/unread/count`, headers: bearer(down) })).statusCode).toBe(503);
    } finally {
      app.sso.down = false;
    }
  });

  it('sends, lists sessions both ways, counts unread and marks read', async () => {
    const a = await signInAs(app, { name: 'Alice' });
    const b = await signInAs(app, { name: 'Bob' });
    const sent = await send(a, [b.user.id], 'hello Bob');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.messages[0]).toMatchObject({
      content: 'hello Bob',
      sender: { id: a.user.id, name: 'Alice' },
      receiver: { id: b.user.id },
      is_read: false,
    });
    await send(a, [b.user.id], 'second');

    expect(await unread(b)).toEqual({ count: 2, messages: 2, notices: 0 });
    expect(await unread(a)).toEqual({ count: 0, messages: 0, notices: 0 });

    const bSessions = (await get(b, `${BASE}/sessions?page=1&per_page=10`)).json().data;
    expect(bSessions.total).toBe(1);
    expect(bSessions.list[0]).toMatchObject({
      participantor: { id: a.user.id, name: 'Alice' },
      snippet: 'second',
      unread_count: 2,
      is_replied: false,
    });
    const aSessions = (await get(a, `${BASE}/sessions`)).json().data;
    expect(aSessions.list[0]).toMatchObject({ participantor: { id: b.user.id }, unread_count: 0, is_replied: true });

    const history = (await get(b, `${BASE}/messages?participator=${a.user.id}&page=1&per_page=1`)).json().data;
    expect(history.total).toBe(2);
    expect(history.list).toHaveLength(1);
    expect(history.list[0].content).toBe('second');

    const first = history.list[0].id;
    const marked = await app.inject({ method: 'PUT', url: `${BASE}/messages/read`, headers: b.headers, payload: { messages: [first] } });
    expect(marked.json().data).toEqual({ affectedCount: 1 });
    expect(await unread(b)).toMatchObject({ messages: 1 });
    expect((await get(b, `${BASE}/sessions`)).json().data.list[0].unread_count).toBe(1);

    const all = await app.inject({ method: 'PUT', url: `${BASE}/messages`, headers: b.headers });
    expect(all.json().data).toEqual({ affectedCount: 1 });
    expect(await unread(b)).toMatchObject({ count: 0 });
    expect((await get(b, `${BASE}/sessions`)).json().data.list[0].unread_count).toBe(0);
  });

  it('preview carries both first pages and the counts', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    await send(a, [b.user.id], 'hi');
    const preview = (await get(b, `${BASE}/preview?page=1&per_page=10`)).json().data;
    expect(preview.sessions.total).toBe(1);
    expect(preview.notices.total).toBe(0);
    expect(preview.unread).toEqual({ count: 1, messages: 1, notices: 0 });
  });

  it('refuses messaging oneself, the system sender and unknown users', async () => {
    const a = await signInAs(app);
    expect((await send(a, [a.user.id], 'me')).json()).toMatchObject({ errno: 'e40000' });
    expect((await send(a, [100000], 'system')).statusCode).toBe(404);
    expect((await send(a, [99_999_999], 'nobody')).statusCode).toBe(404);
  });

  it('enforces the 255-character limit in characters and refuses blank content', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    expect((await send(a, [b.user.id], 'x'.repeat(255))).statusCode).toBe(200);
    expect((await send(a, [b.user.id], '😀'.repeat(255))).statusCode).toBe(200);
    const long = await send(a, [b.user.id], 'x'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errno: 'e40000' });
    expect((await send(a, [b.user.id], '   ')).statusCode).toBe(400);
    const blank = (lang: string) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/messages`,
        headers: { ...a.headers, 'x-lang': lang },
        payload: { receivers: [b.user.id], content: ' ' },
      });
    expect((await blank('zh-CN')).json().message).toBe('参数 content 有误：消息内容不能为空');
    expect((await blank('en-US')).json().message).toBe('Invalid content: the message cannot be empty');
    expect(long.json().message).toBe('参数 content 有误：最多 255 个字符');
    expect(
      (await app.inject({ method: 'POST', url: `${BASE}/messages`, headers: a.headers, payload: { receivers: [], content: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('lets nobody read, mark or delete somebody else’s messages', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    const stranger = await signInAs(app);
    const id = (await send(a, [b.user.id], 'private')).json().data.messages[0].id;

    const peek = (await get(stranger, `${BASE}/messages?participator=${a.user.id}`)).json().data;
    expect(peek).toEqual({ list: [], total: 0 });
    const mark = await app.inject({ method: 'PUT', url: `${BASE}/messages/read`, headers: stranger.headers, payload: { messages: [id] } });
    expect(mark.json().data).toEqual({ affectedCount: 0 });
    // The sender cannot mark the receiver's copy read either.
    const senderMark = await app.inject({ method: 'PUT', url: `${BASE}/messages/read`, headers: a.headers, payload: { messages: [id] } });
    expect(senderMark.json().data).toEqual({ affectedCount: 0 });
    expect(await unread(b)).toMatchObject({ messages: 1 });

    const del = await app.inject({ method: 'DELETE', url: `${BASE}/messages/${id}`, headers: stranger.headers });
    expect(del.statusCode).toBe(404);
    expect((await get(b, `${BASE}/messages?participator=${a.user.id}`)).json().data.total).toBe(1);
  });

  it('deletes a message from the caller’s view only, once', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    const id = (await send(a, [b.user.id], 'oops')).json().data.messages[0].id;
    const del = await app.inject({ method: 'DELETE', url: `${BASE}/messages/${id}`, headers: a.headers });
    expect(del.json()).toEqual({ status: 'e200', data: { affectedCount: 1 } });
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/messages/${id}`, headers: a.headers })).statusCode).toBe(404);
    expect((await get(a, `${BASE}/messages?participator=${b.user.id}`)).json().data.total).toBe(0);
    expect((await get(b, `${BASE}/messages?participator=${a.user.id}`)).json().data.total).toBe(1);
    // The receiver deleting an unread message takes it out of their count.
    await app.inject({ method: 'DELETE', url: `${BASE}/messages/${id}`, headers: b.headers });
    expect(await unread(b)).toMatchObject({ messages: 0 });
    expect((await get(b, `${BASE}/sessions`)).json().data.list[0].unread_count).toBe(0);
  });

  it('validates ids and paging without a 500', async () => {
    const a = await signInAs(app);
    for (const url of [
      `${BASE}/messages?participator=abc`,
      `${BASE}/messages`,
      `${BASE}/sessions?page=0`,
      `${BASE}/notices?per_page=1000`,
    ]) {
      expect((await get(a, url)).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/messages/-1`, headers: a.headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: `${BASE}/notices/1e3`, headers: a.headers })).statusCode).toBe(400);
  });

  it('rate-limits sending per user with a clear error', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    for (let i = 0; i < 20; i += 1) expect((await send(a, [b.user.id], `m${i}`)).statusCode).toBe(200);
    const limited = await app.inject({
      method: 'POST',
      url: `${BASE}/messages`,
      headers: { ...a.headers, 'x-lang': 'en-US' },
      payload: { receivers: [b.user.id], content: 'one more' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errno: 'e42900', message: expect.stringContaining('at most 20 a minute') });
    // Another user is not affected.
    const c = await signInAs(app);
    expect((await send(c, [b.user.id], 'hi')).statusCode).toBe(200);
  });

  it('stores message text as given and never turns it into markup', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    const payload = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    await send(a, [b.user.id], payload);
    const list = (await get(b, `${BASE}/messages?participator=${a.user.id}`)).json().data.list;
    // Text stays text: the screens render it with React's escaping, never as HTML.
    expect(list[0].content).toBe(payload);
    expect((await get(b, `${BASE}/sessions`)).json().data.list[0].snippet).toBe(payload);
  });
});

describe.each(engines())('inbox notices (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const notices = async (who: SignedIn, lang = 'en-US') =>
    (await app.inject({ url: `${BASE}/notices`, headers: { ...who.headers, 'x-lang': lang } })).json().data;

  it('writes a notice through the job queue in both languages', async () => {
    const b = await signInAs(app);
    await sendNotice(app, { receiverId: b.user.id, kind: 'team.join-accepted', params: { teamName: 'Rockets', competitionId: 12 } });
    expect((await notices(b)).total).toBe(0);
    await app.jobs.drain();
    const en = await notices(b);
    expect(en.total).toBe(1);
    expect(en.list[0]).toMatchObject({ is_read: false, content: expect.stringContaining('You have joined the team "Rockets"') });
    expect(en.list[0].content).toContain('<a href="/competitions/12/teams"');
    const zh = await notices(b, 'zh-CN');
    expect(zh.list[0].content).toContain('你已加入队伍「Rockets」');
  });

  it('renders every kind', async () => {
    const b = await signInAs(app);
    for (const kind of NOTICE_KINDS)
      await sendNotice(app, {
        receiverId: b.user.id,
        kind,
        params: {
          teamName: 'T',
          competitionName: 'C',
          score: 0.9,
          followerId: 100001,
          followerName: 'F',
          result: 'failed',
          reason: 'blurry photo',
          postTitle: 'P',
          replierName: 'R',
          applicantName: 'A',
          message: 'pls',
          competitionId: 3,
        },
      });
    await app.jobs.drain();
    const list = (
      await app.inject({ url: `${BASE}/notices?per_page=${NOTICE_KINDS.length}`, headers: { ...b.headers, 'x-lang': 'en-US' } })
    ).json().data.list as Array<{ content: string }>;
    expect(list).toHaveLength(NOTICE_KINDS.length);
    for (const notice of list) expect(notice.content.length).toBeGreaterThan(5);
    expect(list.map((notice) => notice.content).join('\n')).toContain('failed: blurry photo');
  });

  it('writes one notice per job even when the job runs twice', async () => {
    const b = await signInAs(app);
    const jobId = await sendNotice(app, { receiverId: b.user.id, kind: 'team.join-denied', params: { teamName: 'X' } });
    await app.jobs.drain();
    // A worker that crashed after writing: the same job runs again.
    await insertNotice(app.db, { receiverId: b.user.id, kind: 'team.join-denied', contentZh: 'dup', contentEn: 'dup', jobId: jobId! });
    expect((await notices(b)).total).toBe(1);
  });

  it('marks one, marks all, deletes, and counts notices in the unread count', async () => {
    const b = await signInAs(app);
    for (const teamName of ['A', 'B', 'C'])
      await sendNotice(app, { receiverId: b.user.id, kind: 'team.member-removed', params: { teamName } });
    await app.jobs.drain();
    const count = async () => (await app.inject({ url: `${BASE}/messages/unread/count`, headers: b.headers })).json().data;
    expect(await count()).toEqual({ count: 3, messages: 0, notices: 3 });
    const [first, second] = (await notices(b)).list;
    const one = await app.inject({ method: 'PUT', url: `${BASE}/notices/${first.id}`, headers: b.headers });
    expect(one.json().data).toEqual({ affectedCount: 1 });
    const again = await app.inject({ method: 'PUT', url: `${BASE}/notices/${first.id}`, headers: b.headers });
    expect(again.json().data).toEqual({ affectedCount: 0 });
    expect((await count()).notices).toBe(2);
    const del = await app.inject({ method: 'DELETE', url: `${BASE}/notices/${second.id}`, headers: b.headers });
    expect(del.json().data).toEqual({ affectedCount: 1 });
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/notices/${second.id}`, headers: b.headers })).statusCode).toBe(404);
    const all = await app.inject({ method: 'PUT', url: `${BASE}/notices`, headers: b.headers });
    expect(all.json().data).toEqual({ affectedCount: 1 });
    expect(await count()).toEqual({ count: 0, messages: 0, notices: 0 });
  });

  it('lets nobody read, mark or delete somebody else’s notices', async () => {
    const b = await signInAs(app);
    const stranger = await signInAs(app);
    await sendNotice(app, { receiverId: b.user.id, kind: 'team.join-denied', params: { teamName: 'X' } });
    await app.jobs.drain();
    const [notice] = (await notices(b)).list;
    expect((await notices(stranger)).total).toBe(0);
    expect((await app.inject({ method: 'PUT', url: `${BASE}/notices/${notice.id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/notices/${notice.id}`, headers: stranger.headers })).statusCode).toBe(404);
    await app.inject({ method: 'PUT', url: `${BASE}/notices`, headers: stranger.headers });
    const after = (await notices(b)).list[0];
    expect(after).toMatchObject({ id: notice.id, is_read: false });
  });

  it('drops a notice for a user who no longer exists without failing the job', async () => {
    await sendNotice(app, { receiverId: 99_999_998, kind: 'team.join-denied', params: { teamName: 'X' } });
    await expect(app.jobs.drain()).resolves.toBeGreaterThan(0);
  });

  it('rejects an invalid receiver at once', async () => {
    await expect(sendNotice(app, { receiverId: 0, kind: 'team.join-denied', params: {} })).rejects.toThrow(/receiverId/);
  });

  it('stores only inert HTML whatever the params hold', async () => {
    const b = await signInAs(app);
    const user = await createUser(app);
    expect(user.id).toBeGreaterThan(100000);
    for (const payload of XSS_PAYLOADS) {
      await sendNotice(app, { receiverId: b.user.id, kind: 'post.reply', params: { replierName: payload, postTitle: payload } });
      await sendNotice(app, { receiverId: b.user.id, kind: 'user.new-follower', params: { followerName: payload, followerId: payload } });
    }
    await app.jobs.drain();
    const { list } = (await app.inject({ url: `${BASE}/notices?per_page=100`, headers: b.headers })).json().data as {
      list: Array<{ content: string }>;
    };
    expect(list).toHaveLength(XSS_PAYLOADS.length * 2);
    for (const { content } of list) expectInert(content);
  });

  it('serves a system sender snippet as sanitised HTML', async () => {
    const b = await signInAs(app);
    await insertMessage(app.db, 100000, b.user.id, `<b>Welcome</b>${XSS_PAYLOADS[1]}`);
    const [session] = (await app.inject({ url: `${BASE}/sessions`, headers: b.headers })).json().data.list;
    expect(session.participantor.id).toBe(100000);
    expect(session.snippet).toBe('<b>Welcome</b>');
  });
});

describe.each(engines())('unread count kept between polls (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  const count = async (who: SignedIn) =>
    (await app.inject({ url: `${BASE}/messages/unread/count`, headers: who.headers })).json().data.count as number;
  /** Polls until the count is `expected` (a change announced by the database arrives within milliseconds). */
  const eventually = async (who: SignedIn, expected: number) => {
    const end = Date.now() + 5000;
    let seen = await count(who);
    while (seen !== expected && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await count(who);
    }
    expect(seen).toBe(expected);
  };
  /** A row written with the triggers switched off: a change the cache is never told about. */
  const silentMessage = (from: number, to: number) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into inbox_messages (sender_id, receiver_id, content) values (${from}, ${to}, 'silent')`);
    });

  it('sees rows written outside this process (another API process, a script) at once', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    expect(await count(b)).toBe(0);
    await app.db.execute(
      sql`insert into inbox_messages (sender_id, receiver_id, content) values (${a.user.id}, ${b.user.id}, 'from elsewhere')`,
    );
    await eventually(b, 1);
    await app.db.execute(
      sql`insert into inbox_notices (receiver_id, kind, content_zh, content_en) values (${b.user.id}, 'team.join-denied', '拒绝', 'Declined')`,
    );
    await eventually(b, 2);
    await app.db.execute(sql`update inbox_messages set read_at = now() where receiver_id = ${b.user.id}`);
    await eventually(b, 1);
    await app.db.execute(sql`delete from inbox_notices where receiver_id = ${b.user.id}`);
    await eventually(b, 0);
  });

  it('answers from memory until the database announces a change', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    expect(await count(b)).toBe(0);
    await silentMessage(a.user.id, b.user.id);
    // Not announced, so not seen: proof the poll did not read the tables.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count(b)).toBe(0);
    await app.db.execute(sql`select pg_notify('inbox_unread', ${String(b.user.id)})`);
    await eventually(b, 1);
    await silentMessage(a.user.id, b.user.id);
    await app.db.execute(sql`select pg_notify('inbox_unread', '*')`);
    await eventually(b, 2);
  });

  it('a user’s own change shows in their next request without waiting for the announcement', async () => {
    const a = await signInAs(app);
    const b = await signInAs(app);
    await app.inject({ method: 'POST', url: `${BASE}/messages`, headers: a.headers, payload: { receivers: [b.user.id], content: 'hi' } });
    expect(await count(b)).toBe(1);
    // With the announcements switched off, only the process's own bookkeeping can tell.
    await app.db.execute(sql`alter table inbox_messages disable trigger user`);
    try {
      expect((await app.inject({ method: 'PUT', url: `${BASE}/messages`, headers: b.headers })).json().data).toEqual({ affectedCount: 1 });
      expect(await count(b)).toBe(0);
    } finally {
      await app.db.execute(sql`alter table inbox_messages enable trigger user`);
    }
  });

  if (engine === 'postgres') {
    it('reads the database while the announcement connection is lost, and caches again once it is back', async () => {
      const a = await signInAs(app);
      const b = await signInAs(app);
      expect(await count(b)).toBe(0);
      const listeners = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'listen:inbox_unread'`;
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen:inbox_unread'`,
      );
      // Unannounced changes are seen: nothing is answered from memory without the feed.
      await silentMessage(a.user.id, b.user.id);
      await eventually(b, 1);
      // The feed reconnects by itself (first retry after half a second); then polls are cached again.
      const end = Date.now() + 10_000;
      let cachedAgain = false;
      while (!cachedAgain && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const back = ((await app.db.execute(listeners)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n === 1;
        if (!back) continue;
        const before = await count(b);
        await silentMessage(a.user.id, b.user.id);
        cachedAgain = (await count(b)) === before;
      }
      expect(cachedAgain).toBe(true);
    });
  }
});

describe.each(engines())('test helper POST /api/v1/inbox/test/{token} (%s)', (engine) => {
  const TOKEN = 'helper-token-0123456789';
  let app: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [app, plain] = await Promise.all([buildTestApp({ engine, config: { inboxTestToken: TOKEN } }), buildTestApp({ engine: 'pglite' })]);
  });
  afterAll(() => Promise.all([app.close(), plain.close()]));

  const helper = (target: TestApp, token: string, payload: unknown, lang = 'en-US') =>
    target.inject({
      method: 'POST',
      url: `${BASE}/test/${token}`,
      headers: { 'x-lang': lang },
      payload: payload as Record<string, unknown>,
    });

  it('does not exist where no token is configured, nor for a wrong token', async () => {
    const b = await signInAs(plain);
    const off = await helper(plain, TOKEN, { receiverId: b.user.id, content: 'hi' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ errno: 'e40400', message: 'The requested endpoint does not exist.' });
    const c = await signInAs(app);
    const wrong = await helper(app, `${TOKEN}x`, { receiverId: c.user.id, content: 'hi' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ errno: 'e40400', message: 'The requested endpoint does not exist.' });
    // Refused before the body is read: a wrong token never learns what a valid body looks like.
    expect((await helper(app, 'x'.repeat(64), { nonsense: true })).statusCode).toBe(404);
    expect(await countOf(app, c)).toBe(0);
  });

  it('delivers a message from the system sender, its snippet as sanitised HTML', async () => {
    const b = await signInAs(app);
    const res = await helper(app, TOKEN, {
      receiverId: b.user.id,
      content: `<b>Welcome</b> <a href="/competitions">to the contest</a>${XSS_PAYLOADS[0]}`,
    });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().data.messages;
    expect(message).toMatchObject({ sender: { id: 100000 }, receiver: { id: b.user.id }, is_read: false });
    expectInert(message.content);
    expect(await countOf(app, b)).toBe(1);
    const [session] = (await app.inject({ url: `${BASE}/sessions`, headers: b.headers })).json().data.list;
    expect(session.participantor.id).toBe(100000);
    expect(session.snippet).toContain('<b>Welcome</b> <a href="/competitions" rel="noopener noreferrer">to the contest</a>');
    expectInert(session.snippet);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const b = await signInAs(app);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ receiverId: b.user.id, content: '' }, 400, 'Invalid content: the message cannot be empty'],
      [{ receiverId: b.user.id, content: 'x'.repeat(256) }, 400, /255/],
      [
        { receiverId: b.user.id, content: '<script>alert(1)</script>' },
        400,
        'Nothing is left of the message once disallowed markup is removed.',
      ],
      [{ receiverId: b.user.id, content: `${'<a href="/x">l</a>'.repeat(14)}` }, 400, /longer than 255 characters/],
      [{ receiverId: 99_999_999, content: 'hi' }, 404, 'The receiver does not exist.'],
      [{ receiverId: 100000, content: 'hi' }, 404, 'The receiver does not exist.'],
      [{ receiverId: 'abc', content: 'hi' }, 400, /receiverId/],
      [{ content: 'hi' }, 400, /receiverId/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await helper(app, TOKEN, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    const zh = await helper(app, TOKEN, { receiverId: b.user.id, content: '<script>x</script>' }, 'zh-CN');
    expect(zh.json().message).toBe('去掉不允许的标记后，消息内容为空');
    const malformed = await app.inject({
      method: 'POST',
      url: `${BASE}/test/${TOKEN}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"receiverId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await countOf(app, b)).toBe(0);
  });
});

async function countOf(app: TestApp, who: SignedIn): Promise<number> {
  return (await app.inject({ url: `${BASE}/messages/unread/count`, headers: who.headers })).json().data.count;
}
