// One computing competition's demo: the teams of demo people with their submissions and the players
// still looking for a team (made once: the first planned captain having a team means they exist),
// then the README accounts' teams and requests (made once each, when those accounts are known: a
// README account already signed up is left as it is).
import path from 'node:path';
import { isAppError } from '../errors/app-error';
import { competitionFolder, currentSchedule, listSchedules, timeState, type CompetitionRow } from '../modules/catalogue';
import { isPlayer, requestToJoin, teamOfUser } from '../modules/teams';
import { isMetricName, type MetricName } from '../scoring';
import { requireUser, type SeedContext } from './context';
import { planCompetition, type CompetitionPlan, type JoinRequestPlan } from './plan';
import { readAnswer } from './prediction-files';
import { isReadmeKey } from './readme-plan';
import { submitPlanned } from './submitting';
import { enrol, formTeam, type Arena } from './team-forming';

export interface SeededCompetition {
  arena: Arena;
  plan: CompetitionPlan;
  metric: MetricName;
  /** Requests to send once the inboxes are in shape, so their notices arrive unread. */
  requests: JoinRequestPlan[];
}

async function arenaOf(ctx: SeedContext, competition: CompetitionRow): Promise<Arena | null> {
  const state = timeState(competition, ctx.now);
  if (state === 'not-started') return null;
  const schedules = await listSchedules(ctx.app.db, competition.id);
  const schedule =
    state === 'in-progress' ? currentSchedule(schedules, ctx.now) : [...schedules].reverse().find((s) => s.startTime <= ctx.now);
  return schedule ? { competition, schedule, running: state === 'in-progress' } : null;
}

export async function seedCompetition(ctx: SeedContext, competition: CompetitionRow): Promise<SeededCompetition | null> {
  const { metric, answerFile } = competition;
  if (competition.type !== 'computing' || !metric || !isMetricName(metric) || !answerFile) return null;
  const arena = await arenaOf(ctx, competition);
  if (!arena) return null;
  const db = ctx.app.db;
  const plan = planCompetition(competition.slug, metric, ctx.size);
  const answer = readAnswer(path.join(competitionFolder(ctx.app.config.dataDir, competition.slug), 'private', answerFile));
  const requests: JoinRequestPlan[] = [];

  const firstCaptain = requireUser(ctx, plan.teams[0]!.members[0]!);
  if (!(await teamOfUser(db, competition.id, firstCaptain.id))) {
    for (const team of plan.teams.slice(0, plan.demoTeams)) {
      const teamId = await formTeam(ctx, arena, team);
      await submitPlanned(ctx, arena, teamId, team, answer, metric);
    }
    for (const loner of plan.loners) await enrol(ctx, arena, requireUser(ctx, loner));
    requests.push(...plan.requests.filter((request) => request.team < plan.demoTeams && !isReadmeKey(request.from)));
  }

  for (const [offset, team] of plan.teams.slice(plan.demoTeams).entries()) {
    const accounts = team.members.filter(isReadmeKey).map((key) => ctx.readme[key]);
    if (accounts.length === 0 || accounts.some((user) => !user) || (await isPlayer(db, competition.id, accounts[0]!.id))) continue;
    const teamId = await formTeam(ctx, arena, team);
    await submitPlanned(ctx, arena, teamId, team, answer, metric);
    requests.push(...plan.requests.filter((request) => request.team === plan.demoTeams + offset));
  }

  for (const request of plan.requests) {
    if (!isReadmeKey(request.from)) continue;
    const user = ctx.readme[request.from];
    if (!user || (await isPlayer(db, competition.id, user.id))) continue;
    await enrol(ctx, arena, user);
    requests.push(request);
  }
  return { arena, plan, metric, requests: arena.running ? requests : [] };
}

/** The requests that stay waiting for a captain (only while the competition runs). */
export async function sendJoinRequests(ctx: SeedContext, seeded: SeededCompetition): Promise<void> {
  const { arena, plan } = seeded;
  for (const request of seeded.requests) {
    const captain = requireUser(ctx, plan.teams[request.team]!.members[0]!);
    const team = await teamOfUser(ctx.app.db, arena.competition.id, captain.id);
    if (!team) continue;
    try {
      await requestToJoin(ctx.app, requireUser(ctx, request.from), team.id, { cmptId: arena.competition.id, message: request.message });
      ctx.tally.joinRequests += 1;
    } catch (error) {
      // The team may have filled up or closed since the demo made it: the request is simply not made.
      if (!isAppError(error)) throw error;
      ctx.log(`join request to ${team.name} not made: ${error.message}`);
    }
  }
}
