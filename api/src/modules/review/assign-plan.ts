// Balanced assignment: each project gets the round's number of reviewers, always picking among the
// reviewers not yet on it those with the fewest projects in the round (the lower id on a tie), so
// loads never differ by more than one when every project starts empty. Assignments already made are
// kept (scores may hang on them); running the plan again only fills the gaps.

export interface AssignmentPair {
  projectId: number;
  reviewerId: number;
}

export function planAssignments(
  projectIds: readonly number[],
  reviewerIds: readonly number[],
  perProject: number,
  existing: readonly AssignmentPair[],
): AssignmentPair[] {
  const load = new Map<number, number>(reviewerIds.map((id) => [id, 0]));
  const onProject = new Map<number, Set<number>>(projectIds.map((id) => [id, new Set<number>()]));
  for (const pair of existing) {
    if (load.has(pair.reviewerId)) load.set(pair.reviewerId, load.get(pair.reviewerId)! + 1);
    onProject.get(pair.projectId)?.add(pair.reviewerId);
  }
  const planned: AssignmentPair[] = [];
  for (const projectId of [...projectIds].sort((a, b) => a - b)) {
    const taken = onProject.get(projectId)!;
    const need = perProject - taken.size;
    if (need <= 0) continue;
    const candidates = reviewerIds.filter((id) => !taken.has(id)).sort((a, b) => load.get(a)! - load.get(b)! || a - b);
    for (const reviewerId of candidates.slice(0, need)) {
      planned.push({ projectId, reviewerId });
      taken.add(reviewerId);
      load.set(reviewerId, load.get(reviewerId)! + 1);
    }
  }
  return planned;
}
