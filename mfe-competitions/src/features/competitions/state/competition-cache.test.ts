import { cached, remember, switchCompetition } from './competition-cache';

test('switching competitions clears team, datasets, rankings, weekly rankings and submissions', () => {
  switchCompetition(1);
  for (const part of ['team', 'datasets', 'rankings', 'weeklyRankings', 'submissions'] as const) remember(part, part);
  switchCompetition(1);
  expect(cached('team')).toBe('team');
  switchCompetition(2);
  for (const part of ['team', 'datasets', 'rankings', 'weeklyRankings', 'submissions'] as const) expect(cached(part)).toBeUndefined();
});
