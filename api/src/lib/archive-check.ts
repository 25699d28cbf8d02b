// Archives are looked into before an upload is kept: a ZIP (and what is one inside: DOCX, XLSX,
// PPTX, JAR…) by its central directory first (entry count, declared total size, compression ratio,
// entries overlapping each other), then by inflating every entry while counting, so a directory that
// lies about its sizes is caught too; a gzip stream by inflating it while counting. Archives inside
// the archive are looked into the same way, one level deep; deeper nesting, or compressions that
// cannot be checked, are refused. Nothing is ever written out and at most one nested archive (of
// bounded size) is held in memory.
import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createInflateRaw } from 'node:zlib';
import { raise } from '../errors/app-error';
import type { FileStore } from './file-store';
import type { Bucket } from './file-store/file-store';

interface ArchiveLimits {
  /** Entries of one archive, nested ones counted too. */
  maxEntries: number;
  /** Bytes all entries unpack into, nested ones counted too. */
  maxTotalBytes: number;
  /** Unpacked size over packed size, checked once the unpacked size is past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Largest nested archive looked into (it is held in memory while it is). */
  maxNestedBytes: number;
}

/** Limits of every upload that may be an archive (documents, shared code, datasets). */
const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 8 * 1024 * 1024,
  maxNestedBytes: 32 * 1024 * 1024,
};

type ArchiveProblem = 'size' | 'ratio' | 'entries' | 'nested' | 'damaged';

/** Why an archive is refused, with the limit it broke (for the message). */
interface ArchiveRefusal {
  reason: ArchiveProblem;
  max?: string;
}

class Refused extends Error {
  constructor(readonly reason: ArchiveProblem) {
    super(`archive refused: ${reason}`);
  }
}

