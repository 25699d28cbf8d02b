import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionStore } from './store';

/** A jotai Provider over the page's one session store, for code that uses plain jotai hooks. */
export function SessionProvider({ children }: { children?: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}
