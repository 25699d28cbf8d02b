// Tell the browser early what the page's area will need: its manifest, its remote entry and the
// first chunks and style sheets of the module the shell mounts (`<area>/app`), instead of discovering
// them one after another once the shell's script runs.

export interface Preload {
  href: string;
  /** `fetch` for the manifest (the federation runtime fetches it with CORS), `script` and `style` for the rest. */
  as: 'fetch' | 'script' | 'style';
}

interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** The preloads of one remote from its manifest: the manifest, the remote entry, the app's first chunks and style sheets. */
export function preloadsOf(manifestUrl: string, manifest: unknown): Preload[] {
  const links: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const entry = metaData?.remoteEntry;
  if (!entry?.name) return links;
  // `auto`: the files sit beside the manifest.
  const base =
    metaData?.publicPath && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, manifestUrl).href
      : new URL('.', manifestUrl).href;
  const under = (file: string) => new URL(file, base).href;
  links.push({ href: under([entry.path, entry.name].filter(Boolean).join('/')), as: 'script' });
  const app = exposes?.find((expose) => expose.name === 'app' || expose.path === './app');
  for (const chunk of app?.assets?.js?.sync ?? []) links.push({ href: under(chunk), as: 'script' });
  for (const sheet of app?.assets?.css?.sync ?? []) links.push({ href: under(sheet), as: 'style' });
  return links;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<link rel="preload">` elements for the page's head. */
export function preloadTags(links: readonly Preload[]): string[] {
  return links.map((link) =>
    link.as === 'fetch'
      ? `<link rel="preload" href="${escapeAttribute(link.href)}" as="fetch" crossorigin="anonymous" />`
      : `<link rel="preload" href="${escapeAttribute(link.href)}" as="${link.as}" />`,
  );
}

/** The same preloads as a `Link` header, which the browser reads before the body. */
export function linkHeader(links: readonly Preload[]): string {
  return links
    .map((link) => `<${link.href}>; rel=preload; as=${link.as}${link.as === 'fetch' ? '; crossorigin=anonymous' : ''}`)
    .join(', ');
}

export interface RemotePreloadsOptions {
  fetchImpl?: typeof fetch;
  /** How long one answer of a manifest is used: a remote's new release is seen after at most this. */
  freshMs?: number;
  /** A slow remote never holds the page back: past this, only its manifest is preloaded. */
  timeoutMs?: number;
}

/** Preloads of the remote whose manifest is at a URL, its manifest read at most once per `freshMs`. */
export function remotePreloads({ fetchImpl = fetch, freshMs = 5000, timeoutMs = 300 }: RemotePreloadsOptions = {}) {
  const known = new Map<string, { at: number; links: Preload[] }>();
  return async (manifestUrl: string): Promise<Preload[]> => {
    const cached = known.get(manifestUrl);
    if (cached && Date.now() - cached.at < freshMs) return cached.links;
    try {
      const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`manifest answered ${response.status}`);
      const links = preloadsOf(manifestUrl, await response.json());
      known.set(manifestUrl, { at: Date.now(), links });
      return links;
    } catch (error) {
      // Slow: the files last read are still the remote's. Unreachable or broken: only the manifest. A
      // preload of its entry that fails is taken by the browser for the entry itself, so the area could
      // not load that entry again in the same page once the remote is back (its retry would fail).
      const slow = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      return (slow && cached?.links) || [{ href: manifestUrl, as: 'fetch' }];
    }
  };
}
