import { api, queryOptions, useDebouncedValue, useQuery } from '@dcic/shared';
import { RECIPIENT_DEBOUNCE_MS, RECIPIENT_PAGE_SIZE } from '@dcic/shared/constants';
import { searchRecipients, type UserSearchResult } from '@dcic/shared/contract';
import { searchKeyword } from '../lib/validate';

/** Recipient search, first page (5 people); a background call, off the loading bar. */
function fetchRecipients(keyword: string, signal?: AbortSignal): Promise<UserSearchResult> {
  return api(searchRecipients, { query: { keyword, page: 1, pageSize: RECIPIENT_PAGE_SIZE } }, { signal, loading: false });
}

const recipientsQuery = (keyword: string) =>
  queryOptions<UserSearchResult>({
    queryKey: ['users', 'recipients', keyword],
    queryFn: ({ signal }) => fetchRecipients(keyword, signal),
    // While the next keyword's answer is on its way, the last results stay in place.
    placeholderData: (previous) => previous,
  });

/**
 * Asks the server 400 ms after the last keystroke, never for an empty keyword; an answer for an
 * older keyword is dropped (its request is cancelled).
 */
export function useRecipientSearch(raw: string, exceptId?: number) {
  const keyword = searchKeyword(raw);
  const settled = useDebouncedValue(keyword, RECIPIENT_DEBOUNCE_MS);
  const query = useQuery({ ...recipientsQuery(settled ?? ''), enabled: keyword !== null && settled !== null });
  const results = keyword === null ? [] : (query.data?.list ?? []).filter((user) => user.id !== exceptId);
  return { query, results, failed: keyword !== null && query.isError };
}
