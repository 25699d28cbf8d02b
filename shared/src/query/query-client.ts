import { QueryClient } from '@tanstack/react-query';
// Through its shared name: the same instance as the page's (core.ts).
import { isApiError } from '@dcic/shared/core';

/**
 * Server state of the page. `@dcic/shared` is a federation singleton, so the shell and every remote
 * hold this same client: an answer fetched by one area is not fetched again by another.
 *
 * Retries are the HTTP client's business (it knows which requests are safe to repeat); a query that
 * still fails is shown to the user with a retry button rather than repeated here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 401/403/404 answer is final for this page; keep it, do not re-ask on every mount.
        retryOnMount: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** A 4xx answer: asking again will not help, so pollers stop instead of backing off. */
export function isFinalAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
