import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config';
import { keyOf, Measure, newName, STORED_NAME, type Bucket, type FileStore, type StoredStream } from './file-store';

type S3Settings = Extract<FileStoreConfig, { driver: 's3' }>;

/** Files in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph, R2…), shared by every API process. */
export class S3Store implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      // The SDK's default trailing checksums (aws-chunked uploads) are AWS's own; S3-compatible
      // services do not all read them, and the ETag still guards every upload.
      ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix.replace(/^\/+|\/+$/g, '');
  }

  private key(bucket: Bucket, name: string): string {
    const key = keyOf(bucket, name);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async save(bucket: Bucket, bytes: Buffer, extension?: string): Promise<string> {
    const name = newName(extension);
    await this.saveAs(bucket, name, bytes);
    return name;
  }

  async saveAs(bucket: Bucket, name: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(bucket, name), Body: bytes }));
  }

  // A single PUT needs the length up front, which a multipart upload does not tell; the stream is
  // first spooled to a temporary file (it is also measured on the way there).
  async saveStream(bucket: Bucket, body: Readable, extension: string): Promise<StoredStream> {
    const name = newName(extension);
    return this.spooled(async (file) => {
      const measured = new Measure();
      await pipeline(body, measured, createWriteStream(file, { mode: 0o600 }));
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(bucket, name),
          Body: createReadStream(file),
          ContentLength: measured.size,
        }),
      );
      return { name, size: measured.size, head: measured.head };
    });
  }

  async read(bucket: Bucket, name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(bucket, name) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async stream(bucket: Bucket, name: string): Promise<Readable | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(bucket, name) }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(bucket: Bucket, name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(bucket, name) }));
  }

  async withLocalCopy<T>(bucket: Bucket, name: string, work: (file: string) => Promise<T>): Promise<T> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(bucket, name) }));
    return this.spooled(async (file) => {
      await pipeline(object.Body as Readable, createWriteStream(file, { mode: 0o600 }));
      return work(file);
    });
  }

  /** Runs `work` with a temporary file that is gone afterwards, whatever happened. */
  private async spooled<T>(work: (file: string) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(path.join(tmpdir(), 'dcic-files-'));
    try {
      return await work(path.join(folder, 'file'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  close(): void {
    this.client.destroy();
  }
}
