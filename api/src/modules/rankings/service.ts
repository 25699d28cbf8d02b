// Leaderboards read team_scores (one row per team and schedule, kept by the scoring job), so a
// page costs one ordered scan of the schedule's teams, however many submissions there are.
import type { RankingRow, Rankings, Stage } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { isMetricName, METRIC_INFO } from '../../scoring';
import { currentSchedule, listBVisible, stageOf, type CompetitionRow, type ScheduleRow } from '../catalogue';
import { scoresChangedAt, weekOf } from '../submissions';
import { verdictsChangedAt } from '../teams';
import { withTeams } from './team-details';

interface RankedRow {
  team_id: number;
  team_name: string;
  organisation: string;
  score: number;
  score_time: string | Date;
  valid_count: number;
  rank: string | number;
  prev_rank: string | number | null;
  total: string | number;
}

export interface RankingsQuery {
  scheduleId?: number;
  stage?: number;
  page: number;
  perSize: number;
  onlyAdmitted?: boolean;
  teamId?: number;
}

function pickSchedule(rows: ScheduleRow[], wanted: number | undefined, now: Date): ScheduleRow | null {
  if (wanted) return rows.find((s) => s.id === wanted) ?? null;
  // Default: the running schedule, else the last one that started.
  return currentSchedule(rows, now) ?? [...rows].reverse().find((s) => s.startTime <= now) ?? rows[0] ?? null;
}

/** What both boards start from: the metric's direction and the schedule asked for (or the current one). */
function boardOf(competition: CompetitionRow, scheduleRows: ScheduleRow[], q: RankingsQuery, now: Date) {
  const higherIsBetter = competition.metric && isMetricName(competition.metric) ? METRIC_INFO[competition.metric].higherIsBetter : true;
  return { higherIsBetter, schedule: pickSchedule(scheduleRows, q.scheduleId, now) };
}

const emptyBoard = (higherIsBetter: boolean): Rankings => ({
  scheduleId: null,
  stage: 0,
  listBVisible: false,
  higherIsBetter,
  list: [],
  total: 0,
  myRow: null,
});

export async function rankings(
  db: Db,
  competition: CompetitionRow,
  scheduleRows: ScheduleRow[],
  q: RankingsQuery,
  now = new Date(),
): Promise<Rankings> {
  const { higherIsBetter, schedule } = boardOf(competition, scheduleRows, q, now);
  if (!schedule) return emptyBoard(higherIsBetter);
  const showB = listBVisible(schedule, now);
  const requested = q.stage === undefined ? stageOf(schedule, now) : q.stage === 1 ? 1 : 0;
  // List B is asked for but not open yet: answer with list A, never with hidden scores.
  const stage: Stage = requested === 1 && showB ? 1 : 0;

  const board = await cachedBoard(db, schedule.id, stage, higherIsBetter, q.onlyAdmitted ?? false, now);
  const [list, myRow] = await Promise.all([board.page(q.page, q.perSize), q.teamId ? board.mine(q.teamId) : null]);
  return { scheduleId: schedule.id, stage, listBVisible: showB, higherIsBetter, list, total: board.total, myRow };
}

const EXPORT_BATCH = 1000;

/** Every row of a board (list B included, whatever the window: the caller decides who may see it). */
export async function fullBoard(
  db: Db,
  competition: CompetitionRow,
  schedule: ScheduleRow,
  stage: Stage,
  now = new Date(),
): Promise<RankingRow[]> {
  const higherIsBetter = competition.metric && isMetricName(competition.metric) ? METRIC_INFO[competition.metric].higherIsBetter : true;
  const rows: RankingRow[] = [];
  for (let page = 1; ; page++) {
    const batch = await rankedPage(db, schedule.id, stage, higherIsBetter, { page, perSize: EXPORT_BATCH }, now);
    await withTeams(db, batch.rows);
    rows.push(...batch.rows);
    if (batch.rows.length < EXPORT_BATCH) return rows;
  }
}

// Ranking the whole schedule costs about as much as there are teams, so a whole board is ranked once
// and kept (per database, so test apps never share); every page and every team's own row are read
// from it, with members and shared code filled from what is kept of each team across rankings
// (team-details.ts), so a new ranking costs its query and nothing more. It is ranked again when a
// score of the schedule changes (announced by whichever process wrote it, scores-changed.ts) or a
// cheating verdict is taken: the first request after the change waits for the new ranking, and the
// requests that come while it runs get the board as it was. When scores change faster than once a
// RUSH_MS (the last hour before a deadline), no request waits for them: the one after a change gets
// the board as it was while the new ranking runs, and the next ones get the new board, within
// RUSH_RANK_EVERY_MS and a ranking's time of the change; a lone change after a quiet spell is still
// waited for, so it shows at once. Without a change, a board is ranked again every RANKING_TTL_MS
// (for an announcement lost with the feed, a team renamed), in the background: requests keep the
// board they have until the new one is ready.
const RANKING_TTL_MS = 5_000;
const RUSH_MS = 1_000;
const RUSH_RANK_EVERY_MS = 500;

