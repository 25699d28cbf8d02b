// Rules of the competitions area: list and detail as the caller may see them, signup (§4, §8),
// dataset agreement and downloads, shared source code and cheat appeals.
import type { CompetitionDetail, CompetitionList, Lang } from '@dcic/shared/contract';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { quotaOf } from '../submissions/quota';
import { presentTeam } from '../teams/present';
import { undisposedCount } from '../teams/repository';
import type { UserRow } from '../users/schema';
import { presentSchedule, presentSummaries } from './present';
import { allIndustries, allRaces, allTags, findCompetition, hasAgreed, isPlayer, listSchedules, searchCompetitions, teamOfUser, type ListFilter } from './repository';
import { competitions, datasetAgreements, downloadLogs, players } from './schema';
import { currentSchedule, signupRefusal, stageOf, submissionRefusal } from './time-rules';

export async function listCompetitions(app: FastifyInstance, filter: ListFilter, lang: Lang): Promise<CompetitionList> {
  const { rows, total } = await searchCompetitions(app.db, filter);
  const en = lang === 'en-US';
  const [tags, industries, races] = await Promise.all([allTags(app.db), allIndustries(app.db), allRaces(app.db)]);
  return {
    cmpt: { competitions: await presentSummaries(app.db, rows, lang, filter.now), total },
    cmptTags: tags.map((t) => ({ code: t.code, name: en ? t.nameEn : t.nameCn, parentCode: t.parentCode })),
    industries: industries.map((i) => ({ code: i.code, name: en ? i.nameEn : i.nameCn })),
    races,
  };
}

export async function competitionOrFail(app: FastifyInstance, id: number) {
  return (await findCompetition(app.db, id)) ?? raise('NOT_FOUND');
}

export async function competitionDetail(app: FastifyInstance, id: number, user: UserRow | null, lang: Lang, now = new Date()): Promise<CompetitionDetail> {
  const competition = await competitionOrFail(app, id);
  const [summary] = await presentSummaries(app.db, [competition], lang, now);
  const scheduleRows = await listSchedules(app.db, id);
  const current = currentSchedule(scheduleRows, now);
  const team = user ? await teamOfUser(app.db, id, user.id) : undefined;
  const refusal = submissionRefusal(current, team ?? null);
  const text = competition.content[lang];
  return {
    ...summary!,
    rules: text.rules,
    dataDescription: text.data,
    evaluation: text.evaluation,
    faq: text.faq,
    metric: competition.metric,
    targetColumn: competition.targetColumn,
    maxTeamSize: competition.maxTeamSize,
    schedules: scheduleRows.map((s) => presentSchedule(s, lang)),
    currentSchedule: current ? presentSchedule(current, lang) : null,
    stage: stageOf(current, now),
    datasets: competition.datasets.map((d) => ({ name: d.name, size: d.size })),
    isSignedUp: user ? await isPlayer(app.db, id, user.id) : false,
    datasetAgreed: user ? await hasAgreed(app.db, id, user.id) : false,
    attachedTeam: team ? await presentTeam(app.db, team) : null,
    teamJoinUndisposedCount: team && user && team.captainId === user.id ? await undisposedCount(app.db, team.id) : 0,
    submitAllowed: refusal === null && summary!.timeState === 'in-progress',
    submitRefusal: refusal,
    quota: team && current && user ? await quotaOf(app.db, current, team.id, user.id) : null,
  };
}

/** Signs the user up (a player of the competition); the team comes next, on the teams tab. */
export async function signUp(app: FastifyInstance, id: number, user: UserRow, body: { isRedance?: boolean; targetId?: number }, now = new Date()) {
  const competition = await competitionOrFail(app, id);
  const team = await teamOfUser(app.db, id, user.id);
  const refusal = signupRefusal(competition, Boolean(team), now);
  if (refusal === 'expired') raise('COMPETITION_EXPIRED');
  if (refusal === 'closed') raise('COMPETITION_SIGNUP_CLOSED');
  if (refusal === 'has-team') raise('SIGNUP_FAILED');
  const targetId = body.targetId && body.targetId !== user.id ? body.targetId : null;
  await app.db
    .insert(players)
    .values({ competitionId: id, userId: user.id, isRedance: body.isRedance ?? false, targetId })
    .onConflictDoNothing();
  if (targetId) {
    // An inviter given later (PUT) is kept only when none was recorded yet.
    await app.db.update(players).set({ targetId }).where(and(eq(players.competitionId, id), eq(players.userId, user.id), isNull(players.targetId)));
  }
  return { competitionId: id, userId: user.id, isSignedUp: true as const };
}

export async function agreeToDatasets(app: FastifyInstance, id: number, user: UserRow) {
  await competitionOrFail(app, id);
  await app.db.insert(datasetAgreements).values({ competitionId: id, userId: user.id }).onConflictDoNothing();
  return { id, isAgree: true };
}

export async function logDownload(app: FastifyInstance, id: number, user: UserRow, file: string) {
  const competition = await competitionOrFail(app, id);
  if (!(await hasAgreed(app.db, id, user.id))) raise('DATASET_AGREEMENT_REQUIRED');
  const dataset = competition.datasets.find((d) => d.name === file) ?? raise('DATASET_NOT_FOUND');
  await app.db.insert(downloadLogs).values({ competitionId: id, userId: user.id, file: dataset.name });
  return { competition, dataset };
}

export async function otherCompetitions(app: FastifyInstance, id: number, lang: Lang, now = new Date()) {
  const competition = await competitionOrFail(app, id);
  const rows = await app.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.raceId, competition.raceId), ne(competitions.id, id)))
    .orderBy(desc(competitions.startTime))
    .limit(4);
  return { competitions: await presentSummaries(app.db, rows, lang, now) };
}

export async function playerCount(app: FastifyInstance, id: number) {
  const [row] = await app.db.select({ n: count() }).from(players).where(eq(players.competitionId, id));
  return Number(row?.n ?? 0);
}
