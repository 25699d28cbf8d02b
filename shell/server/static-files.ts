import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Content-hashed names (main.3f9a1c2b7d.js) never change content: caches may keep them for good.
// Everything else (mf-manifest.json, remoteEntry.js, licence texts) names those files and must be
// asked for again on every load, or a new release would not be seen.
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;

function cacheControlFor(file: string): string {
  const logical = file.replace(/\.(gz|br)$/, '');
  return HASHED.test(logical) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticFilesOptions {
  root: string;
  /** Files to keep back, e.g. a template only ever served rendered. */
  allowedPath?: (pathName: string) => boolean;
  /** Routes for the files present at start only (the default routes every path through the folder). */
  wildcard?: boolean;
}

/**
 * Serves a build folder the way a CDN would: the `.gz` the build writes beside each asset goes to
 * browsers that accept gzip (no compression per request), caching by name as above, and a 404 for
 * anything that is not a file.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    index: false,
    wildcard: options.wildcard ?? true,
    preCompressed: true,
    ...(options.allowedPath ? { allowedPath: options.allowedPath } : {}),
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });
}
