import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { keyOf, Measure, newName, STORED_NAME, type Bucket, type FileStore, type StoredStream } from './file-store';

/** Files under one folder of the local disk, outside any web root, readable by this process only. */
export class LocalDiskStore implements FileStore {
  constructor(private readonly root: string) {}

  private async target(bucket: Bucket, name: string): Promise<string> {
    const file = path.join(this.root, keyOf(bucket, name));
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    return file;
  }

  async save(bucket: Bucket, bytes: Buffer, extension?: string): Promise<string> {
    const name = newName(extension);
    await writeFile(await this.target(bucket, name), bytes, { mode: 0o600 });
    return name;
  }

  async saveAs(bucket: Bucket, name: string, bytes: Buffer): Promise<void> {
    await writeFile(await this.target(bucket, name), bytes, { mode: 0o600 });
  }

  async saveStream(bucket: Bucket, body: Readable, extension: string): Promise<StoredStream> {
    const name = newName(extension);
    const file = await this.target(bucket, name);
    const measured = new Measure();
    const out = createWriteStream(file, { mode: 0o600 });
    try {
      await pipeline(body, measured, out);
    } catch (error) {
      // A body that fails at once can fail while the file is still being opened: removed before the
      // stream has closed, the file would appear again after the removal and stay behind.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await rm(file, { force: true });
      throw error;
    }
    return { name, size: measured.size, head: measured.head };
  }

  async read(bucket: Bucket, name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.root, keyOf(bucket, name)));
    } catch {
      return null;
    }
  }

  async stream(bucket: Bucket, name: string): Promise<Readable | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      // Opened here, so a missing file is a null rather than an error once the answer has started.
      const handle = await open(path.join(this.root, keyOf(bucket, name)), 'r');
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async remove(bucket: Bucket, name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await rm(path.join(this.root, keyOf(bucket, name)), { force: true });
  }

  async withLocalCopy<T>(bucket: Bucket, name: string, work: (file: string) => Promise<T>): Promise<T> {
    return work(path.join(this.root, keyOf(bucket, name)));
  }
}
