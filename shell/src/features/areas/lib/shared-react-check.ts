// A remote built against another React than the page's is refused before any of its code runs: the
// federation runtime would only warn and hand it the page's React (the singletons are not strict),
// and the area would then fail in ways no error boundary explains, or leave its region blank. The
// check reads the remote's manifest as the runtime loads it; the area then shows its notice.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { version as pageReactVersion } from 'react';

const CHECKED = ['react', 'react-dom'];

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
}

/** The major version a range pins ("^17.0.2", "~18.2.0", "17.0.2", "17.x"); undefined for a wider one ("*", ">=16"). */
export function majorOf(range: string): number | undefined {
  const match = /^\s*[\^~=]?\s*v?(\d+)(?:\.(?:\d+|[xX*])){0,2}(?:-[\w.]+)?\s*$/.exec(range);
  return match ? Number(match[1]) : undefined;
}

/** Why a remote's shared React does not fit the page's, or undefined when it does. */
export function sharedReactMismatch(area: string, shared: readonly ManifestShared[], pageVersion: string): string | undefined {
  const pageMajor = majorOf(pageVersion);
  for (const item of shared) {
    if (!CHECKED.includes(item.name)) continue;
    const wanted =
      item.requiredVersion && item.requiredVersion !== '*' ? item.requiredVersion : item.version ? `^${item.version}` : undefined;
    const major = wanted ? majorOf(wanted) : undefined;
    if (major !== undefined && pageMajor !== undefined && major !== pageMajor)
      return `[shell] area ${area} refused: it was built against ${item.name} ${wanted}, but this site shares ${item.name} ${pageVersion}. Build the area again against the site's shared packages (scripts/webpack/create-config.js).`;
  }
  return undefined;
}

export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

export const sharedReactCheck: ModuleFederationRuntimePlugin = {
  name: 'dcic-shared-react-check',
  afterLoadManifest(args) {
    const shared = (args.manifestJson?.shared ?? []) as unknown as ManifestShared[];
    const problem = sharedReactMismatch(args.moduleInfo.name, shared, pageReactVersion);
    if (!problem) return;
    // Said here, where it is found: the runtime may wrap what it rethrows.
    console.error(problem);
    throw new IncompatibleRemoteError(problem);
  },
};
