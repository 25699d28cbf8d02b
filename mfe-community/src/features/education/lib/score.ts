// How scores and metrics read on the practice pages.
import type { CourseLevel } from '@dcic/shared/contract';

/** A score with at most five decimals, as the scoring module rounds it further. */
export function formatScore(score: number): string {
  return String(Math.round(score * 1e5) / 1e5);
}

/** The message id of a course level. */
export const levelMessage = (level: CourseLevel) => `education.level.${level}`;
