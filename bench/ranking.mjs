#!/usr/bin/env node
// npm run bench:ranking — latency (p50/p99) and throughput of the leaderboard part
// (GET /api/competitions/:id?part=rankings) with 10k teams and 1M submissions, next to an empty
// route (/healthz) measured in the same run, over HTTP against the whole API.
//   TEAMS=10000 SUBMISSIONS=1000000 SECONDS=10 CONCURRENCY=32 node --import tsx bench/ranking.mjs [--postgres]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../api/src/test/build-test-app.ts';
import { importBundle } from '../api/src/modules/catalogue/bundle/import-bundle.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEAMS = Number(process.env.TEAMS ?? 10_000);
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 1_000_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const engine = process.argv.includes('--postgres') ? 'postgres' : 'pglite';

const app = await buildTestApp({ engine, config: { rateLimitMax: 10_000_000 } });
try {
  const { id } = await importBundle(
    app.db,
    app.config.dataDir,
    path.join(here, '..', 'api', 'demo', 'competitions', 'big-data-credit-default'),
  );
  const started = performance.now();
  // Users, teams, members and submissions in bulk SQL; team_scores as the scoring job leaves them.
  await app.db.execute(
    sql`insert into users (sso_id, name, user_name) select 'bench-' || g, 'player ' || g, 'player ' || g from generate_series(1, ${TEAMS}) g`,
  );
  await app.db.execute(sql`
    insert into teams (competition_id, name, captain_id, schedule_id, mentor_organisation)
    select ${id}, 'team ' || u.id, u.id, s.id, 'org ' || (u.id % 97)
    from users u, competition_schedules s where u.sso_id like 'bench-%' and s.competition_id = ${id} and s.sort = 0`);
  await app.db.execute(
    sql`insert into team_members (team_id, competition_id, user_id) select id, competition_id, captain_id from teams where competition_id = ${id}`,
  );
  await app.db.execute(sql`
    insert into submissions (competition_id, schedule_id, team_id, user_id, kind, file_name, stored_name, size, status, score_a, score_b, created_at, scored_at)
    select t.competition_id, t.schedule_id, t.id, t.captain_id, 'prediction', 'p.csv', 'bench-' || g || '.csv', 1000, 'scored',
           random(), random(), now() - (g % 1000) * interval '1 minute', now() - (g % 1000) * interval '1 minute'
    from generate_series(1, ${SUBMISSIONS}) g
    join (select id, competition_id, schedule_id, captain_id, row_number() over (order by id) - 1 as n from teams where competition_id = ${id}) t
      on t.n = g % ${TEAMS}`);
  await app.db.execute(sql`
    insert into team_scores (team_id, schedule_id, best_a, best_a_time, best_b, best_b_time, previous_a, previous_b, valid_count, day)
    select team_id, schedule_id, max(score_a), max(scored_at), max(score_b), max(scored_at), max(score_a) * 0.99, max(score_b) * 0.99, count(*), current_date - 1
    from submissions where competition_id = ${id} group by team_id, schedule_id`);
  if (engine === 'postgres') await app.db.execute(sql`analyze`);
  const seeded = (performance.now() - started) / 1000;

  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  async function measure(url) {
    const latencies = [];
    const end = performance.now() + SECONDS * 1000;
    let errors = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          const res = await fetch(address + url);
          await res.arrayBuffer();
          if (!res.ok) errors++;
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return {
      route: url,
      requests: latencies.length,
      errors,
      'req/s': Math.round(latencies.length / SECONDS),
      'p50 ms': at(0.5).toFixed(1),
      'p99 ms': at(0.99).toFixed(1),
    };
  }

  const check = await (await fetch(`${address}/api/competitions/${id}?part=rankings&page=1&per_size=20`)).json();
  if (check.status !== 'e200' || check.data.total !== TEAMS)
    throw new Error(`unexpected rankings answer: ${JSON.stringify(check).slice(0, 300)}`);
  await measure('/healthz'); // warm-up
  const results = [
    await measure('/healthz'),
    await measure(`/api/competitions/${id}?part=rankings&page=1&per_size=20`),
    await measure(`/api/competitions/${id}?part=rankings&page=250&per_size=20`),
  ];
  console.log(
    `Leaderboard over ${TEAMS.toLocaleString('en')} teams and ${SUBMISSIONS.toLocaleString('en')} submissions (${engine}, seeded in ${seeded.toFixed(1)} s; ${CONCURRENCY} concurrent clients, ${SECONDS} s per route, node ${process.version})`,
  );
  console.table(results);
} finally {
  await app.close();
}