interface Board {
  total: number;
  page(page: number, perSize: number): Promise<RankingRow[]>;
  mine(teamId: number): Promise<RankingRow | null>;
}

interface Ranking {
  /** When it began. */
  at: number;
  value: Promise<Board>;
}

/** The last board ranked, the ranking under way if any, and when a change last made one. */
interface KeptBoard {
  current: Ranking | null;
  pending: Ranking | null;
  changeRankedAt: number;
}

const boardCache = new WeakMap<Db, Map<string, KeptBoard>>();

function cachedBoard(db: Db, scheduleId: number, stage: Stage, higherIsBetter: boolean, onlyAdmitted: boolean, now: Date): Promise<Board> {
  return cached(db, scheduleId, `${stage}|${higherIsBetter}|${onlyAdmitted}|${now.toISOString().slice(0, 10)}`, now, () =>
    rankedPage(db, scheduleId, stage, higherIsBetter, { page: 1, perSize: WHOLE_BOARD, onlyAdmitted }, now),
  );
}

function cached(db: Db, scheduleId: number, key: string, now: Date, rank: () => Promise<{ rows: RankingRow[] }>): Promise<Board> {
  let cache = boardCache.get(db);
  if (!cache) boardCache.set(db, (cache = new Map()));
  const fullKey = `${scheduleId}|${key}`;
  let kept = cache.get(fullKey);
  if (!kept) cache.set(fullKey, (kept = { current: null, pending: null, changeRankedAt: 0 }));
  const slot = kept;
  const begin = (): Promise<Board> => {
    const ranking: Ranking = { at: now.getTime(), value: rank().then(({ rows }) => servedBoard(db, rows)) };
    slot.pending = ranking;
    ranking.value.then(
      () => {
        // Unless a later ranking began meanwhile (it replaces this one when it is done).
        if (slot.pending !== ranking) return;
        slot.current = ranking;
        slot.pending = null;
      },
      () => {
        if (slot.pending === ranking) slot.pending = null;
      },
    );
    return ranking.value;
  };
  const verdictAt = verdictsChangedAt(db);
  const changed = Math.max(scoresChangedAt(db, scheduleId), verdictAt);
  const { current, pending } = slot;
  // Ranked since the last change, within its time.
  if (current && current.at > changed && now.getTime() - current.at < RANKING_TTL_MS) return current.value;
  // A ranking since the last change is under way: the board as it was meanwhile.
  if (pending && pending.at > changed) return current ? current.value : pending.value;
  // Past its time, with no change since: ranked again in the background.
  if (current && current.at > changed) {
    void begin().catch(() => undefined);
    return current.value;
  }
  if (!current) return begin();
  // A change since: this request waits for the new ranking, unless scores change in a rush (a
  // cheating verdict is always waited for: a flagged team leaves the board at once).
  const rush = verdictAt <= current.at && now.getTime() - slot.changeRankedAt < RUSH_MS;
  slot.changeRankedAt = now.getTime();
  if (!rush) return begin();
  // In a rush, one ranking at a time and at most one every RUSH_RANK_EVERY_MS: each takes in every
  // change made before it began, and none is thrown away half done for a newer one.
  if (!pending && now.getTime() - current.at >= RUSH_RANK_EVERY_MS) void begin().catch(() => undefined);
  return current.value;
}

function servedBoard(db: Db, rows: RankingRow[]): Board {
  const byTeam = new Map(rows.map((row) => [row.teamId, row]));
  // Copies: a row's members are its own, whatever other pages and requests hold the same team. They
  // are filled per request, from what is kept of each team, so a member who just joined shows at once.
  const filled = async (slice: RankingRow[]) => {
    const copies = slice.map((row) => ({ ...row }));
    await withTeams(db, copies);
    return copies;
  };
  return {
    total: rows.length,
    page: (page, perSize) => filled(rows.slice((page - 1) * perSize, page * perSize)),
    mine: async (teamId) => {
      const row = byTeam.get(teamId);
      return row ? ((await filled([row]))[0] ?? null) : null;
    },
  };
}

/** A page size that holds every team of a schedule. */
const WHOLE_BOARD = 2 ** 31 - 1;

