// Appeals against a cheating verdict: the captain appeals, members read their team's appeals.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import type { UserRow } from '../users';
import { findTeam, isMember } from './repository';
import { cheatAppeals } from './schema';

async function memberTeam(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number) {
  const team = await findTeam(app.db, teamId);
  // Not found and not yours look the same: nobody learns which team ids exist.
  if (!team || team.competitionId !== competitionId || !(await isMember(app.db, teamId, user.id))) raise('TEAM_INFO_FAILED');
  return team;
}

export async function appeals(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number) {
  await memberTeam(app, competitionId, user, teamId);
  const rows = await app.db.select().from(cheatAppeals).where(and(eq(cheatAppeals.competitionId, competitionId), eq(cheatAppeals.teamId, teamId))).orderBy(desc(cheatAppeals.createdAt));
  return rows.map((r) => ({ id: r.id, teamId: r.teamId, content: r.content, status: r.status, createdAt: r.createdAt.toISOString() }));
}

export async function appeal(app: FastifyInstance, competitionId: number, user: UserRow, body: { teamId: number; content: string }) {
  const team = await memberTeam(app, competitionId, user, body.teamId);
  if (team.captainId !== user.id) raise('CAPTAIN_ONLY');
  const [row] = await app.db.insert(cheatAppeals).values({ competitionId, teamId: team.id, userId: user.id, content: body.content }).returning();
  return { id: row!.id, teamId: row!.teamId, content: row!.content, status: row!.status, createdAt: row!.createdAt.toISOString() };
}
