import { useAtom, useAtomValue, type PrimitiveAtom, type Atom } from 'jotai';
import { langAtom, sessionAtom, userAtom, type SessionSnapshot } from './atoms';
import { sessionStore } from './store';
import type { Locale } from '../i18n/locales';
import type { SessionUser } from './types';

// Hooks read the shared store directly: each remote mounts its own React root, outside the
// shell's Provider, and may wrap its tree in a jotai Provider of its own.
const options = { store: sessionStore };

export function useUser(): SessionUser | null {
  return useAtomValue(userAtom, options);
}

export function useLocale(): Locale {
  return useAtomValue(langAtom, options);
}

export function useSession(): SessionSnapshot {
  return useAtomValue(sessionAtom, options);
}

/** Read any session atom, e.g. `useSessionValue(fingerprintAtom)`. */
export function useSessionValue<T>(sessionPart: Atom<T>): T {
  return useAtomValue(sessionPart, options);
}

/** Read and write a session atom, e.g. `useSessionAtom(practiceAtom)` for the practice tab. */
export function useSessionAtom<T>(sessionPart: PrimitiveAtom<T>): [T, (value: T | ((previous: T) => T)) => void] {
  return useAtom(sessionPart, options);
}
