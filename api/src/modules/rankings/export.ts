// A leaderboard as CSV. Everybody may take the final board of an ended competition (its last
// schedule, list B once that list was shown); staff may take any schedule and list, any time.
import type { Lang } from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { toCsv, type CsvCell } from '../../lib/csv';
import { currentSchedule, listBVisible, timeState, type CompetitionRow, type ScheduleRow } from '../catalogue';
import { fullBoard } from './service';

const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['排名', '排名变化', '队伍名称', '最高分', '有效提交次数', '最高分时间', '源代码', '成员', '单位'],
  'en-US': [
    'Rank',
    'Rank change',
    'Team',
    'Highest score',
    'Valid submissions',
    'Time of highest score',
    'Source code',
    'Members',
    'Organisation',
  ],
};

export interface ExportRequest {
  /** Staff choose the board (default: the running schedule); everybody else gets the final one. */
  staff: boolean;
  scheduleId?: number;
  stage?: number;
  lang: Lang;
  /** The site's address, for links to shared code. */
  publicUrl: string;
}

/** The final board: the last schedule, list B when it has been shown. */
function finalBoard(schedules: ScheduleRow[], now: Date): { schedule: ScheduleRow; stage: 0 | 1 } | null {
  const last = [...schedules].sort((a, b) => a.sort - b.sort || a.id - b.id).at(-1);
  return last ? { schedule: last, stage: listBVisible(last, now) ? 1 : 0 } : null;
}

export async function exportRankings(
  db: Db,
  competition: CompetitionRow,
  schedules: ScheduleRow[],
  request: ExportRequest,
  now = new Date(),
) {
  if (!request.staff && timeState(competition, now) !== 'ended') raise('EXPORT_NOT_ALLOWED');
  const final = finalBoard(schedules, now) ?? raise('NOT_FOUND');
  // Staff default to the running schedule, so the board they export is the one they see.
  const chosen = request.scheduleId
    ? (schedules.find((s) => s.id === request.scheduleId) ?? raise('NOT_FOUND'))
    : (currentSchedule(schedules, now) ?? final.schedule);
  const schedule = request.staff ? chosen : final.schedule;
  const stage =
    request.staff && request.stage !== undefined
      ? request.stage === 1 && schedule.listBStartTime
        ? 1
        : 0
      : schedule === final.schedule
        ? final.stage
        : 0;
  const rows = await fullBoard(db, competition, schedule, stage, now);
  const table: CsvCell[][] = [
    HEADERS[request.lang],
    ...rows.map((row) => [
      row.rank,
      row.rankChange,
      row.teamName,
      row.score,
      row.validSubmitCount,
      row.scoreTime,
      row.sourceCodeId === null ? null : `${request.publicUrl}/competitions/source-code?id=${row.sourceCodeId}`,
      row.members.map((m) => m.name).join('、'),
      row.organisation,
    ]),
  ];
  return { fileName: `rankings-${competition.id}-${schedule.sort}-${stage === 1 ? 'B' : 'A'}.csv`, body: toCsv(table) };
}
