import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTING_LIMIT_PER_MINUTE, type NewPostBody } from '@dcic/shared/contract';
import sharp from 'sharp';
import { importDemo } from '../../test/competitions';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../test';
import { seedDiscussionDemo } from './demo';
import { DEMO_POSTS } from './demo-posts';
import { upsertGeneralBoard } from './repository';

const STAFF = 'staff-discussion@dcic.example';

/** Script-carrying markup; none of it may survive in a stored body. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<details open ontoggle=alert(1)>d</details>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">p</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/a.png">',
  '<img src="data:image/png;base64,AAAA">',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
];

function expectInert(html: string) {
  for (const tag of html.match(/<\/?[a-z][^>]*>/gi) ?? []) {
    expect(tag).not.toMatch(/^<\/?(script|svg|iframe|details|math|style|object|form|input|body)\b/i);
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/javascript:|data:|style=|evil\.example/i);
  }
}

function multipartBody(file: Buffer, field = 'image', filename = 'a.png', type = 'image/png') {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: '#22aa66' } })
    .png()
    .toBuffer();

describe.each(engines())('discussion and Q&A (%s)', (engine) => {
  let app: TestApp;
  let uploads: string;
  let staff: SignedIn;
  let boardId: number;

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(tmpdir(), 'dcic-discussion-'));
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF], uploadsDir: uploads } });
    const user = await createUser(app, { email: STAFF, name: '管理员' });
    staff = { user, token: '', headers: bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name })) };
    boardId = await upsertGeneralBoard(app.db, {
      slug: `general-${engine}`,
      nameZh: '综合讨论',
      nameEn: 'General',
      descriptionZh: '什么都可以聊',
      descriptionEn: 'Anything goes',
      sort: 1,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  async function post(who: SignedIn, overrides: Partial<NewPostBody> = {}): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      headers: who.headers,
      payload: { boardId, kind: 'topic', title: '一个话题', body: '<p>正文</p>', ...overrides },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  }

  async function reply(who: SignedIn, postId: number, body = '<p>回复</p>'): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: `/api/discussion/posts/${postId}/replies`,
      headers: who.headers,
      payload: { body },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  }

  async function noticesOf(who: SignedIn): Promise<string[]> {
    await app.jobs.drain();
    const res = await app.inject({ url: '/api/v1/inbox/notices?per_page=50', headers: { ...who.headers, 'x-lang': 'zh-CN' } });
    return res.json().data.list.map((notice: { content: string }) => notice.content);
  }

  it('lists boards in the reader language and makes a competition board on demand', async () => {
    const competitionId = await importDemo(app, 'government-hotline-routing');
    const zh = await app.inject({ url: '/api/discussion/boards' });
    expect(zh.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: boardId, kind: 'general', name: '综合讨论' })]));
    const en = await app.inject({ url: `/api/discussion/boards/${boardId}`, headers: { 'x-lang': 'en-US' } });
    expect(en.json().data).toMatchObject({ name: 'General', description: 'Anything goes', competitionId: null });

    const first = await app.inject({ url: `/api/discussion/competitions/${competitionId}/board` });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ url: `/api/discussion/competitions/${competitionId}/board` });
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data).toMatchObject({ kind: 'competition', competitionId, posts: 0 });
    expect(first.json().data.name).not.toBe('');

    const missing = await app.inject({ url: '/api/discussion/competitions/999999/board', headers: { 'x-lang': 'en-US' } });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/discussion/boards/999999' })).json().errno).toBe('e40462');
  });

  it('writes posts for signed-in users only, on an existing board, and shows them with their author', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      payload: { boardId, kind: 'topic', title: 't', body: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    const author = await signInAs(app, { name: '作者甲' });
    const noBoard = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      headers: author.headers,
      payload: { boardId: 999999, kind: 'topic', title: 't', body: 'b' },
    });
    expect(noBoard.statusCode).toBe(404);
    const badKind = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      headers: author.headers,
      payload: { boardId, kind: 'poll', title: 't', body: 'b' },
    });
    expect(badKind.statusCode).toBe(400);

    const id = await post(author, { kind: 'article', title: '特征工程笔记', body: '<h2>小结</h2><p>先看<strong>缺失值</strong>。</p>' });
    const detail = (await app.inject({ url: `/api/discussion/posts/${id}` })).json().data;
    expect(detail).toMatchObject({
      id,
      kind: 'article',
      title: '特征工程笔记',
      body: '<h2>小结</h2><p>先看<strong>缺失值</strong>。</p>',
      excerpt: '小结 先看缺失值。',
      author: { id: author.user.id, name: '作者甲' },
      board: { id: boardId, name: '综合讨论' },
      views: 1,
      viewer: { liked: false, collected: false, isAuthor: false, canModerate: false },
    });
    const own = (await app.inject({ url: `/api/discussion/posts/${id}`, headers: author.headers })).json().data;
    expect(own.viewer).toMatchObject({ isAuthor: true, canModerate: false });
    expect(own.views).toBe(2);
    const asStaff = (await app.inject({ url: `/api/discussion/posts/${id}`, headers: staff.headers })).json().data;
    expect(asStaff.viewer).toMatchObject({ isAuthor: false, canModerate: true });
  });

  it('stores bodies without script, handlers, javascript: links or foreign images', async () => {
    const author = await signInAs(app);
    const image = multipartBody(await pngImage());
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/dfeditor/upload',
      headers: { ...author.headers, ...image.headers },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const ownImage = uploaded.json().data.url as string;
    const body = `<p>好文 <a href="https://example.com/x" onclick="alert(1)">链接</a></p><img src="${ownImage}" alt="图" onerror="alert(1)">${XSS.join('')}`;
    const id = await post(author, { body });
    const stored = (await app.inject({ url: `/api/discussion/posts/${id}` })).json().data.body as string;
    expectInert(stored);
    expect(stored).toContain(`<img src="${ownImage}" alt="图" />`);
    expect(stored).toContain('<a href="https://example.com/x" rel="noopener noreferrer">链接</a>');
    expect(stored).not.toMatch(/<script|alert\(1\)<\/script/);

    const replyId = await reply(author, id, XSS.join(''));
    const replies = (await app.inject({ url: `/api/discussion/posts/${id}/replies` })).json().data.list;
    expect(replies.find((item: { id: number }) => item.id === replyId)).toBeDefined();
    for (const item of replies) expectInert(item.body);

    // Nothing left to show once cleaned: refused, in the caller language.
    const empty = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      headers: { ...author.headers, 'x-lang': 'en-US' },
      payload: { boardId, kind: 'topic', title: 'only script', body: '<script>alert(1)</script>' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errno: 'e40061', message: 'The text must not be empty.' });
  });

  it('lets only the author edit and delete a post or reply', async () => {
    const author = await signInAs(app);
    const stranger = await signInAs(app);
    const id = await post(author, { title: '原标题' });
    const replyId = await reply(author, id, '<p>作者的回复</p>');
    const edit = (who: SignedIn | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/discussion/posts/${id}`,
        headers: who?.headers ?? {},
        payload: { title: '新标题', body: '<p>改过</p>' },
      });

    expect((await edit(null)).statusCode).toBe(401);
    const byStranger = await edit(stranger);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().errno).toBe('e40360');
    expect((await edit(staff)).statusCode).toBe(403);
    const byAuthor = await edit(author);
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json().data).toMatchObject({ title: '新标题', body: '<p>改过</p>' });

    const replyEdit = (who: SignedIn) =>
      app.inject({ method: 'PUT', url: `/api/discussion/replies/${replyId}`, headers: who.headers, payload: { body: '<p>改</p>' } });
    expect((await replyEdit(stranger)).statusCode).toBe(403);
    expect((await replyEdit(author)).json().data).toMatchObject({ body: '<p>改</p>', viewer: { isAuthor: true } });
    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/replies/${replyId}`, headers: stranger.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/replies/${replyId}`, headers: author.headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: `/api/discussion/posts/${id}` })).json().data.replies).toBe(0);

    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${id}`, headers: staff.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${id}`, headers: author.headers })).statusCode).toBe(200);
    const gone = await app.inject({ url: `/api/discussion/posts/${id}`, headers: { 'x-lang': 'en-US' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errno: 'e40460', message: 'The post does not exist or has been removed.' });
  });

  it('counts likes and collections once per user and tells the author', async () => {
    const author = await signInAs(app, { name: '被赞的人' });
    const fan = await signInAs(app, { name: '点赞者' });
    const id = await post(author, { title: '值得收藏' });
    const replyId = await reply(author, id);

    expect((await app.inject({ method: 'PUT', url: `/api/discussion/posts/${id}/like` })).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const liked = await app.inject({ method: 'PUT', url: `/api/discussion/posts/${id}/like`, headers: fan.headers });
      expect(liked.json().data).toEqual({ liked: true, likes: 1 });
    }
    const own = await app.inject({ method: 'PUT', url: `/api/discussion/posts/${id}/like`, headers: author.headers });
    expect(own.json().data).toEqual({ liked: true, likes: 2 });
    const replyLiked = await app.inject({ method: 'PUT', url: `/api/discussion/replies/${replyId}/like`, headers: fan.headers });
    expect(replyLiked.json().data).toEqual({ liked: true, likes: 1 });
    const collected = await app.inject({ method: 'PUT', url: `/api/discussion/posts/${id}/collection`, headers: fan.headers });
    expect(collected.json().data).toEqual({ collected: true, collections: 1 });

    const seen = (await app.inject({ url: `/api/discussion/posts/${id}`, headers: fan.headers })).json().data;
    expect(seen).toMatchObject({ likes: 2, collections: 1, viewer: { liked: true, collected: true } });
    const replies = (await app.inject({ url: `/api/discussion/posts/${id}/replies`, headers: fan.headers })).json().data.list;
    expect(replies[0]).toMatchObject({ id: replyId, likes: 1, viewer: { liked: true, isAuthor: false } });

    const notices = await noticesOf(author);
    expect(notices.filter((text) => text.includes('点赞者 赞了你的帖子「值得收藏」'))).toHaveLength(1);
    expect(notices.filter((text) => text.includes('点赞者 赞了你在「值得收藏」中的回复'))).toHaveLength(1);
    expect(notices.join('')).toContain(`href="/discussion/${id}"`);
    // Liking one's own post tells nobody.
    expect(notices.filter((text) => text.includes('被赞的人'))).toHaveLength(0);

    expect((await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${id}/like`, headers: fan.headers })).json().data).toEqual({
      liked: false,
      likes: 1,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/discussion/replies/${replyId}/like`, headers: fan.headers })).json().data,
    ).toEqual({
      liked: false,
      likes: 0,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${id}/collection`, headers: fan.headers })).json().data,
    ).toEqual({ collected: false, collections: 0 });
  });

  it('lets only the asker accept somebody else’s answer, and tells the answerer', async () => {
    const asker = await signInAs(app, { name: '提问者' });
    const answerer = await signInAs(app, { name: '回答者' });
    const other = await signInAs(app);
    const questionId = await post(asker, { kind: 'question', title: '如何处理类别不平衡？' });
    const answerId = await reply(answerer, questionId, '<p>试试过采样。</p>');
    const laterId = await reply(other, questionId, '<p>调整类别权重。</p>');
    const ownAnswer = await reply(asker, questionId, '<p>补充说明</p>');
    const accept = (who: SignedIn, replyId: number) =>
      app.inject({ method: 'PUT', url: `/api/discussion/posts/${questionId}/accepted`, headers: who.headers, payload: { replyId } });

    const byOther = await accept(answerer, answerId);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().errno).toBe('e40361');
    expect((await accept(staff, answerId)).statusCode).toBe(403);
    expect((await accept(asker, ownAnswer)).json().errno).toBe('e40063');
    const foreignId = await reply(other, await post(other), '<p>别处</p>');
    expect((await accept(asker, foreignId)).statusCode).toBe(400);

    expect((await accept(asker, laterId)).json().data).toEqual({ postId: questionId, acceptedReplyId: laterId });
    expect((await accept(asker, answerId)).json().data).toEqual({ postId: questionId, acceptedReplyId: answerId });
    const detail = (await app.inject({ url: `/api/discussion/posts/${questionId}` })).json().data;
    expect(detail).toMatchObject({ solved: true, acceptedReplyId: answerId, replies: 3 });
    const replies = (await app.inject({ url: `/api/discussion/posts/${questionId}/replies` })).json().data.list;
    expect(replies.map((item: { id: number; accepted: boolean }) => [item.id, item.accepted])).toEqual([
      [answerId, true],
      [laterId, false],
      [ownAnswer, false],
    ]);

    const answered = await noticesOf(asker);
    expect(answered.filter((text) => text.includes('回答了你的问题「如何处理类别不平衡？」'))).toHaveLength(2);
    expect((await noticesOf(answerer)).filter((text) => text.includes('提问者 采纳了你对「如何处理类别不平衡？」的回答'))).toHaveLength(1);

    // A topic has no accepted answer.
    const topicId = await post(asker);
    const topicReply = await reply(answerer, topicId);
    const onTopic = await app.inject({
      method: 'PUT',
      url: `/api/discussion/posts/${topicId}/accepted`,
      headers: asker.headers,
      payload: { replyId: topicReply },
    });
    expect(onTopic.json().errno).toBe('e40062');
    expect((await noticesOf(asker)).filter((text) => text.includes('回复了你的帖子'))).toHaveLength(1);

    const withdrawn = await app.inject({ method: 'DELETE', url: `/api/discussion/posts/${questionId}/accepted`, headers: asker.headers });
    expect(withdrawn.json().data).toEqual({ postId: questionId, acceptedReplyId: null });
  });

  it('hides what staff mark abnormal from everybody but its author, and restores it', async () => {
    const author = await signInAs(app);
    const reader = await signInAs(app);
    const marker = `异常-${engine}-${Date.now()}`;
    const id = await post(author, { kind: 'question', title: `${marker} 问题` });
    const goodReply = await reply(reader, id, '<p>正常回答</p>');
    const badReply = await reply(reader, id, '<p>广告</p>');
    const moderate = (who: SignedIn | null, url: string, abnormal: boolean) =>
      app.inject({ method: 'PUT', url, headers: who?.headers ?? {}, payload: { abnormal, reason: '广告内容' } });

    expect((await moderate(null, `/api/discussion/posts/${id}/moderation`, true)).statusCode).toBe(401);
    expect((await moderate(author, `/api/discussion/posts/${id}/moderation`, true)).statusCode).toBe(403);
    expect((await moderate(staff, '/api/discussion/posts/999999/moderation', true)).statusCode).toBe(404);

    // A hidden reply: gone for others, still there for its author and staff, no longer counted.
    expect((await moderate(staff, `/api/discussion/replies/${badReply}/moderation`, true)).json().data).toEqual({
      id: badReply,
      abnormal: true,
    });
    const ids = async (who: SignedIn | null) =>
      (await app.inject({ url: `/api/discussion/posts/${id}/replies`, headers: who?.headers ?? {} }))
        .json()
        .data.list.map((r: { id: number }) => r.id);
    expect(await ids(null)).toEqual([goodReply]);
    expect(await ids(author)).toEqual([goodReply]);
    expect(await ids(reader)).toEqual([goodReply, badReply]);
    expect(await ids(staff)).toEqual([goodReply, badReply]);
    expect((await app.inject({ url: `/api/discussion/posts/${id}` })).json().data.replies).toBe(1);
    expect((await app.inject({ method: 'PUT', url: `/api/discussion/replies/${badReply}/like`, headers: author.headers })).statusCode).toBe(
      404,
    );

    // A hidden post: 404 and out of lists for others; its author and staff still open it.
    expect((await moderate(staff, `/api/discussion/posts/${id}/moderation`, true)).statusCode).toBe(200);
    const search = `/api/discussion/posts?search=${encodeURIComponent(marker)}`;
    expect((await app.inject({ url: search })).json().data.total).toBe(0);
    expect((await app.inject({ url: search, headers: reader.headers })).json().data.total).toBe(0);
    expect((await app.inject({ url: search, headers: author.headers })).json().data.list[0]).toMatchObject({ id, abnormal: true });
    expect((await app.inject({ url: `/api/discussion/posts/${id}`, headers: reader.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/discussion/posts/${id}/replies` })).statusCode).toBe(404);
    const own = await app.inject({ url: `/api/discussion/posts/${id}`, headers: author.headers });
    expect(own.json().data).toMatchObject({ abnormal: true, moderationReason: '广告内容' });
    expect((await app.inject({ url: `/api/discussion/posts/${id}`, headers: staff.headers })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/api/discussion/posts/${id}/replies`, headers: reader.headers, payload: { body: 'x' } }))
        .statusCode,
    ).toBe(404);

    // The profile's abnormal tabs: the owner's only.
    const tab = (who: SignedIn | null, owner: SignedIn, name: string) =>
      app.inject({ url: `/api/discussion/users/${owner.user.id}/${name}`, headers: who?.headers ?? {} });
    const asks = (await tab(author, author, 'abnormal-asks')).json().data;
    expect(asks).toMatchObject({ visible: true, total: 1, list: [{ id, abnormal: true }] });
    expect((await tab(reader, author, 'abnormal-asks')).json().data).toEqual({ visible: false, list: [], total: 0 });
    expect((await tab(null, author, 'abnormal-asks')).json().data.visible).toBe(false);
    expect((await tab(author, author, 'asks')).json().data.total).toBe(0);
    // The reply sits on a hidden post now: its author no longer sees the post, so neither its answer.
    expect((await tab(reader, reader, 'abnormal-answers')).json().data.total).toBe(0);

    expect((await moderate(staff, `/api/discussion/posts/${id}/moderation`, false)).json().data).toEqual({ id, abnormal: false });
    expect((await tab(reader, reader, 'abnormal-answers')).json().data).toMatchObject({
      visible: true,
      total: 1,
      list: [{ id, reply: { id: badReply, abnormal: true, moderationReason: '广告内容' } }],
    });
    expect((await tab(null, author, 'asks')).json().data).toMatchObject({ total: 1, list: [{ id, abnormal: false }] });
    expect((await app.inject({ url: search })).json().data.total).toBe(1);
    expect((await moderate(staff, `/api/discussion/replies/${badReply}/moderation`, false)).statusCode).toBe(200);
    expect(await ids(null)).toEqual([goodReply, badReply]);
  });

  it('fills the profile tabs: publishes, asks, articles, answers, collections', async () => {
    const owner = await signInAs(app);
    const other = await signInAs(app);
    const topic = await post(owner, { kind: 'topic' });
    const question = await post(owner, { kind: 'question' });
    const article = await post(owner, { kind: 'article' });
    const othersQuestion = await post(other, { kind: 'question', title: '别人的问题' });
    const answer = await reply(owner, othersQuestion, '<p>我的回答</p>');
    await app.inject({ method: 'PUT', url: `/api/discussion/posts/${othersQuestion}/collection`, headers: owner.headers });
    const ids = async (name: string) =>
      (await app.inject({ url: `/api/discussion/users/${owner.user.id}/${name}` })).json().data.list.map((item: { id: number }) => item.id);
    expect(await ids('publishes')).toEqual([topic]);
    expect(await ids('asks')).toEqual([question]);
    expect(await ids('articles')).toEqual([article]);
    expect(await ids('collections')).toEqual([othersQuestion]);
    const answers = (await app.inject({ url: `/api/discussion/users/${owner.user.id}/answers` })).json().data;
    expect(answers).toMatchObject({
      visible: true,
      total: 1,
      list: [{ id: othersQuestion, title: '别人的问题', reply: { id: answer, excerpt: '我的回答' } }],
    });
    expect((await app.inject({ url: '/api/discussion/users/abc/publishes' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/discussion/users/99999999/publishes' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/discussion/users/${owner.user.id}/secrets` })).statusCode).toBe(400);
  });

  it('lists by board and kind, latest or hottest first, and finds Chinese words', async () => {
    const author = await signInAs(app);
    const fan = await signInAs(app);
    const otherBoard = await upsertGeneralBoard(app.db, {
      slug: `qa-${engine}`,
      nameZh: '问答',
      nameEn: 'Q&A',
      descriptionZh: '',
      descriptionEn: '',
      sort: 2,
    });
    const old = await post(author, { boardId: otherBoard, kind: 'question', title: '梯度提升树的学习率怎么选', body: '<p>交叉验证</p>' });
    const fresh = await post(author, { boardId: otherBoard, kind: 'topic', title: '组队', body: '<p>寻找队友，擅长<b>时间序列</b></p>' });
    await app.inject({ method: 'PUT', url: `/api/discussion/posts/${old}/like`, headers: fan.headers });
    await reply(fan, old);

    const list = async (query: string) =>
      (await app.inject({ url: `/api/discussion/posts?${query}` })).json().data.list.map((item: { id: number }) => item.id);
    expect(await list(`board=${otherBoard}`)).toEqual([fresh, old]);
    expect(await list(`board=${otherBoard}&sort=hottest`)).toEqual([old, fresh]);
    expect(await list(`board=${otherBoard}&kind=question`)).toEqual([old]);
    expect(await list(`search=${encodeURIComponent('学习率')}`)).toEqual([old]);
    expect(await list(`search=${encodeURIComponent('时间序列')}`)).toEqual([fresh]);
    expect(await list(`board=${otherBoard}&search=${encodeURIComponent('b>')}`)).toEqual([]);
    expect(await list('search=%25')).toEqual([]);
    const paged = (await app.inject({ url: `/api/discussion/posts?board=${otherBoard}&per_page=1&page=2` })).json().data;
    expect(paged).toMatchObject({ total: 2, list: [{ id: old }] });
    expect((await app.inject({ url: `/api/discussion/boards/${otherBoard}` })).json().data.posts).toBe(2);

    const competitionId = await importDemo(app, 'government-hotline-routing');
    const board = (await app.inject({ url: `/api/discussion/competitions/${competitionId}/board` })).json().data;
    const onCompetition = await post(author, { boardId: board.id, title: '赛题讨论' });
    expect(await list(`competitionId=${competitionId}`)).toEqual([onCompetition]);
  });

  it(`refuses more than ${POSTING_LIMIT_PER_MINUTE} posts and replies a minute from one user`, async () => {
    const writer = await signInAs(app);
    const first = await post(writer);
    for (let i = 1; i < POSTING_LIMIT_PER_MINUTE; i += 1) await reply(writer, first);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/discussion/posts',
      headers: { ...writer.headers, 'x-lang': 'en-US' },
      payload: { boardId, kind: 'topic', title: 't', body: 'b' },
    });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ errno: 'e42960' });
    expect(tooMany.json().message).toContain(`${POSTING_LIMIT_PER_MINUTE}`);
    const replyTooMany = await app.inject({
      method: 'POST',
      url: `/api/discussion/posts/${first}/replies`,
      headers: writer.headers,
      payload: { body: 'x' },
    });
    expect(replyTooMany.statusCode).toBe(429);
    expect(replyTooMany.json().message).toMatch(/每分钟最多发布/);
    // Nothing was written by the refused requests; somebody else still writes.
    expect((await app.inject({ url: `/api/discussion/users/${writer.user.id}/publishes` })).json().data.total).toBe(1);
    await post(await signInAs(app));
  });

  it('seeds the demo discussion once: boards, posts with replies, an accepted answer, one abnormal post', async () => {
    await importDemo(app, 'big-data-credit-default');
    const people = await Promise.all(Array.from({ length: 40 }, (_, i) => createUser(app, { name: `演示人${i}` })));
    const demo = await signInAs(app, { name: '演示用户' });
    const written = await seedDiscussionDemo(app, { people, demo: demo.user }, new Date());
    expect(written).toBeGreaterThanOrEqual(20);
    expect(written).toBeLessThanOrEqual(DEMO_POSTS.length);
    expect(await seedDiscussionDemo(app, { people, demo: demo.user }, new Date())).toBe(0);

    const boards = (await app.inject({ url: '/api/discussion/boards' })).json().data as Array<{
      kind: string;
      name: string;
      posts: number;
    }>;
    expect(boards.filter((b) => b.kind === 'general').map((b) => b.name)).toEqual(
      expect.arrayContaining(['综合交流', '技术问答', '经验分享', '组队招募']),
    );
    expect(boards.find((b) => b.name === '技术问答')!.posts).toBeGreaterThan(3);
    const competitionBoard = boards.find((b) => b.kind === 'competition' && b.posts > 0);
    expect(competitionBoard).toBeDefined();

    const questions = (await app.inject({ url: '/api/discussion/posts?kind=question&per_page=50' })).json().data.list as Array<{
      solved: boolean;
      replies: number;
    }>;
    expect(questions.some((q) => q.solved && q.replies > 0)).toBe(true);
    const qa = boards.find((b) => b.name === '技术问答') as unknown as { id: number };
    const hottest = (await app.inject({ url: `/api/discussion/posts?board=${qa.id}&sort=hottest&per_page=5` })).json().data.list;
    expect(hottest[0].likes).toBeGreaterThan(0);

    const abnormal = (await app.inject({ url: `/api/discussion/users/${demo.user.id}/abnormal-asks`, headers: demo.headers })).json().data;
    expect(abnormal).toMatchObject({ visible: true, total: 1, list: [{ abnormal: true }] });
    const hidden = await app.inject({ url: `/api/discussion/posts?search=${encodeURIComponent('代做')}` });
    expect(hidden.json().data.total).toBe(0);
    expect((await noticesOf(demo)).some((text) => text.includes('回答了你的问题'))).toBe(true);
  });

  describe('editor image upload', () => {
    const upload = (who: SignedIn | null, body: { payload: Buffer | string; headers: Record<string, string> }, lang = 'zh-CN') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/dfeditor/upload',
        headers: { ...(who?.headers ?? {}), ...body.headers, 'x-lang': lang },
        payload: body.payload,
      });

    it('stores a re-encoded image without metadata and serves it', async () => {
      const who = await signInAs(app);
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
        .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 31.2N 121.5E' } })
        .jpeg()
        .toBuffer();
      expect((await upload(null, multipartBody(jpeg, 'image', 'a.jpg', 'image/jpeg'))).statusCode).toBe(401);
      const res = await upload(who, multipartBody(jpeg, 'image', 'a.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(200);
      const url = res.json().data.url as string;
      expect(url).toMatch(/^\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\.jpg$/);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      const pngRes = await upload(who, multipartBody(await pngImage()));
      expect(pngRes.json().data.url).toMatch(/\.png$/);
      expect((await app.inject({ url: '/api/v1/dfeditor/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/v1/dfeditor/images/00000000000000000000000000000000.jpg' })).statusCode).toBe(404);
    });

    it('refuses files that are not images by their content, polyglots keep no payload', async () => {
      const who = await signInAs(app);
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const wrong = await upload(who, multipartBody(html, 'image', 'x.png', 'image/png'), 'en-US');
      expect(wrong.statusCode).toBe(415);
      expect(wrong.json().message).toBe('Only JPG/PNG/WEBP images are accepted.');
      // A GIF renamed: refused by its bytes.
      expect((await upload(who, multipartBody(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image', 'x.png'))).statusCode).toBe(415);
      // Right magic bytes, no image behind them.
      const cut = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
      expect((await upload(who, multipartBody(cut))).statusCode).toBe(400);
      // A real PNG with HTML after its end: stored, but the re-encoded file holds no trace of it.
      const polyglot = Buffer.concat([await pngImage(), Buffer.from('<script>alert("polyglot")</script>')]);
      const res = await upload(who, multipartBody(polyglot));
      expect(res.statusCode).toBe(200);
      const served = await app.inject({ url: res.json().data.url });
      expect(served.rawPayload.includes(Buffer.from('polyglot'))).toBe(false);
    });

    it('refuses oversize files, other field names and cut-off bodies in the caller language', async () => {
      const who = await signInAs(app);
      const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooLarge = await upload(who, multipartBody(big), 'en-US');
      expect(tooLarge.statusCode).toBe(413);

      const otherField = await upload(who, multipartBody(await pngImage(), 'file'), 'en-US');
      expect(otherField.statusCode).toBe(400);
      expect(otherField.json()).toMatchObject({ errno: 'e40060', message: 'Please upload one image in the field "image".' });
      expect((await upload(who, multipartBody(await pngImage(), 'file'))).json().message).toBe('请通过字段 image 上传一张图片');

      const cutOff = {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc',
      };
      const cut = await upload(who, cutOff, 'en-US');
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe('The request is invalid.');

      const notMultipart = await app.inject({
        method: 'POST',
        url: '/api/v1/dfeditor/upload',
        headers: who.headers,
        payload: { image: 'x' },
      });
      expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
      expect(notMultipart.statusCode).toBeLessThan(500);
    });
  });
});
