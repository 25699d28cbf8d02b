// Stored XSS over the whole site: every payload of the corpus (support/xss-corpus.ts) is written
// through the user-writable text fields, by real signed-in users over the API, and every page that
// shows them is opened in Chromium with hooks on dialogs, on the `__xss` global, on the console and on
// CSP violations. Nothing may run, no page may lose its header or heading or grow sideways, nothing
// may be injected as markup (handlers, script URLs, frames), and the site's CSP collector must have
// received no report over the run.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cspReportsToken, signInOrRegister, uniqueAccount } from './support/site';
import { pack, type Payload, XSS_PAYLOADS } from './support/xss-corpus';

const STAFF_ACCOUNT = 'staff-e2e@dcic.example';

interface Person {
  context: BrowserContext;
  request: APIRequestContext;
  id: number;
  name: string;
}

const tally = { stores: 0, pages: 0, executed: [] as string[], violations: [] as string[], broken: [] as string[] };

/** A fresh browser context with the hooks that see a payload run. */
async function hookedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: (n: unknown) => void };
    w.__xss = (n) => console.log(`XSS-EXECUTED ${String(n)}`);
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.log(`CSP-VIOLATION ${event.disposition} ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  return context;
}

/** Asserts an API answer succeeded and counts it as one store. */
async function stored(response: Promise<import('@playwright/test').APIResponse>, what: string) {
  const answer = await response;
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  tally.stores += 1;
  return answer.json().catch(() => null);
}

async function person(browser: Browser, name: string, account = uniqueAccount()): Promise<Person> {
  const context = await hookedContext(browser);
  const { request } = context;
  await signInOrRegister(request, account, name);
  const me = await request.get('/api/users/sso');
  expect(me.ok(), await me.text()).toBe(true);
  return { context, request, id: (await me.json()).data.id as number, name };
}

/** Payloads that fit a field of `limit` characters, starting at `offset` so fields share the work. */
const rotated = (offset: number) => [...XSS_PAYLOADS.slice(offset), ...XSS_PAYLOADS.slice(0, offset)];
const allJoined = XSS_PAYLOADS.map((payload) => payload.text).join('\n');
const texts = (limit: number, offset = 0) => pack(rotated(offset % XSS_PAYLOADS.length), limit).texts;
/** Short payloads a person's name can be (no control characters: the SSO refuses them). */
const nameable = XSS_PAYLOADS.filter((payload: Payload) => payload.text.length <= 30 && !/[\u0000-\u001f]/.test(payload.text));

/** A reviewer of the review demo (docs/review.md) who has submitted scores in its open round. */
const REVIEWER = { account: 'lin-2019', password: 'Review1234' };

interface View {
  /** Text the page must show (default: a payload). */
  shows?: string;
  /** Where that text is: the page's main column (default), or a drawer or dialog the page opens. */
  within?: string;
  /** What to do once the page is open (open a drawer). */
  open?: (page: Page) => Promise<void>;
  /** The layout has the site's header (the review area's has not). */
  header?: boolean;
}

/** Opens a page as `who` and checks it: nothing ran, nothing injected, the layout held. */
async function inspect(context: BrowserContext, path: string, view: View = {}) {
  const { shows, within = 'main.dcic-main', open, header: withHeader = true } = view;
  const page: Page = await context.newPage();
  page.on('dialog', (dialog) => {
    tally.executed.push(`${path}: dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('XSS-EXECUTED')) tally.executed.push(`${path}: ${text}`);
    if (text.startsWith('CSP-VIOLATION')) tally.violations.push(`${path}: ${text}`);
  });
  await page.goto(path);
  tally.pages += 1;
  if (withHeader) await expect(page.locator('header.dcic-header'), `${path}: header`).toBeVisible();
  else await expect(page.locator('main.dcic-main'), `${path}: main column`).toBeVisible();
  if (open) await open(page);
  // The stored text is on the page (as text), so the page did show the payloads.
  await expect(page.locator(within).first(), `${path}: shows the stored text`).toContainText(shows ?? /__xss\(|alert\(/, {
    timeout: 20_000,
  });
  await page.waitForTimeout(300);
  const layout = await page.evaluate((withHeader) => {
    const problems: string[] = [];
    const headerElement = document.querySelector('header.dcic-header');
    const box = headerElement?.getBoundingClientRect();
    if (!withHeader) {
      // The review area's layout has no site header.
    } else if (!headerElement || !box || box.height < 10 || getComputedStyle(headerElement).visibility === 'hidden')
      problems.push('header hidden');
    else {
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !headerElement.contains(top)) problems.push(`header covered by <${top?.tagName.toLowerCase()}>`);
    }
    const headings = [...document.querySelectorAll('#dcic-app :is(h1, h2, h3, h4, h5, h6, [role="heading"])')].filter((el) => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    if (headings.length === 0) problems.push('no visible heading');
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 1) problems.push(`page ${overflow}px wider than the window`);
    const app = document.querySelector('#dcic-app')!;
    // The page, and what it draws outside it (drawers and dialogs live in containers of the body's own).
    const drawn = document.querySelectorAll('#dcic-app *, body > div:not(#dcic-app) *');
    for (const el of drawn) {
      for (const attribute of el.getAttributeNames()) {
        if (/^on/i.test(attribute)) problems.push(`<${el.tagName.toLowerCase()} ${attribute}>`);
        if (/^(href|src|action|formaction|data|xlink:href|srcdoc)$/i.test(attribute)) {
          const value = (el.getAttribute(attribute) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (attribute === 'srcdoc' || /^(javascript|vbscript|data:text\/html)/.test(value)) {
            problems.push(`<${el.tagName.toLowerCase()} ${attribute}="${value.slice(0, 40)}">`);
          }
        }
      }
    }
    const injected = document.querySelectorAll(
      ':is(#dcic-app, body > div:not(#dcic-app)) :is(script, iframe, object, embed, base, meta, link, style, form[action^="javascript"])',
    );
    for (const el of injected) problems.push(`injected <${el.tagName.toLowerCase()}>`);
    // No box of the page's content escapes the page to the left or right (unless a scrolling or
    // clipping box holds it, or it is drawn out of the flow on purpose, like a screen-reader label).
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== app; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of app.querySelectorAll('main *')) {
      const b = el.getBoundingClientRect();
      if (b.width <= 1 || b.height <= 1 || (b.right <= window.innerWidth + 1 && b.left >= -1)) continue;
      if (['absolute', 'fixed'].includes(getComputedStyle(el).position) || clipped(el)) continue;
      problems.push(`<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}"> outside the page`);
    }
    return [...new Set(problems)].slice(0, 10);
  }, withHeader);
  for (const problem of layout) tally.broken.push(`${path}: ${problem}`);
  await page.close();
}

