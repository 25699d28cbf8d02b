// Local-disk storage of uploads under the configured uploads folder. Names are generated here;
// nothing the client sends becomes part of a path.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Bucket = 'public-images' | 'private-identity';

// Public images are served by the images route (uploads/routes.ts); the private folder has no route at all.
const folders: Record<Bucket, string> = { 'public-images': 'images', 'private-identity': path.join('private', 'identity') };

const STORED_NAME = /^[0-9a-f]{32}\.jpg$/;

export class FileStore {
  constructor(private readonly root: string) {}

  private pathOf(bucket: Bucket, name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`refusing a stored name of unexpected shape: ${name}`);
    return path.join(this.root, folders[bucket], name);
  }

  async save(bucket: Bucket, bytes: Buffer): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    const file = this.pathOf(bucket, name);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { mode: 0o600 });
    return name;
  }

  /** The file's bytes, or null when there is none by that name. */
  async read(bucket: Bucket, name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(this.pathOf(bucket, name));
    } catch {
      return null;
    }
  }

  async remove(bucket: Bucket, name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await rm(this.pathOf(bucket, name), { force: true });
  }
}
