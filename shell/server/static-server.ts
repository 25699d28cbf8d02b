// Serves one remote's build output as its own origin, the way a CDN would (see static-files.ts):
// `node shell/dist-server/static-server.js --dir mfe-inbox/dist --port 8084`.
import { parseArgs } from 'node:util';
import path from 'node:path';
import cors from '@fastify/cors';
import { logLevel, parseEnv, serveUntilStopped } from '@dcic/shared/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerStaticFiles } from './static-files';

export async function buildStaticApp(root: string, options: { logLevel?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false });
  // The shell runs on another origin: it may load these scripts, and the browser may run them there.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    // Only scripts, styles and assets live here, loaded by the shell's pages, whose own policy rules
    // them. A document opened from this origin (a stray HTML or SVG file) may run and load nothing.
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
  });
  app.get('/healthz', async (_request, reply) => reply.type('text/plain').send('ok'));
  await registerStaticFiles(app, { root });
  return app;
}

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const env = parseEnv(z.object({ LOG_LEVEL: logLevel }), process.env);
  const root = path.resolve(values.dir);
  const app = await buildStaticApp(root, { logLevel: env.LOG_LEVEL ?? 'info' });
  const port = Number(values.port ?? process.env.PORT ?? 8081);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  await serveUntilStopped(app, { port, host });
  console.log(`static ${path.basename(path.dirname(root))} on http://${host}:${port}`);
}

function fail(error: unknown): never {
  console.error(error);
  process.exit(1);
}

if (require.main === module) main().catch(fail);
