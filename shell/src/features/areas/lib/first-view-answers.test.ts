import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { startFromFirstView } from './first-view-answers';

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

/** What a component mounting with the query sees first, and whether it asks the API. */
async function mount(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const queryFn = jest.fn(async () => 'from the API');
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const first = observer.getCurrentResult().data;
  const unsubscribe = observer.subscribe(() => undefined);
  await Promise.resolve();
  unsubscribe();
  return { first, asked: queryFn.mock.calls.length };
}

test('a fresh view: its answers are shown and not asked for again while they are fresh', async () => {
  const queryClient = client();
  const now = Date.now();
  startFromFirstView(queryClient, { queries: [[['news', 1], 'from the view']], age: 1000, stale: false }, now);
  expect(queryClient.getQueryState(['news', 1])?.dataUpdatedAt).toBe(now - 1000);
  expect(await mount(queryClient, ['news', 1])).toEqual({ first: 'from the view', asked: 0 });
});

test('a view as old as the queries keep answers: shown, and asked for again', async () => {
  const queryClient = client();
  startFromFirstView(queryClient, { queries: [[['news', 1], 'from the view']], age: 40_000 });
  expect(await mount(queryClient, ['news', 1])).toEqual({ first: 'from the view', asked: 1 });
});

test('a view sent while a newer one was rendered: shown, and asked for again at once', async () => {
  const queryClient = client();
  startFromFirstView(queryClient, { queries: [[['home'], 'from the view']], age: 4000, stale: true });
  expect(await mount(queryClient, ['home'])).toEqual({ first: 'from the view', asked: 1 });
});

test('no view, or one without an age (an older shell server): nothing, or answers as fresh as now', async () => {
  const queryClient = client();
  startFromFirstView(queryClient, undefined);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  startFromFirstView(queryClient, { queries: [[['help', 'faq'], 'faq']] }, 1234);
  expect(queryClient.getQueryState(['help', 'faq'])?.dataUpdatedAt).toBe(1234);
});
