// One round's figures per project: per-criterion and weighted averages over the submitted reviews,
// the spread between reviewers, the disagreement flag and the rank. Drafts never count.
import { DISAGREEMENT_POINTS, type Criterion, type OverviewRow, type ProjectSummary, type ScoreState } from '@dcic/shared/contract';
import { round2 } from './scoring';

export interface ReviewOfProject {
  reviewer: { id: number; name: string };
  state: ScoreState;
  scores: Record<string, number>;
  total: number | null;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function overviewRow(project: ProjectSummary, scheme: readonly Criterion[], reviews: readonly ReviewOfProject[]): OverviewRow {
  const submitted = reviews.filter((review) => review.state === 'submitted' && review.total !== null);
  const totals = submitted.map((review) => review.total!);
  const criteria: Record<string, number | null> = {};
  for (const criterion of scheme) {
    const values = submitted.map((review) => review.scores[criterion.key]).filter((value): value is number => value !== undefined);
    criteria[criterion.key] = values.length > 0 ? round2(mean(values)) : null;
  }
  const spread = totals.length > 0 ? round2(Math.max(...totals) - Math.min(...totals)) : null;
  return {
    rank: null,
    project,
    reviewers: reviews.map((review) => ({
      reviewer: review.reviewer,
      state: review.state,
      total: review.state === 'submitted' ? review.total : null,
    })),
    criteria,
    average: totals.length > 0 ? round2(mean(totals)) : null,
    spread,
    disagreement: totals.length >= 2 && spread !== null && spread > DISAGREEMENT_POINTS,
    submitted: submitted.length,
  };
}

/**
 * Orders rows by weighted average (highest first) and ranks them as competitions do: equal averages
 * share a rank and the next rank skips (1, 1, 3). Rows without a submitted review come last, unranked.
 */
export function rankRows(rows: readonly OverviewRow[]): OverviewRow[] {
  const scored = rows.filter((row) => row.average !== null).sort((a, b) => b.average! - a.average! || a.project.id - b.project.id);
  const unscored = rows.filter((row) => row.average === null).sort((a, b) => a.project.id - b.project.id);
  const ranked = scored.map((row, index) => ({ ...row, rank: index + 1 }));
  for (let i = 1; i < ranked.length; i++) {
    if (ranked[i]!.average === ranked[i - 1]!.average) ranked[i]!.rank = ranked[i - 1]!.rank;
  }
  return [...ranked, ...unscored.map((row) => ({ ...row, rank: null }))];
}
