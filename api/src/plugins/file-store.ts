import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from '../lib/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files, on local disk or in an S3-compatible bucket (FILE_STORE). */
    files: FileStore;
  }
}

async function fileStorePlugin(app: FastifyInstance) {
  const store = createFileStore(app.config.fileStore);
  app.decorate('files', store);
  app.addHook('onClose', async () => store.close?.());
}

export default fp(fileStorePlugin, { name: 'file-store', fastify: '5.x', dependencies: ['config'] });
