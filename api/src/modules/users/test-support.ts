// Helpers of the users area's tests: multipart bodies and sample images.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A fresh uploads folder for one test app; remove it with removeTempUploads in afterAll. */
export function tempUploadsDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'dcic-uploads-'));
}

export function removeTempUploads(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
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
