import { appendFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboxTransport } from './outbox-transport';

describe('the outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sso-outbox-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('keeps messages as JSON lines only its owner can read, and lists the newest first', async () => {
    const file = path.join(dir, 'nested', 'outbox.jsonl');
    const outbox = outboxTransport(file, () => new Date('2026-01-02T03:04:05Z'));
    expect(await outbox.read()).toEqual([]);
    await outbox.send({ channel: 'email', to: 'a@b.cn', subject: 'First', text: 'one' });
    await outbox.send({ channel: 'sms', to: '13800000001', subject: 'Second', text: 'two' });
    await appendFile(file, '{"cut short');
    const entries = await outbox.read();
    expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      at: '2026-01-02T03:04:05.000Z',
      channel: 'sms',
      to: '13800000001',
      subject: 'Second',
      text: 'two',
    });
    expect(await outbox.read(1)).toHaveLength(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
