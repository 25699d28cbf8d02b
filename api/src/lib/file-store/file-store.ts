// Uploaded files, kept by a driver chosen in the configuration: the local disk (one machine) or an
// S3-compatible bucket (API processes on several machines). Names are made here; nothing a client
// sends becomes part of a path or a key.
import { randomBytes } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

export type Bucket = 'public-images' | 'private-identity' | 'submissions' | 'source-code' | 'datasets' | 'practice';

// Public images are served by the images route, shared source code and datasets by their download routes;
// identity documents, submissions and practice attempts by no route at all. Submissions sit at the top, where files stored
// before the buckets existed still are.
const FOLDERS: Record<Bucket, string> = {
  'public-images': 'images',
  'private-identity': 'private/identity',
  submissions: '',
  'source-code': 'source-code',
  datasets: 'datasets',
  practice: 'practice',
};

/** Server-made names: 32 hex digits (a UUID's 36 characters for older submissions) and an extension. */
export const STORED_NAME = /^[0-9a-f][0-9a-f-]{31,35}\.[a-z0-9]{1,8}$/;
const EXTENSION = /^\.[a-z0-9]{1,8}$/;

/** How many first bytes `saveStream` hands back, enough to tell a file's type by its content. */
export const HEAD_BYTES = 4100;

export interface StoredStream {
  name: string;
  size: number;
  /** The first bytes of the file, for a magic-byte check. */
  head: Buffer;
}

export interface FileStore {
  /** Stores bytes under a new name and returns the name. */
  save(bucket: Bucket, bytes: Buffer, extension?: string): Promise<string>;
  /** Stores bytes under a name made by the caller (a server-made name, e.g. from a content hash), replacing any file of that name. */
  saveAs(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  /** Stores a stream (of any length) under a new name; a failing stream leaves nothing behind. */
  saveStream(bucket: Bucket, body: Readable, extension: string): Promise<StoredStream>;
  /** The file's bytes, or null when there is none by that name. */
  read(bucket: Bucket, name: string): Promise<Buffer | null>;
  /** The file as a stream (for files too large to hold in memory), or null when there is none by that name. */
  stream(bucket: Bucket, name: string): Promise<Readable | null>;
  /** Removes the file; a missing or odd name is no error. */
  remove(bucket: Bucket, name: string | null | undefined): Promise<void>;
  /** Runs `work` with a path to the file on local disk (a temporary copy when the store is remote). */
  withLocalCopy<T>(bucket: Bucket, name: string, work: (file: string) => Promise<T>): Promise<T>;
}

export function newName(extension = '.jpg'): string {
  if (!EXTENSION.test(extension)) throw new Error(`refusing an extension of unexpected shape: ${extension}`);
  return `${randomBytes(16).toString('hex')}${extension}`;
}

/** The file's key inside the store, e.g. `images/<name>`; only server-made names pass. */
export function keyOf(bucket: Bucket, name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`refusing a stored name of unexpected shape: ${name}`);
  return FOLDERS[bucket] ? `${FOLDERS[bucket]}/${name}` : name;
}

/** A pass-through step of a pipeline that counts the bytes and keeps the first ones. */
export class Measure extends Transform {
  size = 0;
  private readonly first: Buffer[] = [];
  private kept = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.first.push(part);
      this.kept += part.length;
    }
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.first);
  }
}
