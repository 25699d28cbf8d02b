import { api, queryOptions, useDebouncedValue, useQuery } from '@dcic/shared';
import { SMART_INPUT } from '@dcic/shared/constants';
import { getSmartInput, type SmartInputKind } from '@dcic/shared/contract';

function fetchSuggestions(kind: SmartInputKind, keyword: string, signal?: AbortSignal): Promise<string[]> {
  return api(getSmartInput, { query: { kind, keyword } }, { signal, loading: false, retry: false });
}

const suggestionsQuery = (kind: SmartInputKind, keyword: string) =>
  queryOptions<string[]>({
    queryKey: ['users', 'smart-input', kind, keyword],
    queryFn: ({ signal }) => fetchSuggestions(kind, keyword, signal),
    staleTime: 60_000,
    // The last suggestions stay while the next keyword's are on their way.
    placeholderData: (previous) => previous,
  });

/**
 * Values other users entered for this kind of field, asked a moment after the last keystroke and
 * never for an empty field; the value already typed is not suggested back. Suggestions only help
 * typing, so a failed call shows none.
 */
export function useSuggestions(kind: SmartInputKind, typed: string): string[] {
  const keyword = typed.trim().slice(0, SMART_INPUT.maxKeyword);
  const settled = useDebouncedValue(keyword, SMART_INPUT.debounceMs);
  const query = useQuery({ ...suggestionsQuery(kind, settled), enabled: keyword !== '' && settled !== '' });
  if (keyword === '') return [];
  return (query.data ?? []).filter((value) => value.toLowerCase() !== keyword.toLowerCase());
}
