// The home page's first view in one answer, so the page makes one request: the race banners that are
// on, a few competitions of each time state, the latest news, the published figures and live counts,
// the latest datasets and the community's hottest posts (as a visitor sees them: the answer is the
// same for everybody).
import {
  HOME_COMPETITIONS_PER_STATE,
  HOME_DATASET_COUNT,
  HOME_HIGHLIGHT_COUNT,
  HOME_NEWS_COUNT,
  type HomeCompetition,
  type HomeContent,
  type Lang,
} from '@dcic/shared/contract';
import { asc, desc, gt, gte, lt, lte, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { keptAnswers } from '../../lib/kept-answers';
import { allRaces, competitions, type CompetitionRow, timeState } from '../catalogue';
import { hottestPosts } from '../community';
import { latestDatasets } from '../datasets';
import { countsOf } from '../teams';
import { newsSummary } from './present';
import { listNewsRows } from './repository';
import { siteStats } from './stats';

async function competitionsByState(app: FastifyInstance, lang: Lang, now: Date): Promise<HomeContent['competitions']> {
  const pick = (where: ReturnType<typeof and>, order: ReturnType<typeof asc>) =>
    app.db.select().from(competitions).where(where).orderBy(order, desc(competitions.id)).limit(HOME_COMPETITIONS_PER_STATE);
  // Running ones ending soonest, coming ones starting soonest, the latest to have ended.
  const [running, coming, ended] = await Promise.all([
    pick(and(lte(competitions.startTime, now), gte(competitions.endTime, now)), asc(competitions.endTime)),
    pick(and(gt(competitions.startTime, now)), asc(competitions.startTime)),
    pick(and(lt(competitions.endTime, now)), desc(competitions.endTime)),
  ]);
  const counts = await countsOf(
    app.db,
    [...running, ...coming, ...ended].map((row) => row.id),
  );
  const card = (row: CompetitionRow): HomeCompetition => ({
    id: row.id,
    name: row.content[lang].name,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    timeState: timeState(row, now),
    teams: counts.get(row.id)?.teams ?? 0,
  });
  return { 'in-progress': running.map(card), 'not-started': coming.map(card), ended: ended.map(card) };
}

// Every visitor's first page asks for it, so each language's answer is kept a few seconds per process
// (HOME_CACHE_SECONDS): what changed since shows within that time, and however many visitors come,
// the database answers these queries once per language per period.
const kept = keptAnswers<Lang, HomeContent>();

/** The home page's answer, from the copy of the last few seconds. */
export function cachedHomeContent(app: FastifyInstance, lang: Lang, now: Date): Promise<HomeContent> {
  const ttlMs = app.config.homeCacheMs;
  if (ttlMs <= 0) return homeContent(app, lang, now);
  return kept(app.db, lang, () => homeContent(app, lang, now), { now: now.getTime(), ttlMs });
}

async function homeContent(app: FastifyInstance, lang: Lang, now: Date): Promise<HomeContent> {
  const [races, byState, news, counts, datasets, highlights] = await Promise.all([
    allRaces(app.db),
    competitionsByState(app, lang, now),
    listNewsRows(app.db, { now }, HOME_NEWS_COUNT, 0),
    siteStats(app.db, now),
    latestDatasets(app, HOME_DATASET_COUNT, lang),
    hottestPosts(app, HOME_HIGHLIGHT_COUNT, lang, now),
  ]);
  return {
    banners: races
      .filter((race) => race.bannerStatus === 1)
      .map((race) => ({
        raceId: race.id,
        name: lang === 'en-US' ? race.nameEn : race.nameCn,
        image: race.banner,
        link: race.bannerUrl || `/competitions?raceId=${race.id}`,
      })),
    competitions: byState,
    news: news.rows.map((row) => newsSummary(row, lang)),
    figures: app.config.homeFigures,
    counts,
    datasets,
    highlights,
  };
}
