import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoBundle } from '../../../test/competitions';
import { BundleError, readBundle } from './import-bundle';
import { resolveTime } from './manifest';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  cpSync(demoBundle('big-data-credit-default'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function editManifest(change: (m: Record<string, unknown>) => void) {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

async function problem(): Promise<string> {
  try {
    await readBundle(dir);
  } catch (error) {
    if (error instanceof BundleError) return error.message;
    throw error;
  }
  return 'no problem';
}

describe('competition bundles', () => {
  it('accepts every demo bundle', async () => {
    for (const slug of ['big-data-credit-default', 'party-building-knowledge-graph', 'kunpeng-server-load']) {
      await expect(readBundle(demoBundle(slug))).resolves.toMatchObject({ slug });
    }
  });

  it('names each invalid field', async () => {
    editManifest((m) => {
      m.race = 'sports';
      m.metric = 'f2';
    });
    const message = await problem();
    expect(message).toContain('race: Invalid option');
    expect(message).toContain('metric: Invalid option');
  });

  it('refuses a missing dataset or answer file, and a broken answer', async () => {
    rmSync(path.join(dir, 'data', 'test.csv'));
    expect(await problem()).toContain('dataset file data/test.csv not found');
    cpSync(demoBundle('big-data-credit-default'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'answer.csv'), 'id,target,list\n1,0.3,A\n');
    expect(await problem()).toContain('target must be 0 or 1 for auc');
  });

  it('refuses schedules without sort 0 or starting after they end', async () => {
    editManifest((m) => {
      m.schedules = [
        { sort: 1, name: { zh: '复赛', en: 'Final' }, start: 'now+2d', end: 'now+1d', maxSubmitCount: 1, maxErrorSubmitCount: 1 },
      ];
    });
    expect(await problem()).toContain('one schedule must have sort 0');
  });

  it('resolves times relative to now', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(resolveTime('now-2d', now).toISOString()).toBe('2026-04-29T00:00:00.000Z');
    expect(resolveTime('now+6h', now).toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(resolveTime('2026-06-01T00:00:00Z', now).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
});
