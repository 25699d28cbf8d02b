// Cheating verdicts: staff flag a team (it leaves the leaderboards and its members are told why), lift
// a verdict, and decide the captain's appeals. Who counts as staff is the caller's business (the routes
// check STAFF_ACCOUNTS; the command line is run by staff).
import type { CheatCases, StaffAppeal } from '@dcic/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { competitionOrFail } from '../catalogue';
import { queueNotice } from '../inbox';
import { presentAppeal } from './appeals';
import { findTeam, membersOf } from './repository';
import { cheatAppeals, cheatVerdicts, teams, type TeamRow } from './schema';
import { verdictsChanged } from './verdicts-changed';

async function teamOfCompetition(app: FastifyInstance, competitionId: number, teamId: number): Promise<TeamRow> {
  await competitionOrFail(app.db, competitionId);
  const team = await findTeam(app.db, teamId);
  if (!team || team.competitionId !== competitionId) raise('NOT_FOUND');
  return team;
}

async function tellMembers(
  app: FastifyInstance,
  team: TeamRow,
  kind: 'team.cheat-flagged' | 'team.cheat-lifted' | 'team.appeal-rejected',
  params: Record<string, string>,
) {
  for (const member of await membersOf(app.db, [team.id])) {
    await queueNotice(app, { receiverId: member.id, kind, params: { teamName: team.name, competitionId: team.competitionId, ...params } });
  }
}

/** Flags a team as cheating (again: the reason is replaced); its members get a notice with the reason. */
export async function flagCheating(app: FastifyInstance, competitionId: number, teamId: number, reason: string, flaggedBy: string) {
  const team = await teamOfCompetition(app, competitionId, teamId);
  const [row] = await app.db
    .insert(cheatVerdicts)
    .values({ teamId, competitionId, reason, flaggedBy })
    .onConflictDoUpdate({ target: cheatVerdicts.teamId, set: { reason, flaggedBy, createdAt: new Date() } })
    .returning();
  verdictsChanged(app.db);
  await tellMembers(app, team, 'team.cheat-flagged', { reason });
  return { teamId, teamName: team.name, reason: row!.reason, flaggedBy: row!.flaggedBy, createdAt: row!.createdAt.toISOString() };
}

/** Lifts a verdict (nothing happens when there is none); an appeal still open is moot and closes as accepted. */
export async function unflagCheating(
  app: FastifyInstance,
  competitionId: number,
  teamId: number,
  decidedBy: string,
  reply = '',
): Promise<null> {
  const team = await teamOfCompetition(app, competitionId, teamId);
  const [lifted] = await app.db.delete(cheatVerdicts).where(eq(cheatVerdicts.teamId, teamId)).returning();
  if (!lifted) return null;
  verdictsChanged(app.db);
  await app.db
    .update(cheatAppeals)
    .set({ status: 'accepted', reply, decidedBy, decidedAt: new Date() })
    .where(and(eq(cheatAppeals.teamId, teamId), eq(cheatAppeals.status, 'pending')));
  await tellMembers(app, team, 'team.cheat-lifted', { reply });
  return null;
}

/** Staff's view of a competition: the flagged teams and every appeal, open ones first. */
export async function cheatCases(app: FastifyInstance, competitionId: number): Promise<CheatCases> {
  await competitionOrFail(app.db, competitionId);
  const flagged = await app.db
    .select({ verdict: cheatVerdicts, teamName: teams.name })
    .from(cheatVerdicts)
    .innerJoin(teams, eq(teams.id, cheatVerdicts.teamId))
    .where(eq(cheatVerdicts.competitionId, competitionId))
    .orderBy(desc(cheatVerdicts.createdAt));
  const appeals = await app.db
    .select({ appeal: cheatAppeals, teamName: teams.name })
    .from(cheatAppeals)
    .innerJoin(teams, eq(teams.id, cheatAppeals.teamId))
    .where(eq(cheatAppeals.competitionId, competitionId))
    .orderBy(desc(eq(cheatAppeals.status, 'pending')), desc(cheatAppeals.createdAt));
  return {
    flagged: flagged.map((r) => ({
      teamId: r.verdict.teamId,
      teamName: r.teamName,
      reason: r.verdict.reason,
      flaggedBy: r.verdict.flaggedBy,
      createdAt: r.verdict.createdAt.toISOString(),
    })),
    appeals: appeals.map((r) => ({ ...presentAppeal(r.appeal), teamName: r.teamName })),
  };
}

/** Accepting an appeal lifts the verdict; rejecting keeps it. The team's members read the reply either way. */
export async function decideAppeal(
  app: FastifyInstance,
  competitionId: number,
  appealId: number,
  body: { decision: 'accept' | 'reject'; reply: string },
  decidedBy: string,
): Promise<StaffAppeal> {
  const [found] = await app.db
    .select()
    .from(cheatAppeals)
    .where(and(eq(cheatAppeals.id, appealId), eq(cheatAppeals.competitionId, competitionId)));
  if (!found) raise('NOT_FOUND');
  const team = await teamOfCompetition(app, competitionId, found.teamId);
  const status = body.decision === 'accept' ? 'accepted' : 'rejected';
  const [decided] = await app.db
    .update(cheatAppeals)
    .set({ status, reply: body.reply, decidedBy, decidedAt: new Date() })
    .where(and(eq(cheatAppeals.id, appealId), eq(cheatAppeals.status, 'pending')))
    .returning();
  if (!decided) raise('APPEAL_DECIDED');
  if (status === 'accepted') await unflagCheating(app, competitionId, team.id, decidedBy, body.reply);
  else await tellMembers(app, team, 'team.appeal-rejected', { reply: body.reply || '-' });
  return { ...presentAppeal(decided), teamName: team.name };
}
