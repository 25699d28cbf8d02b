// The scoring rules of a round's scheme. Each criterion has a range and a weight; a reviewer's total
// places every score within its range and weighs it, so the total is on 0–100 whatever the ranges:
//   total = 100 × Σ weight·(score − min)/(max − min) / Σ weight
import type { Criterion } from '@dcic/shared/contract';
import { raise } from '../../errors/app-error';

/** Two decimals, as totals and averages are shown and exported. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Keys unique, each minimum below its maximum. */
export function checkScheme(scheme: readonly Criterion[]): void {
  const keys = new Set(scheme.map((criterion) => criterion.key));
  if (keys.size !== scheme.length || scheme.some((criterion) => !(criterion.min < criterion.max))) raise('REVIEW_SCHEME_INVALID');
}

/**
 * Checks a reviewer's scores against the scheme: every key known, every score inside its range; when
 * submitting, every criterion scored. A draft may leave criteria out.
 */
export function checkScores(scheme: readonly Criterion[], scores: Record<string, number>, submit: boolean): void {
  for (const [key, value] of Object.entries(scores)) {
    const criterion = scheme.find((candidate) => candidate.key === key);
    if (!criterion) raise('REVIEW_UNKNOWN_CRITERION', { criterion: key });
    if (!Number.isFinite(value) || value < criterion.min || value > criterion.max) {
      raise('REVIEW_SCORE_OUT_OF_RANGE', { criterion: criterion.name, min: criterion.min, max: criterion.max });
    }
  }
  if (!submit) return;
  const missing = scheme.filter((criterion) => scores[criterion.key] === undefined);
  if (missing.length > 0) raise('REVIEW_SCORE_INCOMPLETE', { criteria: missing.map((criterion) => criterion.name).join(', ') });
}

/** The weighted total on 0–100 of complete scores (see the top of this file). */
export function weightedTotal(scheme: readonly Criterion[], scores: Record<string, number>): number {
  let weighted = 0;
  let weights = 0;
  for (const criterion of scheme) {
    const score = scores[criterion.key] ?? criterion.min;
    weighted += (criterion.weight * (score - criterion.min)) / (criterion.max - criterion.min);
    weights += criterion.weight;
  }
  return weights > 0 ? round2((100 * weighted) / weights) : 0;
}
