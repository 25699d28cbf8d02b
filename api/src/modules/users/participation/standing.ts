// Where a team stands in a competition, read from the same boards the competition's page shows:
// the leaderboard for computing competitions (cheating teams are off it, as there), the published
// review ranking for solution competitions.
import type { Standing } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../../errors/app-error';
import { listBVisible, listSchedules, type CompetitionRow } from '../../catalogue';
import { rankings } from '../../rankings';
import { finalRanking } from '../../review';
import { scoredSchedulesOf } from './repository';

/**
 * The team's rank and best score in the last schedule it scored in (later schedules admit fewer
 * teams, so that is how far it went), on list B once list B is shown, else on list A.
 */
async function boardStanding(app: FastifyInstance, competition: CompetitionRow, teamId: number, now: Date): Promise<Standing | null> {
  const scored = new Set(await scoredSchedulesOf(app.db, teamId));
  if (scored.size === 0) return null;
  const schedules = await listSchedules(app.db, competition.id);
  const last = schedules.filter((schedule) => scored.has(schedule.id)).at(-1);
  if (!last) return null;
  const stage = listBVisible(last, now) ? 1 : 0;
  const board = await rankings(app.db, competition, schedules, { scheduleId: last.id, stage, page: 1, perSize: 1, teamId }, now);
  const row = board.myRow;
  if (!row) return null;
  return {
    rank: row.rank,
    teamCount: Math.max(board.total, row.rank),
    score: row.score,
    board: board.stage === 1 ? 'B' : 'A',
    higherIsBetter: board.higherIsBetter,
  };
}

async function reviewStanding(app: FastifyInstance, competitionId: number, teamId: number): Promise<Standing | null> {
  try {
    const ranking = await finalRanking(app, competitionId);
    const row = ranking.list.find((entry) => entry.team.id === teamId);
    return row ? { rank: row.rank, teamCount: ranking.list.length, score: row.score, board: 'review', higherIsBetter: true } : null;
  } catch (error) {
    // Nothing published yet: the team has no standing, which is not an error of this page.
    if (isAppError(error) && error.code === 'REVIEW_RANKING_NOT_FOUND') return null;
    throw error;
  }
}

export function standingOf(app: FastifyInstance, competition: CompetitionRow, teamId: number, now: Date): Promise<Standing | null> {
  return competition.type === 'solution' ? reviewStanding(app, competition.id, teamId) : boardStanding(app, competition, teamId, now);
}
