import type { Round } from '@dcic/shared/contract';

/** The round a page shows: the one picked, else the newest (rounds come newest first). */
export function selectedRound(rounds: readonly Round[], picked: number | null): Round | null {
  return rounds.find((round) => round.id === picked) ?? rounds[0] ?? null;
}
