// Appeals against a cheating verdict: the captain of a flagged team appeals (one open appeal at a
// time), members read their team's appeals and staff's replies.
import type { Appeal } from '@dcic/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import type { UserRow } from '../users';
import { findTeam, isMember } from './repository';
import { cheatAppeals, cheatVerdicts } from './schema';

type AppealRow = typeof cheatAppeals.$inferSelect;

export function presentAppeal(row: AppealRow): Appeal {
  return {
    id: row.id,
    teamId: row.teamId,
    content: row.content,
    status: row.status,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function memberTeam(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number) {
  const team = await findTeam(app.db, teamId);
  // Not found and not yours look the same: nobody learns which team ids exist.
  if (!team || team.competitionId !== competitionId || !(await isMember(app.db, teamId, user.id))) raise('TEAM_INFO_FAILED');
  return team;
}

export async function appeals(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number): Promise<Appeal[]> {
  await memberTeam(app, competitionId, user, teamId);
  const rows = await app.db
    .select()
    .from(cheatAppeals)
    .where(and(eq(cheatAppeals.competitionId, competitionId), eq(cheatAppeals.teamId, teamId)))
    .orderBy(desc(cheatAppeals.createdAt));
  return rows.map(presentAppeal);
}

/** The captain appeals a verdict that stands; a team without one has nothing to appeal. */
export async function appeal(
  app: FastifyInstance,
  competitionId: number,
  user: UserRow,
  body: { teamId: number; content: string },
): Promise<Appeal> {
  const team = await memberTeam(app, competitionId, user, body.teamId);
  if (team.captainId !== user.id) raise('CAPTAIN_ONLY');
  const [verdict] = await app.db.select({ teamId: cheatVerdicts.teamId }).from(cheatVerdicts).where(eq(cheatVerdicts.teamId, team.id));
  if (!verdict) raise('NOT_FLAGGED_CHEATING');
  // The partial unique index keeps one open appeal per team, also against two requests at once.
  const [row] = await app.db
    .insert(cheatAppeals)
    .values({ competitionId, teamId: team.id, userId: user.id, content: body.content })
    .onConflictDoNothing()
    .returning();
  if (!row) raise('APPEAL_PENDING');
  return presentAppeal(row);
}
