// Fixtures of the competitions area's tests: the demo bundles, perfect predictions, multipart bodies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { apiRoot } from '../lib/paths';
import { importBundle } from '../modules/catalogue';

export const demoBundle = (slug: string) => path.join(apiRoot, 'demo', 'competitions', slug);

/** Imports one of the demo bundles into the test database; returns the competition id. */
export async function importDemo(app: FastifyInstance, slug = 'big-data-credit-default'): Promise<number> {
  return (await importBundle(app.db, app.config.dataDir, demoBundle(slug))).id;
}

/** A prediction file made from the answer itself (a perfect score), or with `mutate` applied per row. */
export function predictionFrom(slug: string, mutate: (id: string, target: string) => string = (_id, target) => target): string {
  const lines = readFileSync(path.join(demoBundle(slug), 'answer.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return (
    [
      'id,target',
      ...lines.map((line) => {
        const [id, target] = line.split(',');
        return `${id},${mutate(id!, target!)}`;
      }),
    ].join('\n') + '\n'
  );
}

/** A multipart body with one file field, for app.inject. */
export function multipartFile(name: string, content: string | Buffer, field = 'file') {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An API answer as tests read it; `data` is whatever the endpoint answered, read freely by assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
export type Answer = { status: string; data: any; errno?: string; message?: string };
export const json = (res: { json: () => unknown }) => res.json() as Answer;

export interface Player {
  user: { id: number; name: string };
  headers: Record<string, string>;
}

/** One call of an access matrix: the same request made as each kind of caller in turn. */
type MatrixCall = Required<Pick<InjectOptions, 'method' | 'url'>> & Pick<InjectOptions, 'payload'>;

/** The status of each call in turn, made as `who` (without credentials when there is none). */
export async function statusesOf(
  app: FastifyInstance,
  who: { headers: Record<string, string> } | undefined,
  calls: readonly MatrixCall[],
): Promise<number[]> {
  const statuses: number[] = [];
  for (const call of calls) {
    const res = await app.inject({
      method: call.method,
      url: call.url,
      headers: who?.headers ?? {},
      ...('payload' in call ? { payload: call.payload } : {}),
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** Signs `who` up for the competition. */
export async function signUpFor(app: FastifyInstance, competitionId: number, who: Player): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/competitions/${competitionId}/users`, headers: who.headers, payload: {} });
  if (json(res).status !== 'e200') throw new Error(`signup failed: ${res.body}`);
}

/** Signs `who` up and makes them the captain of a new team; returns the team id. */
export async function captainOf(app: FastifyInstance, competitionId: number, who: Player, teamName: string): Promise<number> {
  await signUpFor(app, competitionId, who);
  const res = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: who.headers,
    payload: { cmptId: competitionId, name: teamName },
  });
  if (json(res).status !== 'e200') throw new Error(`team not created: ${res.body}`);
  return json(res).data.id;
}

/** Signs `who` up and puts them in the captain's team with its invitation code. */
export async function joinTeam(app: FastifyInstance, competitionId: number, teamId: number, captain: Player, who: Player): Promise<void> {
  const code = json(
    await app.inject({ method: 'POST', url: '/api/users/invitationCode', headers: captain.headers, payload: { cmptId: competitionId } }),
  ).data.code;
  await signUpFor(app, competitionId, who);
  const res = await app.inject({
    method: 'POST',
    url: `/api/teams/v2/${teamId}/requests`,
    headers: who.headers,
    payload: { cmptId: competitionId, invitationCode: code },
  });
  if (json(res).data?.status !== 'accepted') throw new Error(`not joined: ${res.body}`);
}

/** Uploads a prediction for `who`'s team and waits until the scoring job is done with it. */
export async function scoredUpload(app: FastifyInstance, competitionId: number, who: Player, content: string): Promise<void> {
  const file = multipartFile('prediction.csv', content);
  const res = await app.inject({
    method: 'POST',
    url: `/api/competitions/${competitionId}/uploads`,
    headers: { ...who.headers, ...file.headers },
    payload: file.payload,
  });
  if (json(res).status !== 'e200') throw new Error(`upload refused: ${res.body}`);
  for (let i = 0; i < 100; i++) {
    await app.jobs.drain();
    const page = json(await app.inject({ url: `/api/competitions/${competitionId}?part=submits`, headers: who.headers })).data;
    if (!page.team.some((s: { status: string }) => s.status === 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scoring did not finish');
}
