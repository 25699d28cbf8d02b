import { createStore } from 'jotai';

/**
 * The one session of the page. `@dcic/shared` is a Module Federation singleton, so the shell and
 * every remote read and write this same store even though each remote mounts its own React root.
 */
export const sessionStore = createStore();
export type SessionStore = typeof sessionStore;
