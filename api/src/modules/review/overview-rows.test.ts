import type { Criterion, ProjectSummary } from '@dcic/shared/contract';
import { overviewRow, rankRows, type ReviewOfProject } from './overview-rows';

const scheme: Criterion[] = [{ key: 'a', name: 'A', weight: 1, min: 0, max: 10 }];
const project = (id: number) => ({ id }) as ProjectSummary;
const review = (id: number, state: 'assigned' | 'draft' | 'submitted', a: number | undefined, total: number | null): ReviewOfProject => ({
  reviewer: { id, name: `R${id}` },
  state,
  scores: a === undefined ? {} : { a },
  total,
});

test('averages submitted reviews only, measures the spread, and flags a disagreement over the threshold', () => {
  const row = overviewRow(project(1), scheme, [
    review(1, 'submitted', 9, 90),
    review(2, 'submitted', 6, 60),
    review(3, 'draft', 1, null),
    review(4, 'assigned', undefined, null),
  ]);
  expect(row).toMatchObject({ average: 75, spread: 30, disagreement: true, submitted: 2, criteria: { a: 7.5 } });
  expect(row.reviewers.map((r) => r.total)).toEqual([90, 60, null, null]);
  expect(overviewRow(project(2), scheme, [review(1, 'submitted', 9, 90), review(2, 'submitted', 7, 70)]).disagreement).toBe(false);
  expect(overviewRow(project(3), scheme, [review(1, 'submitted', 1, 10)])).toMatchObject({ spread: 0, disagreement: false });
  expect(overviewRow(project(4), scheme, [review(1, 'draft', 1, null)])).toMatchObject({
    average: null,
    spread: null,
    criteria: { a: null },
  });
});

test('ranks by average with shared ranks and leaves unscored projects last and unranked', () => {
  const rows = [
    overviewRow(project(1), scheme, [review(1, 'submitted', 5, 50)]),
    overviewRow(project(2), scheme, []),
    overviewRow(project(3), scheme, [review(1, 'submitted', 8, 80)]),
    overviewRow(project(4), scheme, [review(1, 'submitted', 5, 50)]),
    overviewRow(project(5), scheme, [review(1, 'submitted', 1, 10)]),
  ];
  expect(rankRows(rows).map((row) => [row.project.id, row.rank])).toEqual([
    [3, 1],
    [1, 2],
    [4, 2],
    [5, 4],
    [2, null],
  ]);
});
