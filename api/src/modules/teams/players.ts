// Players: the users signed up for a competition. Only players form or join teams.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { players } from './schema';

export async function isPlayer(db: Db, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: players.userId })
    .from(players)
    .where(and(eq(players.competitionId, competitionId), eq(players.userId, userId)));
  return Boolean(row);
}

/** Makes the user a player (again: nothing changes); an inviter is recorded only when none was yet. */
export async function addPlayer(
  db: Db,
  player: { competitionId: number; userId: number; isRedance: boolean; targetId: number | null },
): Promise<void> {
  await db.insert(players).values(player).onConflictDoNothing();
  if (player.targetId) {
    await db
      .update(players)
      .set({ targetId: player.targetId })
      .where(and(eq(players.competitionId, player.competitionId), eq(players.userId, player.userId), isNull(players.targetId)));
  }
}
