import { planAssignments } from './assign-plan';

const loads = (pairs: Array<{ reviewerId: number }>) => {
  const result: Record<number, number> = {};
  for (const pair of pairs) result[pair.reviewerId] = (result[pair.reviewerId] ?? 0) + 1;
  return result;
};

test('gives every project N different reviewers with loads at most one apart', () => {
  const plan = planAssignments([1, 2, 3, 4, 5, 6, 7], [10, 11, 12], 2, []);
  expect(plan).toHaveLength(14);
  for (const project of [1, 2, 3, 4, 5, 6, 7]) {
    const reviewers = plan.filter((pair) => pair.projectId === project).map((pair) => pair.reviewerId);
    expect(new Set(reviewers).size).toBe(2);
  }
  const counts = Object.values(loads(plan));
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
});

test('keeps what is assigned and fills only the gaps, preferring the least loaded reviewers', () => {
  const existing = [
    { projectId: 1, reviewerId: 10 },
    { projectId: 2, reviewerId: 10 },
  ];
  const plan = planAssignments([1, 2, 3], [10, 11, 12], 2, existing);
  expect(plan).toEqual([
    { projectId: 1, reviewerId: 11 },
    { projectId: 2, reviewerId: 12 },
    { projectId: 3, reviewerId: 11 },
    { projectId: 3, reviewerId: 12 },
  ]);
  expect(planAssignments([1, 2, 3], [10, 11, 12], 2, [...existing, ...plan])).toEqual([]);
});

test('gives a project every reviewer there is when there are fewer than N', () => {
  expect(planAssignments([1], [10], 3, [])).toEqual([{ projectId: 1, reviewerId: 10 }]);
  expect(planAssignments([1], [], 2, [])).toEqual([]);
});
