import { endpointPath, exportRankings } from '@dcic/shared/contract';

/**
 * Where a leaderboard downloads as CSV: the final board of an ended competition for everybody, or
 * for staff the schedule and list given. A plain link: the browser saves the file itself.
 */
export function exportLink(competitionId: number, board?: { sch?: number; stage?: number }): string {
  const query = new URLSearchParams();
  if (board?.sch !== undefined) query.set('sch', String(board.sch));
  if (board?.stage !== undefined) query.set('stage', String(board.stage));
  const text = query.toString();
  return `${endpointPath(exportRankings.path, { id: competitionId })}${text ? `?${text}` : ''}`;
}
