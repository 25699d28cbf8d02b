// Hostile files for the upload suites, made at run time: small to send, large (or impossible) once
// unpacked or decoded. Nothing here is kept on disk.
import { Readable } from 'node:stream';
import { createDeflateRaw, createGzip, crc32, deflateRawSync } from 'node:zlib';

/** Compresses `bytes` zero bytes without ever holding them (one reused zero chunk). */
export async function compressedZeros(bytes: number, kind: 'deflate-raw' | 'gzip'): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const compressor = kind === 'gzip' ? createGzip({ level: 9 }) : createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  compressor.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    compressor.on('end', resolve);
    compressor.on('error', reject);
  });
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!compressor.write(piece)) await new Promise((resolve) => compressor.once('drain', resolve));
  }
  compressor.end();
  await done;
  return Buffer.concat(out);
}

export interface ZipEntry {
  name: string;
  /** Stored bytes, or deflated ones with `deflated`. */
  data: Buffer;
  deflated?: boolean;
  /** What the directory claims the entry unpacks into (default: the truth for stored data). */
  declaredSize?: number;
  /** Point this entry at the local record of entry number `sharesWith` (the overlapping bomb). */
  sharesWith?: number;
}

/** A ZIP file written by hand, so its directory can say whatever a test needs it to. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  entries.forEach((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.deflated ? 8 : 0;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = entry.deflated ? 0 : crc32(entry.data);
    let at = offset;
    if (entry.sharesWith === undefined) {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(method, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(entry.data.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      locals.push(local, name, entry.data);
      offset += 30 + name.length + entry.data.length;
    } else at = offsets[entry.sharesWith]!;
    offsets.push(at);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(at, 42);
    central.push(record, name);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A deflated entry of real text, as office documents hold. */
export function textEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(data), deflated: true, declaredSize: data.length };
}

/** A small, well-formed DOCX (a ZIP of XML parts). */
export function docx(): Buffer {
  return zip([
    textEntry('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    textEntry('word/document.xml', `<?xml version="1.0"?><w:document>${'<w:p>方案说明 plan text</w:p>'.repeat(200)}</w:document>`),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG claiming `width` × `height` pixels with next to no pixel data: a pixel flood. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateRawSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP header claiming a huge image with no pixels behind it. */
export function pixelFloodBmp(width: number, height: number): Buffer {
  const file = Buffer.alloc(64);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  return file;
}

/** A multipart body as a stream: parts as given, a file part's content possibly huge (never held). */
export interface StreamPart {
  field: string;
  value?: string;
  file?: { name: string; type?: string; head?: Buffer; fill?: number };
}

export function multipartStream(parts: readonly StreamPart[]): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----dcicattack${Math.random().toString(16).slice(2)}`;
  const filler = Buffer.alloc(1024 * 1024, 0x41);
  async function* body() {
    for (const part of parts) {
      if (!part.file) {
        yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.field}"\r\n\r\n${part.value ?? ''}\r\n`);
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.field}"; filename="${part.file.name}"\r\ncontent-type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (part.file.head) yield part.file.head;
      for (let left = part.file.fill ?? 0; left > 0; left -= filler.length) yield left >= filler.length ? filler : filler.subarray(0, left);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
