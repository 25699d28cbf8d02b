import type { createQueryClient } from '@dcic/shared';

type QueryClient = ReturnType<typeof createQueryClient>;

export interface FirstViewAnswers {
  queries: Array<[readonly unknown[], unknown]>;
  /** How old the server's view was when it was sent (ms). */
  age?: number;
  /** The view was sent while a newer one was being rendered. */
  stale?: boolean;
}

/**
 * The page's query client starts from the answers the server's first view showed, as old as that view:
 * the area's script renders the same page at once, without a second request or a loading state. The
 * answers of a view sent while a newer one was rendered are marked stale, so the area asks for them
 * again as it mounts and shows what changed since (the old answers stay on screen meanwhile).
 */
export function startFromFirstView(client: QueryClient, firstView: FirstViewAnswers | undefined, now = Date.now()): void {
  if (!firstView) return;
  const updatedAt = now - Math.max(0, Number(firstView.age) || 0);
  for (const [queryKey, data] of firstView.queries) {
    client.setQueryData(queryKey, data, { updatedAt });
    if (firstView.stale) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
