import { getUnreadCount } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { timeState } from '../modules/catalogue';
import { bearer, buildTestApp, engines, tokenFor, type TestApp } from '../test';
import { demoDatabaseRefusal, DemoSeedRefused } from './database-guard';
import type { IdentityOf } from './readme-accounts';
import { README_ACCOUNTS, type ReadmeKey } from './readme-plan';
import { seedDemo, type SeedResult } from './seed';

// The SSO's answer for the README accounts, without an SSO.
const identityOf: IdentityOf = async ({ key, account, name }) => ({
  sub: `readme-${key}`,
  jti: `seed-${key}`,
  exp: 0,
  name,
  account,
  phone: account.includes('@') ? null : account,
  email: account.includes('@') ? account : null,
});

const TABLES = [
  'users',
  'teams',
  'team_members',
  'competition_players',
  'team_join_requests',
  'submissions',
  'team_scores',
  'team_weekly_scores',
  'inbox_messages',
  'inbox_notices',
  'user_follows',
  'source_code_shares',
  'source_code_comments',
  'cheat_verdicts',
  'cheat_appeals',
  'practice_attempts',
  'news_items',
  'datasets',
  'dataset_files',
  'dataset_downloads',
];

describe.each(engines())('demo seed (%s)', (engine) => {
  let app: TestApp;
  let first: SeedResult;

  const rows = async <T>(query: ReturnType<typeof sql>) => (await app.db.execute(query)) as unknown as { rows: T[] };
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [table, Number((await rows<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n)]),
      ),
    );
  const headersOf = async (key: ReadmeKey) => {
    const { name, account } = README_ACCOUNTS.find((a) => a.key === key)!;
    const identity = (await identityOf({ key, name, account } as (typeof README_ACCOUNTS)[number]))!;
    return bearer(await tokenFor({ sub: identity.sub, name, phone: identity.phone, email: identity.email }));
  };
  const running = async () => {
    const all = (
      await rows<{ id: number; slug: string; start_time: string; end_time: string; is_open_signup: boolean }>(
        sql`select id, slug, start_time, end_time, is_open_signup from competitions where type = 'computing'`,
      )
    ).rows;
    return all.map((c) => ({
      ...c,
      state: timeState({ startTime: new Date(c.start_time), endTime: new Date(c.end_time), isOpenSignup: c.is_open_signup }, new Date()),
    }));
  };
  const idOf = async (slug: string) => (await running()).find((c) => c.slug === slug)!.id;

  beforeAll(async () => {
    app = await buildTestApp({ engine });
    first = await seedDemo(app, { size: 'small', identityOf, declaredDemo: engine === 'postgres' });
  }, 240_000);
  afterAll(() => app.close());

  it('gives every running and ended computing competition 20 to 60 teams whose captains are members', async () => {
    const competitions = (await running()).filter((c) => c.state !== 'not-started');
    expect(competitions.length).toBeGreaterThanOrEqual(6);
    expect(first.competitions).toHaveLength(competitions.length);
    for (const competition of competitions) {
      const teams = (
        await rows<{ n: string; led: string; members: string }>(sql`
        select count(*) as n,
               count(*) filter (where exists (select 1 from team_members m where m.team_id = t.id and m.user_id = t.captain_id)) as led,
               (select count(*) from team_members m where m.competition_id = ${competition.id}) as members
        from teams t where t.competition_id = ${competition.id}`)
      ).rows[0]!;
      expect(Number(teams.n)).toBeGreaterThanOrEqual(20);
      expect(Number(teams.n)).toBeLessThanOrEqual(60);
      expect(Number(teams.led)).toBe(Number(teams.n));
      expect(Number(teams.members)).toBeGreaterThan(Number(teams.n));
    }
  });

  it('scores every submission through the job, some into errors with their reason, within the quotas', async () => {
    // Prediction files only: the review demo adds documents of solution competitions, which are not scored.
    const statuses = (
      await rows<{ status: string; n: string; reasons: string }>(
        sql`select status, count(*) as n, count(error_reason) as reasons from submissions where kind = 'prediction' group by status`,
      )
    ).rows;
    const by = Object.fromEntries(statuses.map((s) => [s.status, s]));
    expect(Object.keys(by).sort()).toEqual(['error', 'scored']);
    expect(Number(by.error!.reasons)).toBe(Number(by.error!.n));
    const open = (await rows<{ n: string }>(sql`select count(*) as n from pgboss.job where state in ('created', 'retry', 'active')`))
      .rows[0]!;
    expect(Number(open.n)).toBe(0);
    const over = (
      await rows<{ n: string }>(sql`
      select count(*) as n from (
        select s.team_id, s.schedule_id, count(*) filter (where s.status = 'scored') as ok, count(*) filter (where s.status = 'error') as bad
        from submissions s group by s.team_id, s.schedule_id) q
      join competition_schedules c on c.id = q.schedule_id
      where q.ok > c.max_submit_count or q.bad > c.max_error_submit_count`)
    ).rows[0]!;
    expect(Number(over.n)).toBe(0);
  });

  it('places submissions over several past days, none in the future', async () => {
    const days = (
      await rows<{ days: string; latest: string }>(sql`
      select count(distinct (created_at at time zone 'UTC')::date) as days, max(scored_at) as latest
      from submissions where competition_id = ${await idOf('big-data-credit-default')}`)
    ).rows[0]!;
    expect(Number(days.days)).toBeGreaterThanOrEqual(2);
    expect(new Date(days.latest).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('serves leaderboards with ranks, rank changes, list B once open and the weekly board', async () => {
    const board = async (slug: string, query: string) =>
      (await app.inject({ url: `/api/competitions/${await idOf(slug)}?${query}` })).json().data;
    const changes: number[] = [];
    for (const slug of [
      'big-data-credit-default',
      'government-hotline-routing',
      'healthcare-triage-levels',
      'network-intrusion-detection',
    ]) {
      const a = await board(slug, 'part=rankings&stage=0&page=1&per_size=100');
      expect(a.total).toBeGreaterThanOrEqual(20);
      expect(a.list.map((row: { rank: number }) => row.rank)).toEqual(
        [...a.list.map((row: { rank: number }) => row.rank)].sort((x, y) => x - y),
      );
      expect(a.list[0].rank).toBe(1);
      expect(
        a.list.every((row: { validSubmitCount: number; members: unknown[] }) => row.validSubmitCount > 0 && row.members.length > 0),
      ).toBe(true);
      changes.push(...a.list.map((row: { rankChange: number | null }) => row.rankChange ?? 0));
      expect((await board(slug, 'part=weekly-rankings&page=1&per_size=10')).total).toBeGreaterThan(0);
    }
    expect(changes.some((change) => change !== 0)).toBe(true);
    const listB = await board('network-intrusion-detection', 'part=rankings&stage=1&page=1&per_size=10');
    expect(listB).toMatchObject({ stage: 1, listBVisible: true });
    const final = await board('kunpeng-server-load', 'part=rankings&stage=1&page=1&per_size=10');
    expect(final.stage).toBe(1);
    expect(final.list.length).toBe(10);
  });

  it('puts the README accounts on teams, one a captain with a request waiting, with messages, notices, follows and a profile', async () => {
    expect(first.readme.sort()).toEqual(['demo', 'demo-en', 'teammate']);
    for (const { key } of README_ACCOUNTS) {
      const headers = await headersOf(key);
      const me = (await app.inject({ url: '/api/users/sso', headers })).json().data;
      const teams = (await rows<{ n: string }>(sql`select count(*) as n from team_members where user_id = ${me.id}`)).rows[0]!;
      expect(Number(teams.n)).toBeGreaterThanOrEqual(2);
      const unread = (await app.inject({ url: getUnreadCount.path, headers })).json().data;
      expect(unread.messages).toBeGreaterThan(0);
      expect(unread.notices).toBeGreaterThan(0);
      const read = (
        await rows<{ n: string }>(sql`select count(*) as n from inbox_notices where receiver_id = ${me.id} and read_at is not null`)
      ).rows[0]!;
      expect(Number(read.n)).toBeGreaterThan(0);
      const followers = (await app.inject({ url: `/api/users/${me.id}/followers`, headers })).json().data;
      const followings = (await app.inject({ url: `/api/users/${me.id}/followings`, headers })).json().data;
      expect(followers.total).toBeGreaterThan(0);
      expect(followings.total).toBeGreaterThan(0);
      const profile = (await rows<{ introduction: string }>(sql`select introduction from users where id = ${me.id}`)).rows[0]!;
      expect(profile.introduction).not.toBe('');
    }
    const detail = (
      await app.inject({ url: `/api/competitions/${await idOf('big-data-credit-default')}`, headers: await headersOf('demo') })
    ).json().data;
    expect(detail.attachedTeam).toMatchObject({ name: '演示队' });
    expect(detail.teamJoinUndisposedCount).toBeGreaterThan(0);
    const submits = (
      await app.inject({ url: `/api/competitions/${await idOf('big-data-credit-default')}?part=submits`, headers: await headersOf('demo') })
    ).json().data;
    expect(submits.team.length).toBeGreaterThan(0);
  });

  it("shares the best teams' code of ended competitions with comments, and has a flagged team that appealed", async () => {
    const shares = (
      await rows<{ n: string; comments: string }>(
        sql`select count(*) as n, (select count(*) from source_code_comments) as comments from source_code_shares`,
      )
    ).rows[0]!;
    expect(Number(shares.n)).toBeGreaterThanOrEqual(8);
    expect(Number(shares.comments)).toBeGreaterThanOrEqual(Number(shares.n));
    const kunpeng = (
      await app.inject({ url: `/api/competitions/${await idOf('kunpeng-server-load')}?part=rankings&page=1&per_size=4` })
    ).json().data;
    expect(kunpeng.list.every((row: { sourceCodeId: number | null }) => row.sourceCodeId !== null)).toBe(true);
    const cases = (
      await rows<{ flagged: string; appeals: string }>(
        sql`select (select count(*) from cheat_verdicts) as flagged, (select count(*) from cheat_appeals where status = 'pending') as appeals`,
      )
    ).rows[0]!;
    expect([Number(cases.flagged), Number(cases.appeals)]).toEqual([1, 1]);
  });

  it('publishes the demo news in every category, so the home page and /information look in use', async () => {
    const categories = (await app.inject({ url: '/api/content/categories' })).json().data as Array<{ code: string; count: number }>;
    expect(categories.every((category) => category.count >= 3)).toBe(true);
    const latest = (await app.inject({ url: '/api/content/news?per_page=1' })).json().data;
    expect(latest.total).toBeGreaterThanOrEqual(12);
    expect(Date.now() - Date.parse(latest.list[0].publishedAt)).toBeLessThan(7 * 86_400_000);
  });

  it("fills the datasets catalogue: each computing competition's public data and open datasets of demo people, downloaded", async () => {
    const platform = (await app.inject({ url: '/api/datasets?licence=competition-only&per_page=50' })).json().data;
    const computing = (await rows<{ n: string }>(sql`select count(*) as n from competitions where type = 'computing'`)).rows[0]!.n;
    expect(platform.total).toBe(Number(computing));
    expect(
      platform.list.every((d: { publisher: { kind: string }; fileCount: number }) => d.publisher.kind === 'platform' && d.fileCount === 3),
    ).toBe(true);
    const all = (await app.inject({ url: '/api/datasets?per_page=50' })).json().data;
    const open = all.list.filter((d: { publisher: { kind: string } }) => d.publisher.kind === 'user');
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(all.list.every((d: { downloads: number }) => d.downloads > 0)).toBe(true);
    const names = (await rows<{ name: string }>(sql`select name from dataset_files`)).rows.map((r) => r.name);
    expect(names.some((name) => /answer/i.test(name))).toBe(false);
  });

  it('imports the demo courses, with scored and failed practice attempts of demo people and the README accounts', async () => {
    const courses = (await app.inject({ url: '/api/training/courses' })).json().data as Array<{ id: string; learners: number }>;
    expect(courses.map((course) => course.id)).toEqual(['python-data-analysis', 'classification-credit-default', 'regression-basics']);
    expect(courses.every((course) => course.learners > 0)).toBe(true);
    const board = (await app.inject({ url: '/api/training/problems/flower-species/leaderboard' })).json().data;
    expect(board.length).toBeGreaterThan(3);
    const headers = await headersOf('demo');
    const me = (await app.inject({ url: '/api/users/sso', headers })).json().data;
    const history = (await app.inject({ url: `/api/users/${me.id}/practice?per_page=50`, headers })).json().data;
    expect(history.total).toBe(6);
    expect(new Set(history.list.map((attempt: { status: string }) => attempt.status))).toEqual(new Set(['scored', 'failed']));
  });

  it('changes no counts when run again', async () => {
    const before = await counts();
    const again = await seedDemo(app, { size: 'small', identityOf, declaredDemo: engine === 'postgres' });
    expect(Object.values(again.created).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('refuses a server database nobody declared a demo one', async () => {
    expect(demoDatabaseRefusal('postgres', false)).toMatch(/DEMO_SEED=1/);
    expect(demoDatabaseRefusal('postgres', true)).toBeNull();
    expect(demoDatabaseRefusal('pglite', false)).toBeNull();
    if (engine === 'postgres') {
      const before = await counts();
      await expect(seedDemo(app, { size: 'small', identityOf })).rejects.toBeInstanceOf(DemoSeedRefused);
      expect(await counts()).toEqual(before);
    }
  });
});
