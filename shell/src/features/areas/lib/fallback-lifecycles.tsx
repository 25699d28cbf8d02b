import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { sessionStore, langAtom, type AreaName } from '@dcic/shared/core';
import { AreaUnavailable } from '../components/area-unavailable';

/** Lifecycles that render the "area unavailable" notice in the area's own region. */
export interface FallbackLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: { domElement?: HTMLElement }) => Promise<void>;
  unmount: () => Promise<void>;
}

export function fallbackLifecycles(area: AreaName, retry: () => void): FallbackLifecycles & LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      const element = props.domElement;
      if (!element) return;
      root = createRoot(element);
      root.render(<AreaUnavailable area={area} locale={sessionStore.get(langAtom)} onRetry={retry} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
