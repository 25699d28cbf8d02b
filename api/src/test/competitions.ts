// Fixtures of the competitions area's tests: the demo bundles, perfect predictions, multipart bodies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiRoot } from '../lib/paths';
import { importBundle } from '../modules/catalogue';

export const demoBundle = (slug: string) => path.join(apiRoot, 'demo', 'competitions', slug);

/** Imports one of the demo bundles into the test database; returns the competition id. */
export async function importDemo(app: FastifyInstance, slug = 'big-data-credit-default'): Promise<number> {
  return (await importBundle(app.db, app.config.dataDir, demoBundle(slug))).id;
}

/** A prediction file made from the answer itself (a perfect score), or with `mutate` applied per row. */
export function predictionFrom(slug: string, mutate: (id: string, target: string) => string = (_id, target) => target): string {
  const lines = readFileSync(path.join(demoBundle(slug), 'answer.csv'), 'utf8').trim().split('\n').slice(1);
  return ['id,target', ...lines.map((line) => {
    const [id, target] = line.split(',');
    return `${id},${mutate(id!, target!)}`;
  })].join('\n') + '\n';
}

/** A multipart body with one file field, for app.inject. */
export function multipartFile(name: string, content: string | Buffer, field = 'file') {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
