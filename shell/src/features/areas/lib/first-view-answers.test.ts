import { createQueryClient } from '@dcic/shared';
import { startFromFirstView } from './first-view-answers';

/** Would a page's query ask the API as its component mounts (an answer older than its stale time, or marked stale)? */
function asksOnMount(client: ReturnType<typeof createQueryClient>, queryKey: readonly unknown[]): boolean {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error('no answer');
  return query.isStaleByTime(30_000);
}

test('a fresh view: its answers are the page’s, as old as the view, and not asked for again while fresh', () => {
  const client = createQueryClient();
  const now = Date.now();
  startFromFirstView(client, { queries: [[['news', 1], 'from the view']], age: 1000, stale: false }, now);
  expect(client.getQueryData(['news', 1])).toBe('from the view');
  expect(client.getQueryState(['news', 1])?.dataUpdatedAt).toBe(now - 1000);
  expect(asksOnMount(client, ['news', 1])).toBe(false);
});

test('a view as old as the answers are kept: shown, and asked for again', () => {
  const client = createQueryClient();
  startFromFirstView(client, { queries: [[['news', 1], 'from the view']], age: 40_000 });
  expect(client.getQueryData(['news', 1])).toBe('from the view');
  expect(asksOnMount(client, ['news', 1])).toBe(true);
});

test('a view sent while a newer one was rendered: shown, and asked for again at once', () => {
  const client = createQueryClient();
  startFromFirstView(client, { queries: [[['home'], 'from the view']], age: 4000, stale: true });
  expect(client.getQueryData(['home'])).toBe('from the view');
  expect(asksOnMount(client, ['home'])).toBe(true);
});

test('no view, or one without an age (an older shell server): nothing, or answers as fresh as now', () => {
  const client = createQueryClient();
  startFromFirstView(client, undefined);
  expect(client.getQueryCache().getAll()).toHaveLength(0);
  startFromFirstView(client, { queries: [[['help', 'faq'], 'faq']] }, 1234);
  expect(client.getQueryState(['help', 'faq'])?.dataUpdatedAt).toBe(1234);
});