test('no stored XSS payload runs or breaks a page, and no page reports a CSP violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  // A control for the collector: one inline script a page inserts on purpose must reach it (it runs
  // first and is looked for at the end, with every other report).
  const visitor = await hookedContext(browser);
  const probe = await visitor.newPage();
  await probe.goto('/help?csp-probe');
  await probe.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'void 0';
    document.body.append(script);
  });
  await probe.close();

  const found = await browser.newContext().then((c) => c.request.get('/api/competitions', { params: { search: '信贷' } }));
  const competitionId = (await found.json()).data.cmpt.competitions[0].id as number;

  // ---- people: a captain, two profile writers, and requesters whose names are payloads ----
  const captain = await person(browser, nameable[0]!.text);
  const writers = [await person(browser, nameable[1]!.text), await person(browser, nameable[2]!.text)];
  const requesterNames = nameable.slice(3, 3 + 14);
  const requesters: Person[] = [];
  for (let i = 0; i < requesterNames.length; i += 4) {
    requesters.push(...(await Promise.all(requesterNames.slice(i, i + 4).map((payload) => person(browser, payload.text)))));
  }
  const staff = await person(browser, '审核员', STAFF_ACCOUNT);

  // ---- profile fields: nickname (the header's name), introduction, industry, place, history, skills, accomplishments ----
  // The two writers at once (each one's own entries in order).
  await Promise.all(
    writers.map(async (writer, index) => {
      const { request } = writer;
      const short = texts(100, index * 40);
      await stored(request.put('/api/users/updateUserName', { data: { userName: writer.name } }), 'user name');
      await stored(request.put('/api/users/updateIntro', { data: { introduction: texts(200, index * 7)[0] } }), 'introduction');
      await stored(request.put('/api/users/updateInd', { data: { industry: texts(50, index * 11 + 3)[0] } }), 'industry');
      await stored(
        request.post('/api/users/updateLocation', {
          data: { province: texts(30, index * 13 + 5)[0], location: texts(50, index * 17 + 9)[0] },
        }),
        'location',
      );
      for (let i = 0; i < 3; i += 1) {
        await stored(
          request.post('/api/users/addEducation', {
            data: {
              eduStartTime: '2018-09-01',
              schoolName: short[i]!,
              majorName: texts(50, 20 * i + index)[0],
              degreeName: texts(30, 30 * i + index)[0],
            },
          }),
          'education',
        );
        await stored(
          request.post('/api/users/addWork', {
            data: { workStartTime: '2020-01-01', companyName: short[3 + i]!, jobName: texts(50, 50 + 20 * i + index)[0] },
          }),
          'work',
        );
      }
      // Skills (20 characters): the few payloads that short, shared between the writers.
      for (const skillName of pack(XSS_PAYLOADS, 20).texts.filter((_, i) => i % writers.length === index)) {
        await stored(request.post('/api/users/addTag', { data: { skillName } }), 'skill');
      }
      // Accomplishments carry every short payload (name and organisation) and a long description.
      const long = texts(500, index * 30);
      for (let i = 6, j = 0; i < short.length && j < 20; i += 2, j += 1) {
        await stored(
          request.post(`/api/users/add${['Article', 'Project', 'Prize', 'Others'][j % 4]}`, {
            data: { name: short[i]!, organization: short[i + 1] ?? '', description: long[j % long.length]! },
          }),
          'accomplishment',
        );
      }
    }),
  );

  // ---- the team: name, announcement, mentor; join requests with messages; the cheating verdict and the appeal ----
  const { request: cap } = captain;
  await stored(cap.post(`/api/competitions/${competitionId}/users`, { data: {} }), 'sign-up');
  const team = (
    await stored(
      cap.post('/api/teams', { data: { cmptId: competitionId, name: `${texts(33, 4)[0]} ${Date.now().toString(36).slice(-6)}` } }),
      'team',
    )
  ).data;
  await stored(
    cap.put(`/api/teams/${team.id}`, {
      data: { announcement: texts(500, 21)[0], mentor: texts(40, 8)[0], mentorOrganisation: texts(100, 12)[0] },
    }),
    'team fields',
  );
  const joinMessages = texts(200, 0);
  await Promise.all(
    requesters.map(async (requester, i) => {
      await stored(requester.request.post(`/api/competitions/${competitionId}/users`, { data: {} }), 'sign-up');
      await stored(
        requester.request.post(`/api/teams/v2/${team.id}/requests`, {
          data: { cmptId: competitionId, message: joinMessages[i % joinMessages.length] },
        }),
        'join request',
      );
    }),
  );

  // ---- source code shared by the team, with comments carrying the whole corpus ----
  const share = (
    await stored(
      cap.post('/api/competitions/submits/source-code', {
        data: {
          cmptId: competitionId,
          title: texts(100, 33)[0],
          description: texts(2000, 40)[0],
          url: 'https://example.com/dcic/solution',
        },
      }),
      'source code',
    )
  ).data;
  for (const comment of texts(1000)) {
    await stored(
      writers[0]!.request.post('/api/competitions/submits/source-code/comment', { data: { procedureId: share.id, content: comment } }),
      'comment',
    );
  }

  // ---- discussion: a topic, a question and an article, each with the whole corpus, and replies ----
  const board = (await (await cap.get(`/api/discussion/competitions/${competitionId}/board`)).json()).data as { id: number };
  const posts: number[] = [];
  for (const [i, kind] of (['topic', 'question', 'article'] as const).entries()) {
    const body = XSS_PAYLOADS.map((payload) => `<p>${payload.text}</p>`).join('');
    const post = await stored(
      cap.post('/api/discussion/posts', { data: { boardId: board.id, kind, title: texts(100, 50 + i * 9)[0], body } }),
      kind,
    );
    posts.push(post.data.id);
  }
  await stored(writers[1]!.request.post(`/api/discussion/posts/${posts[0]}/replies`, { data: { body: allJoined } }), 'reply');
  await stored(writers[1]!.request.post(`/api/discussion/posts/${posts[1]}/replies`, { data: { body: `<p>${allJoined}</p>` } }), 'reply');

  // ---- messages to the captain, from the writers (at most 15 each: the send limit is 20 a minute) ----
  const messages = texts(255);
  const senders = [writers[0]!, writers[1]!, requesters[0]!];
  await Promise.all(
    senders.map(async (sender, n) => {
      for (const content of messages.slice(n * 15, (n + 1) * 15)) {
        await stored(sender.request.post('/api/v1/inbox/messages', { data: { receivers: [captain.id], content } }), 'message');
      }
    }),
  );

  // ---- a dataset (Markdown descriptions carry the whole corpus) and an organiser application ----
  const dataset = await stored(
    cap.post('/api/datasets', {
      multipart: {
        nameZh: texts(100, 70)[0]!,
        nameEn: texts(100, 80)[0]!,
        descriptionZh: allJoined,
        descriptionEn: XSS_PAYLOADS.map((payload) => `- ${payload.text}`).join('\n'),
        licence: 'cc0-1.0',
        tags: 'xss',
        competitionIds: String(competitionId),
        files: { name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
      },
    }),
    'dataset',
  );
  await stored(
    cap.post('/api/organisers/applications', {
      data: {
        organisation: texts(100, 90)[0],
        contact: texts(50, 95)[0],
        phone: '0591-88886666',
        email: 'org@dcic.example',
        organisationType: 'enterprise',
        topic: texts(100, 100)[0],
        expectedDates: texts(100, 110)[0],
        budget: 'undecided',
        description: texts(2000, 120)[0],
      },
    }),
    'organiser application',
  );

  // ---- staff finds the team cheating (a reason the members read); the captain appeals ----
  await stored(
    staff.request.post(`/api/competitions/${competitionId}/cheat`, { data: { teamId: team.id, reason: texts(500, 130)[0] } }),
    'verdict',
  );
  await stored(
    cap.post(`/api/competitions/${competitionId}/cheat/appeal`, { data: { teamId: team.id, content: texts(2000, 140)[0] } }),
    'appeal',
  );
  // ---- a review comment: a reviewer of the review demo revises the comment of a score they submitted ----
  const reviewer = await hookedContext(browser);
  await stored(
    reviewer.request.post('/api/spic-review/user/login', { data: { account: REVIEWER.account, password: REVIEWER.password } }),
    'review login',
  );
  const rounds = (await (await reviewer.request.get('/api/spic-review/rounds')).json()).data as Array<{ id: number; state: string }>;
  const round = rounds.find((candidate) => candidate.state === 'open')!;
  const mine = (await (await reviewer.request.get(`/api/spic-review/rounds/${round.id}/mine`)).json()).data as {
    list: Array<{ project: { id: number; title: string }; state: string; scores: Record<string, number> }>;
  };
  const reviewed = mine.list.find((assignment) => assignment.state === 'submitted')!;
  await stored(
    reviewer.request.put(`/api/spic-review/rounds/${round.id}/scores/${reviewed.project.id}`, {
      data: { scores: reviewed.scores, comment: texts(2000, 150)[0], submit: true },
    }),
    'review comment',
  );
  const storedIn = Date.now() - started;

  // ---- every page that shows them ----
  const views: Array<[BrowserContext, string, View?]> = [
    [writers[0]!.context, `/users/${writers[0]!.id}`, { shows: writers[0]!.name }],
    [writers[1]!.context, `/users/${writers[1]!.id}`, { shows: writers[1]!.name }],
    // A profile is for signed-in users: another user looks at it.
    [captain.context, `/users/${writers[0]!.id}`],
    [writers[1]!.context, `/users/updata/${writers[1]!.id}`],
    [captain.context, `/competitions/${competitionId}/teams`],
    [visitor, `/competitions/${competitionId}/teams`],
    [staff.context, `/competitions/${competitionId}/teams`],
    [visitor, `/competitions/source-code?id=${share.id}`],
    [captain.context, `/competitions/${competitionId}/discuss`],
    ...posts.map((id): [BrowserContext, string] => [visitor, `/discussion/${id}`]),
    [captain.context, '/messages'],
    ...senders.map((sender): [BrowserContext, string] => [captain.context, `/messages/${sender.id}`]),
    [writers[0]!.context, `/messages/${captain.id}`],
    [visitor, `/datasets/${dataset.data.id}`],
    [captain.context, '/ent-apply'],
    [staff.context, '/ent-apply/manage'],
    // The reviewer reads their review in the project's drawer (the same list managers read).
    [
      reviewer,
      '/spic-review/scoremanage',
      {
        header: false,
        within: '[role="dialog"]',
        open: async (page) => {
          const materials = page.getByRole('button', { name: `查看材料：${reviewed.project.title}`, exact: true });
          await expect(materials).toBeVisible();
          await materials.click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    ],
    // Last: notices are written by a background job.
    [captain.context, '/notices'],
  ];

  for (const [context, path, view] of views) await inspect(context, path, view);

  type Report = { documentUrl: string; directive: string; blockedUrl: string };
  let reports: Report[] = [];
  await expect
    .poll(
      async () => {
        reports = (await (await visitor.request.get(`/csp-reports/${cspReportsToken}`)).json()).reports;
        return reports.some((report) => report.documentUrl.includes('csp-probe'));
      },
      { message: 'the control violation reached the collector', timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  const unexpected = reports
    .filter((report) => !report.documentUrl.includes('csp-probe'))
    .map((report) => `${report.documentUrl}: ${report.directive} ${report.blockedUrl}`);
  console.log(
    `XSS corpus: ${XSS_PAYLOADS.length} payloads tried, ${tally.stores} stores (${Math.round(storedIn / 1000)} s), ${tally.pages} pages opened, ` +
      `${tally.executed.length} executed, ${tally.broken.length} layout problems, ${tally.violations.length} CSP violations in the pages, ` +
      `${unexpected.length} at the collector (besides the control), ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expect(tally.executed).toEqual([]);
  expect(tally.broken).toEqual([]);
  expect(tally.violations).toEqual([]);
  expect(unexpected).toEqual([]);
});
