// Rules of the competitions area: the list and the detail as the caller may see them, and signup
// (§4, §8): signup is possible only while open, and only for a user without a team.
import type { CompetitionDetail, CompetitionList, Lang } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import {
  allIndustries,
  allRaces,
  allTags,
  competitionOrFail,
  currentSchedule,
  listSchedules,
  signupRefusal,
  stageOf,
  submissionRefusal,
} from '../catalogue';
import { quotaOf } from '../submissions';
import { addPlayer, isPlayer, presentTeam, teamOfUser, undisposedCount } from '../teams';
import type { UserRow } from '../users';
import { presentSchedule, presentSummaries } from './present';
import { hasAgreed, sameRaceAs, searchCompetitions, type ListFilter } from './repository';

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

export async function competitionDetail(
  app: FastifyInstance,
  id: number,
  user: UserRow | null,
  lang: Lang,
  staff = false,
  now = new Date(),
): Promise<CompetitionDetail> {
  const competition = await competitionOrFail(app.db, id);
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
    authenticationRequired: competition.authenticationRequired,
    isAuthenticated: isAuthenticated(user),
    isStaff: staff,
  };
}

/** Identity authentication done (spec §3: authentication is 1 once authenticated). */
function isAuthenticated(user: UserRow | null): boolean {
  return user?.authentication === 1;
}

/** Signs the user up (a player of the competition); the team comes next, on the teams tab. */
export async function signUp(
  app: FastifyInstance,
  id: number,
  user: UserRow,
  body: { isRedance?: boolean; targetId?: number },
  now = new Date(),
) {
  const competition = await competitionOrFail(app.db, id);
  const team = await teamOfUser(app.db, id, user.id);
  const refusal = signupRefusal(competition, Boolean(team), now);
  if (refusal === 'expired') raise('COMPETITION_EXPIRED');
  if (refusal === 'closed') raise('COMPETITION_SIGNUP_CLOSED');
  if (refusal === 'has-team') raise('SIGNUP_FAILED');
  // Spec §6: "Authentication required, do it now ?" where the competition asks for it before signup.
  if (competition.authenticationRequired === 'signup' && !isAuthenticated(user)) raise('AUTHENTICATION_REQUIRED');
  // An inviter given later (PUT) is kept only when none was recorded yet.
  const targetId = body.targetId && body.targetId !== user.id ? body.targetId : null;
  await addPlayer(app.db, { competitionId: id, userId: user.id, isRedance: body.isRedance ?? false, targetId });
  return { competitionId: id, userId: user.id, isSignedUp: true as const };
}

export async function otherCompetitions(app: FastifyInstance, id: number, lang: Lang, now = new Date()) {
  const competition = await competitionOrFail(app.db, id);
  return { competitions: await presentSummaries(app.db, await sameRaceAs(app.db, competition), lang, now) };
}
