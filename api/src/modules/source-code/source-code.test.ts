import { gzipSync } from 'node:zlib';
import { buildTestApp, engines, signInAs, type TestApp } from '../../test';
import { textEntry, zip } from '../../test/hostile-files';
import {
  captainOf,
  importDemo,
  joinTeam,
  json,
  multipartFile,
  predictionFrom,
  scoredUpload,
  type Player,
  statusesOf,
} from '../../test/competitions';

/** A multipart body with text fields first, then one file (as the page's uploader sends it). */
function shareForm(fields: Record<string, string>, file?: { name: string; content: Buffer | string }) {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A real ZIP: an archive is looked into before it is kept, so bytes that only start like one are refused.
const ZIP = zip([textEntry('main.py', 'print("gradient boosting")\n')]);

describe.each(engines())('shared source code (%s)', (engine) => {
  let app: TestApp;
  let id: number;
  let captain: Player;
  let member: Player;
  let teamId: number;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
    id = await importDemo(app);
    captain = await signInAs(app, { name: 'code captain' });
    member = await signInAs(app, { name: 'code member' });
    teamId = await captainOf(app, id, captain, 'open source team');
    await joinTeam(app, id, teamId, captain, member);
  }, 120_000);
  afterAll(() => app.close());

  const shareFile = (who: Player | undefined, name: string, content: Buffer | string, title = 'our solution') => {
    const form = shareForm({ cmptId: String(id), title, description: 'gradient boosting, 5 folds' }, { name, content });
    return app.inject({
      method: 'POST',
      url: '/api/competitions/submits/source-code/file',
      headers: { ...(who?.headers ?? {}), ...form.headers, 'x-lang': 'en-US' },
      payload: form.payload,
    });
  };
  const shareLink = (who: Player | undefined, url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/competitions/submits/source-code',
      headers: { ...(who?.headers ?? {}), 'x-lang': 'en-US' },
      payload: { cmptId: id, title: 'repository', description: 'all of it', url },
    });

  it('shares a file checked by its content, serves it as a download, and replaces it when shared again', async () => {
    const shared = json(await shareFile(member, 'solution.zip', ZIP));
    expect(shared.data).toMatchObject({
      competitionId: id,
      teamId,
      teamName: 'open source team',
      userName: 'code member',
      title: 'our solution',
      fileName: 'solution.zip',
      size: ZIP.length,
      url: null,
      commentCount: 0,
    });
    const download = await app.inject({ url: shared.data.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(ZIP)).toBe(true);

    // Other kinds: a gzip'd tar, a script, a notebook.
    expect(json(await shareFile(member, 'code.tar.gz', gzipSync(Buffer.from('tar body')))).data.fileName).toBe('code.tar.gz');
    expect(json(await shareFile(captain, 'train.py', 'import pandas as pd\nprint("ok")\n')).data.fileName).toBe('train.py');
    const notebook = json(await shareFile(captain, 'eda.ipynb', JSON.stringify({ cells: [], nbformat: 4 })));
    expect(notebook.data).toMatchObject({ id: shared.data.id, fileName: 'eda.ipynb' });
    // One share per team: the leaderboard links to it.
    const listed = json(await app.inject({ url: `/api/competitions/submits/source-code?cmptId=${id}` })).data;
    expect(listed.list.filter((s: { teamId: number }) => s.teamId === teamId)).toHaveLength(1);
    await scoredUpload(app, id, captain, predictionFrom('big-data-credit-default'));
    const board = json(await app.inject({ url: `/api/competitions/${id}?part=rankings` })).data;
    expect(board.list.find((r: { teamId: number }) => r.teamId === teamId).sourceCodeId).toBe(shared.data.id);
    expect(json(await app.inject({ url: `/api/competitions/submits/source-code?id=${shared.data.id}` })).data.list[0].fileName).toBe(
      'eda.ipynb',
    );
  });

  it('refuses files whose name or content is not source code, and files too large', async () => {
    expect(json(await shareFile(member, 'tool.exe', ZIP))).toMatchObject({ errno: 'e40022' });
    expect(json(await shareFile(member, 'fake.zip', 'just text'))).toMatchObject({
      errno: 'e40023',
      message: "The file's content does not match its extension .zip.",
    });
    expect(json(await shareFile(member, 'binary.py', ZIP))).toMatchObject({ errno: 'e40023' });
    expect(json(await shareFile(member, 'notebook.ipynb', 'print(1)'))).toMatchObject({ errno: 'e40023' });
    const huge = await shareFile(member, 'big.zip', Buffer.concat([ZIP, Buffer.alloc(20 * 1024 * 1024 + 1)]));
    expect(huge.statusCode).toBe(413);
    expect(json(huge).errno).toBe('e41311');
    const missing = shareForm({ cmptId: String(id), title: 'x' });
    expect(
      json(
        await app.inject({
          method: 'POST',
          url: '/api/competitions/submits/source-code/file',
          headers: { ...member.headers, ...missing.headers },
          payload: missing.payload,
        }),
      ).errno,
    ).toBe('e40020');
  });

  it('shares a repository link, https only', async () => {
    expect(json(await shareLink(captain, 'https://git.example.com/team/solution')).data).toMatchObject({
      url: 'https://git.example.com/team/solution',
      fileName: null,
      fileUrl: null,
    });
    for (const bad of ['http://git.example.com/x', 'javascript:alert(1)', 'https://user:secret@git.example.com/x', 'ftp://x']) {
      expect((await shareLink(captain, bad)).statusCode).toBe(400);
    }
  });

  it('takes comments from any signed-in user, newest first, ten to a page', async () => {
    const share = json(await app.inject({ url: `/api/competitions/submits/source-code?cmptId=${id}` })).data.list[0];
    const reader = await signInAs(app, { name: 'curious reader' });
    for (let i = 1; i <= 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/competitions/submits/source-code/comment',
        headers: reader.headers,
        payload: { procedureId: share.id, content: `comment ${i}` },
      });
      expect(json(res).data).toMatchObject({ userName: 'curious reader', content: `comment ${i}` });
    }
    const first = json(await app.inject({ url: `/api/competitions/submits/source-code/comment?procedureId=${share.id}&page=1` })).data;
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0].content).toBe('comment 12');
    const second = json(
      await app.inject({ url: `/api/competitions/submits/source-code/comment?procedureId=${share.id}&page=2&size=10` }),
    ).data;
    expect(second.list.map((c: { content: string }) => c.content)).toEqual(['comment 2', 'comment 1']);
    expect(json(await app.inject({ url: `/api/competitions/submits/source-code?id=${share.id}` })).data.list[0].commentCount).toBe(12);
    expect((await app.inject({ url: '/api/competitions/submits/source-code/comment?procedureId=999999' })).statusCode).toBe(404);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/competitions/submits/source-code/comment',
      headers: reader.headers,
      payload: { procedureId: share.id, content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  // PostgreSQL cannot hold a NUL in text: the multipart fields are checked like a JSON body, and the
  // file's own name loses its control characters.
  it('refuses a NUL in a text field of a shared file and keeps none in its name', async () => {
    const refused = await shareFile(member, 'solution.zip', ZIP, 'our\u0000solution');
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('Invalid title: must not contain a NUL character');
    const named = await shareFile(member, 'sol\u0000ution.zip', ZIP);
    expect(named.statusCode).toBe(200);
    expect(json(named).data.fileName).toBe('solution.zip');
  });

  it('checks the caller on every source code endpoint', async () => {
    const stranger = await signInAs(app, { name: 'code stranger' });
    const share = json(await app.inject({ url: `/api/competitions/submits/source-code?cmptId=${id}` })).data.list[0];
    const link = {
      method: 'POST',
      url: '/api/competitions/submits/source-code',
      payload: { cmptId: id, title: 't', url: 'https://git.example.com/a' },
    } as const;
    const comment = {
      method: 'POST',
      url: '/api/competitions/submits/source-code/comment',
      payload: { procedureId: share.id, content: 'nice' },
    } as const;
    const calls = [
      { method: 'GET', url: `/api/competitions/submits/source-code?cmptId=${id}` },
      { method: 'GET', url: `/api/competitions/submits/source-code/comment?procedureId=${share.id}` },
      link,
      comment,
      { method: 'DELETE', url: `/api/competitions/submits/source-code/${share.id}` },
    ] as const;
    const who = { anonymous: undefined, stranger, member, captain } as const;
    const expected: Record<keyof typeof who, number[]> = {
      anonymous: [200, 200, 401, 401, 401],
      stranger: [200, 200, 403, 200, 403],
      member: [200, 200, 200, 200, 200],
      // The member withdrew it (with its comments): the captain shares anew, withdrawing again is no error.
      captain: [200, 404, 200, 404, 200],
    };
    for (const [role, signed] of Object.entries(who) as [keyof typeof who, Player | undefined][]) {
      expect({ role, statuses: await statusesOf(app, signed, calls) }).toEqual({ role, statuses: expected[role] });
    }
    const file = multipartFile('a.zip', ZIP);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/competitions/submits/source-code/file',
          headers: file.headers,
          payload: file.payload,
        })
      ).statusCode,
    ).toBe(401);
    expect(json(await shareFile(stranger, 'a.zip', ZIP)).errno).toBe('e40313');
  });
});
