import { getProfileImage } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../../errors/app-error';
import { route } from '../../../lib/endpoint-route';
import type { FileStore } from '../../../lib/file-store';

/** Avatars and banners, public and cached for good (their names change with every upload). */
export function uploadsRoutes(app: FastifyInstance, store: FileStore) {
  route(app, getProfileImage, async (request, reply) => {
    const bytes = await store.read('public-images', request.params.name);
    if (!bytes) raise('NOT_FOUND');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });
}
