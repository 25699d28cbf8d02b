import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HEAD_BYTES, LocalDiskStore, S3Store, type FileStore } from '.';

// A real S3-compatible server (s3rver) in a child process, so the S3 driver talks HTTP and signs
// its requests exactly as against a real service.
const S3_SERVER = `
const S3rver = require('@20minutes/s3rver');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1], configureBuckets: [{ name: 'uploads' }] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

async function startS3Server(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['-e', S3_SERVER, mkdtempSync(path.join(tmpdir(), 'dcic-s3-'))], {
    cwd: path.join(__dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (line: Buffer) => resolve((JSON.parse(line.toString()) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

type Driver = { store: FileStore; stop: () => Promise<void> };

const drivers: Array<[string, () => Promise<Driver>]> = [
  ['local disk', async () => ({ store: new LocalDiskStore(mkdtempSync(path.join(tmpdir(), 'dcic-files-'))), stop: async () => undefined })],
  [
    'S3',
    async () => {
      const server = await startS3Server();
      const store = new S3Store({
        driver: 's3',
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: server.endpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
        prefix: 'site-a',
      });
      return { store, stop: async () => (store.close(), server.stop()) };
    },
  ],
];

describe.each(drivers)('file store on %s', (_name, start) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  }, 30_000);
  afterAll(() => driver.stop());

  it('stores bytes under a new server-made name and reads them back', async () => {
    const { store } = driver;
    const name = await store.save('public-images', Buffer.from('jpeg bytes'));
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await store.save('public-images', Buffer.from('jpeg bytes'))).not.toBe(name);
    expect((await store.read('public-images', name))?.toString()).toBe('jpeg bytes');
  });

  it('stores bytes under a name the caller made, and refuses a name that could make a path', async () => {
    const { store } = driver;
    const name = `${'ab'.repeat(16)}.png`;
    await store.saveAs('public-images', name, Buffer.from('png bytes'));
    expect((await store.read('public-images', name))?.toString()).toBe('png bytes');
    await expect(store.saveAs('public-images', '../outside.png', Buffer.from('x'))).rejects.toThrow(/unexpected shape/);
  });

  it('keeps the buckets apart', async () => {
    const { store } = driver;
    const name = await store.save('private-identity', Buffer.from('passport'));
    expect(await store.read('public-images', name)).toBeNull();
    expect((await store.read('private-identity', name))?.toString()).toBe('passport');
  });

  it('answers null for a missing file and for a name it never makes', async () => {
    const { store } = driver;
    expect(await store.read('public-images', `${'0'.repeat(32)}.jpg`)).toBeNull();
    expect(await store.read('public-images', '../../etc/passwd')).toBeNull();
    await expect(store.remove('public-images', '../secret.jpg')).resolves.toBeUndefined();
  });

  it('reads a file back as a stream; null for a missing file or a name it never makes', async () => {
    const { store } = driver;
    const body = Buffer.alloc(200_000, 'd');
    const name = await store.save('datasets', body, '.dat');
    const stream = await store.stream('datasets', name);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    expect(await store.stream('datasets', `${'0'.repeat(32)}.dat`)).toBeNull();
    expect(await store.stream('public-images', name)).toBeNull();
    expect(await store.stream('datasets', '../answer.csv')).toBeNull();
  });

  it('removes a file, and removing it again is no error', async () => {
    const { store } = driver;
    const name = await store.save('public-images', Buffer.from('x'));
    await store.remove('public-images', name);
    expect(await store.read('public-images', name)).toBeNull();
    await expect(store.remove('public-images', name)).resolves.toBeUndefined();
    await expect(store.remove('public-images', null)).resolves.toBeUndefined();
  });

  it('stores a stream with its size and first bytes, and lends a local copy of it', async () => {
    const { store } = driver;
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 'a')]);
    const stored = await store.saveStream('submissions', Readable.from([body.subarray(0, 1000), body.subarray(1000)]), '.pdf');
    expect(stored.name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(stored.size).toBe(body.length);
    expect(stored.head).toEqual(body.subarray(0, HEAD_BYTES));
    const copy = await store.withLocalCopy('submissions', stored.name, async (file) => readFileSync(file));
    expect(copy.equals(body)).toBe(true);
  });

  it('leaves nothing behind when the stream fails', async () => {
    const { store } = driver;
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.saveStream('submissions', failing, '.csv')).rejects.toThrow('connection reset');
  });

  it('refuses an extension that could make a path', async () => {
    await expect(driver.store.saveStream('submissions', Readable.from(['x']), '/../x')).rejects.toThrow(/unexpected shape/);
  });
});