/** Random access to the bytes of a file on disk or in memory. */
interface Source {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

function bufferSource(bytes: Buffer): Source {
  return { size: bytes.length, read: async (position, length) => bytes.subarray(position, Math.min(bytes.length, position + length)) };
}

/** What has been unpacked so far over the whole upload. */
interface Budget {
  limits: ArchiveLimits;
  packed: number;
  entries: number;
  unpacked: number;
}

function count(budget: Budget, bytes: number): void {
  budget.unpacked += bytes;
  if (budget.unpacked > budget.limits.maxTotalBytes) throw new Refused('size');
  if (budget.unpacked > budget.limits.ratioFloorBytes && budget.unpacked > budget.packed * budget.limits.maxRatio)
    throw new Refused('ratio');
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_CENTRAL_DIRECTORY = 16 * 1024 * 1024;

/** Offset of the end-of-central-directory record in the last 64 KiB (its comment's longest), or -1. */
function findEnd(tail: Buffer): number {
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD && at + 22 + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  return -1;
}

async function tailOf(source: Source): Promise<{ tail: Buffer; start: number }> {
  const start = Math.max(0, source.size - (22 + 0xffff));
  return { tail: await source.read(start, source.size - start), start };
}

/** Whether the bytes end in a ZIP directory (a PDF, say, with an archive appended). */
export async function endsInZipDirectory(file: string): Promise<boolean> {
  return withFile(file, async (source) => findEnd((await tailOf(source)).tail) >= 0);
}

interface Entry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
  offset: number;
}

function big(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

async function centralDirectory(source: Source, budget: Budget): Promise<Entry[]> {
  const { tail, start } = await tailOf(source);
  const end = findEnd(tail);
  if (end < 0) throw new Refused('damaged');
  let total = tail.readUInt16LE(end + 10);
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  if (total === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // ZIP64: the real figures are in the ZIP64 end record the locator before this one points at.
    const locatorAt = start + end - 20;
    const locator = locatorAt >= 0 ? await source.read(locatorAt, 20) : Buffer.alloc(0);
    if (locator.length < 20 || locator.readUInt32LE(0) !== EOCD64_LOCATOR) throw new Refused('damaged');
    const record = await source.read(big(locator.readBigUInt64LE(8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== EOCD64) throw new Refused('damaged');
    total = big(record.readBigUInt64LE(32));
    size = big(record.readBigUInt64LE(40));
    offset = big(record.readBigUInt64LE(48));
  }
  budget.entries += total;
  if (budget.entries > budget.limits.maxEntries) throw new Refused('entries');
  if (size > MAX_CENTRAL_DIRECTORY || offset + size > source.size) throw new Refused('damaged');
  const directory = await source.read(offset, size);
  const entries: Entry[] = [];
  let at = 0;
  for (let index = 0; index < total; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) throw new Refused('damaged');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: Entry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      packed: directory.readUInt32LE(at + 20),
      unpacked: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    };
    readZip64Extra(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The ZIP64 extra field holds, in this order, those of the sizes and offset that read 0xFFFFFFFF. */
function readZip64Extra(extra: Buffer, entry: Entry): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + length || field + 8 > extra.length) throw new Refused('damaged');
        const value = big(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.unpacked === 0xffffffff) entry.unpacked = next();
      if (entry.packed === 0xffffffff) entry.packed = next();
      if (entry.offset === 0xffffffff) entry.offset = next();
      return;
    }
    at += 4 + length;
  }
}

const ZIP_FAMILY = /\.(zip|jar|war|apk|docx|docm|xlsx|xlsm|pptx|pptm|odt|ods|odp|epub)$/i;
const GZIP_FAMILY = /\.(gz|tgz)$/i;
/** Archives that cannot be looked into here; inside an upload they are refused. */
const OPAQUE_ARCHIVES = /\.(7z|rar|bz2|tbz2?|xz|txz|zst|lz|lzma|z|cab|arj|iso)$/i;

/**
 * Streams the bytes of an entry (or of a whole gzip file) through `inflater`, counting what comes out;
 * keeps it when `keep` (a nested archive to look into).
 */
async function inflate(
  source: Source,
  from: number,
  length: number,
  inflater: NodeJS.ReadWriteStream,
  onBytes: (bytes: number) => void,
  keep: boolean,
): Promise<Buffer | null> {
  const kept: Buffer[] = [];
  async function* packed() {
    for (let at = from; at < from + length; at += 1 << 18) {
      yield await source.read(at, Math.min(1 << 18, from + length - at));
    }
  }
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        onBytes(chunk.length);
        if (keep) kept.push(chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await pipeline(packed(), inflater, sink);
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused('damaged');
  }
  return keep ? Buffer.concat(kept) : null;
}

async function checkZip(source: Source, budget: Budget, depth: number): Promise<void> {
  const entries = await centralDirectory(source, budget);
  // Declared figures first: a bomb that tells the truth is refused without unpacking anything.
  const declared = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
  if (budget.unpacked + declared > budget.limits.maxTotalBytes) throw new Refused('size');
  const projected = budget.unpacked + declared;
  if (projected > budget.limits.ratioFloorBytes && projected > budget.packed * budget.limits.maxRatio) throw new Refused('ratio');
  // Entries sharing their bytes (the "overlapping" bomb) or pointing outside the file.
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  for (let index = 0; index < byOffset.length; index += 1) {
    const entry = byOffset[index]!;
    const next = byOffset[index + 1];
    if (entry.offset + 30 + entry.packed > source.size) throw new Refused('damaged');
    if (next && next.offset < entry.offset + 30 + entry.packed) throw new Refused('damaged');
  }
  for (const entry of entries) {
    if (entry.name.endsWith('/') && entry.unpacked === 0) continue;
    const nestedZip = ZIP_FAMILY.test(entry.name);
    const nestedGzip = GZIP_FAMILY.test(entry.name);
    if (OPAQUE_ARCHIVES.test(entry.name)) throw new Refused('nested');
    if ((nestedZip || nestedGzip) && (depth >= 1 || entry.unpacked > budget.limits.maxNestedBytes)) throw new Refused('nested');
    const local = await source.read(entry.offset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new Refused('damaged');
    const dataAt = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    let produced = 0;
    const onBytes = (bytes: number) => {
      produced += bytes;
      // More than the directory said: it lies, which only a bomb needs to.
      if (produced > entry.unpacked) throw new Refused('ratio');
      count(budget, bytes);
    };
    let content: Buffer | null;
    if (entry.method === 0) {
      if (entry.packed !== entry.unpacked) throw new Refused('damaged');
      onBytes(entry.unpacked);
      content = nestedZip || nestedGzip ? await source.read(dataAt, entry.packed) : null;
    } else if (entry.method === 8) {
      content = await inflate(source, dataAt, entry.packed, createInflateRaw(), onBytes, nestedZip || nestedGzip);
    } else {
      // Deflate64, bzip2, LZMA, encrypted entries…: nothing here can tell what they unpack into.
      throw new Refused('damaged');
    }
    if (content && nestedZip) await checkZip(bufferSource(content), budget, depth + 1);
    if (content && nestedGzip) await checkGzip(bufferSource(content), budget);
  }
}

async function checkGzip(source: Source, budget: Budget): Promise<void> {
  await inflate(source, 0, source.size, createGunzip(), (bytes) => count(budget, bytes), false);
}

async function withFile<T>(file: string, work: (source: Source) => Promise<T>): Promise<T> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return await work({
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

function refusalOf(limits: ArchiveLimits, reason: ArchiveProblem): ArchiveRefusal {
  if (reason === 'size') return { reason, max: `${limits.maxTotalBytes / 1024 / 1024} MB` };
  if (reason === 'entries') return { reason, max: String(limits.maxEntries) };
  return { reason };
}

/**
 * Looks into the ZIP or gzip file on disk; null when it may be kept, otherwise why not. Memory stays
 * bounded whatever the file claims or holds.
 */
async function checkArchive(file: string, kind: 'zip' | 'gzip', limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<ArchiveRefusal | null> {
  try {
    await withFile(file, async (source) => {
      const budget: Budget = { limits, packed: source.size, entries: 0, unpacked: 0 };
      if (kind === 'zip') await checkZip(source, budget, 0);
      else await checkGzip(source, budget);
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return refusalOf(limits, error.reason);
    throw error;
  }
}

/**
 * Looks into a stored upload that is an archive; a bomb (or an archive that cannot be checked) is
 * removed from the store and refused with a localised 400.
 */
export async function keepOnlySafeArchive(files: FileStore, bucket: Bucket, name: string, kind: 'zip' | 'gzip'): Promise<void> {
  let refusal: ArchiveRefusal | null;
  try {
    refusal = await files.withLocalCopy(bucket, name, (file) => checkArchive(file, kind));
  } catch (error) {
    await files.remove(bucket, name);
    throw error;
  }
  if (!refusal) return;
  await files.remove(bucket, name);
  raise('UPLOAD_ARCHIVE_REFUSED', refusal.max === undefined ? { reason: refusal.reason } : { reason: refusal.reason, max: refusal.max });
}
