// Helpers of the users area's tests: a test app over its own uploads folder, multipart bodies, sample
// images and a sent passport authentication.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type SignedIn, type TestApp } from '../../test';
import type { Engine } from '../../test/engines';

/** A fresh uploads folder for one test app; remove it with removeTempUploads in afterAll. */
export function tempUploadsDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'dcic-uploads-'));
}

export function removeTempUploads(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A test app over a fresh uploads folder, built in beforeAll (handed to `built`) and closed, its folder
 * removed, in afterAll. Returns the uploads folder.
 */
export function testAppWithUploads(engine: Engine, built: (app: TestApp) => void): string {
  let app: TestApp;
  const uploads = tempUploadsDir();
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { uploadsDir: uploads } });
    built(app);
  });
  afterAll(async () => {
    await app.close();
    removeTempUploads(uploads);
  });
  return uploads;
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'image.jpg'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG carrying EXIF metadata (camera make, orientation), to prove it is stripped. */
export function jpegWithExif(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 31.2N 121.5E' } })
    .jpeg()
    .toBuffer();
}

export function png(width = 50, height = 50): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
}

/** Random bytes: big, and not an image whatever its name says. */
export function noise(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) buffer[i] = (i * 7919) % 251;
  return buffer;
}

/** Sends an overseas (passport) authentication with its document image, which puts it under review. */
export async function submitPassportAuthentication(app: TestApp, who: SignedIn, trueName: string, idNumber: string): Promise<void> {
  await app.inject({
    method: 'POST',
    url: '/api/v2/users/iden',
    headers: who.headers,
    payload: { authType: 'overseas', trueName, idNumber, documentType: 'passport' },
  });
  const body = multipart(await png());
  await app.inject({
    method: 'POST',
    url: '/api/users/authentication/document',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
