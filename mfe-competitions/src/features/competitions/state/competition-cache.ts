// Data of the competition on screen that tabs share. Switching to another competition clears the
// cached team, datasets, rankings, weekly rankings and submissions (spec §4), so nothing of the
// previous competition shows for a moment on the next.
export type CachedPart = 'team' | 'datasets' | 'rankings' | 'weeklyRankings' | 'submissions';

let currentId: number | null = null;
const parts = new Map<CachedPart, unknown>();

export function switchCompetition(id: number): void {
  if (currentId === id) return;
  currentId = id;
  parts.clear();
}

export function cached<T>(part: CachedPart): T | undefined {
  return parts.get(part) as T | undefined;
}

export function remember<T>(part: CachedPart, value: T): T {
  parts.set(part, value);
  return value;
}

export function cachedCompetitionId(): number | null {
  return currentId;
}
