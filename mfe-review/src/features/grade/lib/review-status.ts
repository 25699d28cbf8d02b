import type { GradeRow } from '@dcic/shared/contract';

export type ReviewStatus = 'not-assigned' | 'in-review' | 'reviewed';

/** Not assigned yet, being reviewed (some reviews missing), or reviewed (every assigned reviewer submitted). */
export function reviewStatus(row: Pick<GradeRow, 'assigned' | 'submitted'>): ReviewStatus {
  if (row.assigned === 0) return 'not-assigned';
  return row.submitted >= row.assigned ? 'reviewed' : 'in-review';
}
