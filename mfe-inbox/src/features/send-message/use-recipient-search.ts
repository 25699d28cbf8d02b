import { useEffect, useState } from 'react';
import type { UserCard } from '@dcic/shared/contract';
import { searchUsers } from './search-users';
import { RECIPIENT_DEBOUNCE_MS, searchKeyword } from './validate';

export interface RecipientSearch {
  results: UserCard[];
  searching: boolean;
}

/** Asks the server 400 ms after the last keystroke, never for an empty keyword; late answers are dropped. */
export function useRecipientSearch(raw: string, exceptId?: number): RecipientSearch {
  const [state, setState] = useState<RecipientSearch>({ results: [], searching: false });
  useEffect(() => {
    const keyword = searchKeyword(raw);
    if (keyword === null) {
      setState({ results: [], searching: false });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, searching: true }));
      searchUsers(keyword, 1, abort.signal).then(
        (page) => setState({ results: page.list.filter((user) => user.id !== exceptId), searching: false }),
        () => {
          if (!abort.signal.aborted) setState({ results: [], searching: false });
        },
      );
    }, RECIPIENT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [raw, exceptId]);
  return state;
}
