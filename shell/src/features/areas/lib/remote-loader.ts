import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { AreaName } from '@dcic/shared/core';
import { fallbackLifecycles } from './fallback-lifecycles';
import { dropLastView, dropLastViewWhenShown, keepFirstView, keepLastView } from './last-view';
import { IncompatibleRemoteError, sharedReactCheck } from './shared-react-check';

export type RemotesMap = Partial<Record<AreaName, string>>;

let remotesMap: RemotesMap = {};

/** Tell the federation runtime where each area's manifest lives; called once before start(). */
export function registerAreaRemotes(map: RemotesMap): void {
  remotesMap = map;
  registerPlugins([sharedReactCheck]);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string })));
}

type AreaProps = { domElement?: HTMLElement };

function runEach<P>(lifecycle: LifeCycleFn<P> | Array<LifeCycleFn<P>>, props: Parameters<LifeCycleFn<P>>[0]): Promise<unknown> {
  const each = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  return each.reduce<Promise<unknown>>((done, run) => done.then(() => run(props)), Promise.resolve());
}

/** An area's lifecycles that keep the page it leaves, or the page the server rendered for it, on screen until the area shown next has drawn its own (last-view.ts). */
export function keepingLastView(
  lifecycles: LifeCycles<AreaProps>,
): LifeCycles<AreaProps> & { mount: LifeCycleFn<AreaProps>; unmount: LifeCycleFn<AreaProps> } {
  return {
    ...lifecycles,
    mount: async (props) => {
      if (props.domElement) {
        keepFirstView(props.domElement);
        dropLastViewWhenShown(props.domElement);
      }
      await runEach(lifecycles.mount, props);
      if (!props.domElement) dropLastView();
    },
    unmount: async (props) => {
      if (props.domElement) keepLastView(props.domElement);
      await runEach(lifecycles.unmount, props);
    },
  };
}

/**
 * single-spa loader for one area. A remote that cannot be fetched resolves to fallback lifecycles
 * instead of rejecting, so single-spa keeps routing and the region shows a retry button. `before`: what
 * must be done before the area renders (the page's queries started from the first view), done while
 * the area loads. `first`: what must be on screen before the area's code is fetched (a move's view of
 * the server, painted: area-views.ts `painted`).
 */
export function areaLoader(
  area: AreaName,
  onRetry: (area: AreaName) => void,
  before: () => Promise<unknown> = () => Promise.resolve(),
  first: () => Promise<unknown> = () => Promise.resolve(),
): () => Promise<LifeCycles<AreaProps>> {
  return async () => {
    await first().catch(() => undefined);
    try {
      const [lifecycles] = await Promise.all([loadRemote<LifeCycles>(`${area}/app`), before()]);
      if (!lifecycles || typeof lifecycles.mount !== 'function') throw new Error(`remote ${area} exposes no app`);
      return keepingLastView(lifecycles);
    } catch (error) {
      // A refused remote was explained where it was refused (shared-react-check.ts).
      if (!(error instanceof IncompatibleRemoteError)) console.error(`[shell] area ${area} could not be loaded`, error);
      return keepingLastView(fallbackLifecycles(area, () => onRetry(area)));
    }
  };
}

/** Forget a failed remote so the next load fetches its manifest again. */
export function forgetRemote(area: AreaName): void {
  const entry = remotesMap[area];
  if (entry) registerRemotes([{ name: area, entry }], { force: true });
}