async function rankedPage(
  db: Db,
  scheduleId: number,
  stage: Stage,
  higherIsBetter: boolean,
  q: RankingsQuery & { onlyTeam?: number },
  now: Date,
): Promise<{ rows: RankingRow[]; total: number }> {
  const score = sql.raw(stage === 1 ? 'ts.best_b' : 'ts.best_a');
  const time = sql.raw(stage === 1 ? 'ts.best_b_time' : 'ts.best_a_time');
  const previous = sql.raw(stage === 1 ? 'ts.previous_b' : 'ts.previous_a');
  const direction = sql.raw(higherIsBetter ? 'desc' : 'asc');
  const today = now.toISOString().slice(0, 10);
  const admitted = q.onlyAdmitted ? sql`and t.schedule_id = ${scheduleId}` : sql``;
  // Teams flagged as cheating leave the board, and the teams below them move up.
  const honest = sql`and not exists (select 1 from cheat_verdicts cv where cv.team_id = ts.team_id)`;
  const filter = q.onlyTeam ? sql`where team_id = ${q.onlyTeam}` : sql``;
  const result = await db.execute(sql`
    with ranked as (
      select ts.team_id, t.name as team_name, t.mentor_organisation as organisation, ${score} as score, ${time} as score_time,
             ts.valid_count,
             rank() over (order by ${score} ${direction}, ${time} asc) as rank,
             case when ts.day < ${today} then ${score} else ${previous} end as prev_score,
             ${time} as prev_time
      from team_scores ts join teams t on t.id = ts.team_id
      where ts.schedule_id = ${scheduleId} ${admitted} ${honest}
    ),
    previous as (
      select team_id, rank() over (order by prev_score ${direction}, prev_time asc) as prev_rank
      from ranked where prev_score is not null
    )
    select r.*, p.prev_rank, count(*) over () as total
    from ranked r left join previous p using (team_id)
    ${filter}
    order by r.rank, r.team_id
    limit ${q.perSize} offset ${(q.page - 1) * q.perSize}
  `);
  const rows = (result as unknown as { rows: RankedRow[] }).rows;
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    rows: rows.map((r) => ({
      rank: Number(r.rank),
      rankChange: r.prev_rank === null ? null : Number(r.prev_rank) - Number(r.rank),
      teamId: r.team_id,
      teamName: r.team_name,
      score: Number(r.score),
      validSubmitCount: Number(r.valid_count),
      scoreTime: new Date(r.score_time).toISOString(),
      sourceCodeId: null,
      members: [],
      organisation: r.organisation,
    })),
  };
}

/** Best list A score per team over the current week (files uploaded since Monday 00:00 UTC), ranked like list A. */
export async function weeklyRankings(
  db: Db,
  competition: CompetitionRow,
  scheduleRows: ScheduleRow[],
  q: RankingsQuery,
  now = new Date(),
): Promise<Rankings> {
  const { higherIsBetter, schedule } = boardOf(competition, scheduleRows, q, now);
  if (!schedule) return emptyBoard(higherIsBetter);
  const week = weekOf(now);
  const board = await cached(db, schedule.id, `weekly|${week}|${higherIsBetter}`, now, () =>
    rankedWeek(db, schedule.id, week, higherIsBetter),
  );
  const [list, myRow] = await Promise.all([board.page(q.page, q.perSize), q.teamId ? board.mine(q.teamId) : null]);
  return { scheduleId: schedule.id, stage: 0, listBVisible: listBVisible(schedule, now), higherIsBetter, total: board.total, myRow, list };
}

/** The whole weekly board of a schedule, from the weekly bests the scoring job keeps. */
async function rankedWeek(db: Db, scheduleId: number, week: string, higherIsBetter: boolean): Promise<{ rows: RankingRow[] }> {
  const direction = sql.raw(higherIsBetter ? 'desc' : 'asc');
  const result = await db.execute(sql`
    select w.team_id, t.name as team_name, t.mentor_organisation as organisation, w.best_a as score, w.best_a_time as score_time,
           w.valid_count, rank() over (order by w.best_a ${direction}, w.best_a_time asc) as rank
    from team_weekly_scores w join teams t on t.id = w.team_id
    where w.schedule_id = ${scheduleId} and w.week = ${week}
      and not exists (select 1 from cheat_verdicts cv where cv.team_id = w.team_id)
    order by rank, w.team_id
  `);
  const rows = (result as unknown as { rows: Omit<RankedRow, 'prev_rank' | 'total'>[] }).rows;
  return {
    rows: rows.map((r) => ({
      rank: Number(r.rank),
      rankChange: null,
      teamId: r.team_id,
      teamName: r.team_name,
      score: Number(r.score),
      validSubmitCount: Number(r.valid_count),
      scoreTime: new Date(r.score_time).toISOString(),
      sourceCodeId: null,
      members: [],
      organisation: r.organisation,
    })),
  };
}
