import type { Schedule } from '@dcic/shared/contract';
import { finalRankings, resultIdFrom } from './final-rankings';

const schedule = (id: number, sort: number, listBStartTime: string | null): Schedule => ({
  id,
  sort,
  name: `s${id}`,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-02-01T00:00:00.000Z',
  listBStartTime,
  listBEndTime: listBStartTime ? '2026-02-05T00:00:00.000Z' : null,
  maxSubmitCount: 5,
  maxErrorSubmitCount: 5,
});

test('the final leaderboard is the last schedule, list B once its window has opened', () => {
  const schedules = [schedule(7, 1, '2026-02-02T00:00:00.000Z'), schedule(3, 0, null)];
  expect(finalRankings(schedules, new Date('2026-02-01T12:00:00.000Z'))).toEqual({ scheduleId: 7, stage: 0 });
  expect(finalRankings(schedules, new Date('2026-02-02T00:00:00.000Z'))).toEqual({ scheduleId: 7, stage: 1 });
  // Still list B after the window closed: the B scores stay visible.
  expect(finalRankings(schedules, new Date('2026-03-01T00:00:00.000Z'))).toEqual({ scheduleId: 7, stage: 1 });
});

test('list A when the last schedule has no list B, and nothing without schedules', () => {
  expect(finalRankings([schedule(3, 0, null)], new Date('2027-01-01T00:00:00.000Z'))).toEqual({ scheduleId: 3, stage: 0 });
  expect(finalRankings([], new Date())).toBeNull();
});

test('the id comes from the query; missing or invalid ids give null', () => {
  expect(resultIdFrom('?id=12')).toBe(12);
  expect(resultIdFrom('')).toBeNull();
  expect(resultIdFrom('?id=')).toBeNull();
  expect(resultIdFrom('?id=abc')).toBeNull();
  expect(resultIdFrom('?id=0')).toBeNull();
  expect(resultIdFrom('?id=-3')).toBeNull();
  expect(resultIdFrom('?id=1.5')).toBeNull();
  expect(resultIdFrom('?id=99999999999')).toBeNull();
});
