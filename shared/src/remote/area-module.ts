// Areas reach each other's exposed components ('inbox/SendMessageDialog') through the shell's
// federation runtime. The shell registers the loader at start-up; this package is one shared
// instance, so every area calls the same loader without importing the runtime itself.

export type AreaModuleLoader = <T>(id: string) => Promise<T>;

let loader: AreaModuleLoader | null = null;

export function setAreaModuleLoader(next: AreaModuleLoader): void {
  loader = next;
}

/** Loads a module another area exposes, e.g. `loadAreaModule('inbox/SendMessageDialog')`. */
export function loadAreaModule<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No area loader is registered; cannot load ${id}`));
  return loader<T>(id);
}
