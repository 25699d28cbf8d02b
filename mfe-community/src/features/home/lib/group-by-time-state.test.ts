import type { CompetitionSummary } from '@dcic/shared/contract';
import { groupByTimeState } from './group-by-time-state';

const competition = (id: number, timeState: CompetitionSummary['timeState']) => ({ id, timeState }) as CompetitionSummary;

test('groups in progress first, then coming, then ended, keeping the order within a group and the limit', () => {
  const list = [competition(1, 'ended'), competition(2, 'in-progress'), competition(3, 'not-started'), competition(4, 'in-progress')];
  const groups = groupByTimeState(list, 3);
  expect(groups.map((g) => [g.state, g.competitions.map((c) => c.id)])).toEqual([
    ['in-progress', [2, 4]],
    ['not-started', [3]],
    ['ended', [1]],
  ]);
  expect(groupByTimeState(list, 1)[0]!.competitions.map((c) => c.id)).toEqual([2]);
});

test('leaves out empty groups', () => {
  expect(groupByTimeState([competition(5, 'ended')], 3).map((g) => g.state)).toEqual(['ended']);
  expect(groupByTimeState([], 3)).toEqual([]);
});
