import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { AreaName } from '@dcic/shared';
import { fallbackLifecycles } from './fallback-lifecycles';
import { IncompatibleRemoteError, sharedReactCheck } from './shared-react-check';

export type RemotesMap = Partial<Record<AreaName, string>>;

let remotesMap: RemotesMap = {};

/** Tell the federation runtime where each area's manifest lives; called once before start(). */
export function registerAreaRemotes(map: RemotesMap): void {
  remotesMap = map;
  registerPlugins([sharedReactCheck]);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string })));
}

/**
 * single-spa loader for one area. A remote that cannot be fetched resolves to fallback lifecycles
 * instead of rejecting, so single-spa keeps routing and the region shows a retry button.
 */
export function areaLoader(area: AreaName, onRetry: (area: AreaName) => void): () => Promise<LifeCycles> {
  return async () => {
    try {
      const lifecycles = await loadRemote<LifeCycles>(`${area}/app`);
      if (!lifecycles || typeof lifecycles.mount !== 'function') throw new Error(`remote ${area} exposes no app`);
      return lifecycles;
    } catch (error) {
      // A refused remote was explained where it was refused (shared-react-check.ts).
      if (!(error instanceof IncompatibleRemoteError)) console.error(`[shell] area ${area} could not be loaded`, error);
      return fallbackLifecycles(area, () => onRetry(area));
    }
  };
}

/** Forget a failed remote so the next load fetches its manifest again. */
export function forgetRemote(area: AreaName): void {
  const entry = remotesMap[area];
  if (entry) registerRemotes([{ name: area, entry }], { force: true });
}
