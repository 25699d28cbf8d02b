// Images of the rich editor: one file in the field `image`, recognised by its first bytes (never by
// its name or declared type), decoded and written anew in its own format with no metadata (EXIF,
// comments, anything a polyglot carried after the pixels), stored in the public images and served
// by name.
import { EDITOR_IMAGE_UPLOAD, endpointPath, getEditorImage } from '@dcic/shared/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { raise } from '../../errors/app-error';
import { formatsByContent } from '../../lib/file-type';
import type { FileStore } from '../../lib/file-store';

type EditorFormat = (typeof EDITOR_IMAGE_UPLOAD.formats)[number];

/** Longest side of a stored image; larger ones are scaled down. */
const MAX_SIDE = 2000;
/** Decoded pixels at most: a small file that unpacks into a huge image is refused. */
const MAX_PIXELS = 40_000_000;

const EXTENSIONS: Record<EditorFormat, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function formatOf(bytes: Buffer): EditorFormat | null {
  const formats = formatsByContent(bytes);
  if (formats.includes('jpg')) return 'jpeg';
  if (formats.includes('png')) return 'png';
  if (formats.includes('webp')) return 'webp';
  return null;
}

function sizeText(bytes: number): string {
  return `${bytes / (1024 * 1024)} MB`;
}

/** The one file of the upload, from the field `image` only; a cut-off body is a 400, an oversize file a 413. */
async function readEditorUpload(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: EDITOR_IMAGE_UPLOAD.maxBytes, files: 1, fields: 0 } });
  } catch {
    raise('DISCUSSION_IMAGE_FIELD');
  }
  if (!part || part.fieldname !== EDITOR_IMAGE_UPLOAD.field) {
    // Drain what was sent so the connection stays usable, then refuse.
    await part?.toBuffer().catch(() => undefined);
    raise('DISCUSSION_IMAGE_FIELD');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      raise('FILE_TOO_LARGE', { max: sizeText(EDITOR_IMAGE_UPLOAD.maxBytes) });
    raise('BAD_REQUEST');
  }
}

/** Checks the content and re-encodes it; answers the new bytes and the extension they are stored under. */
async function reencodeEditorImage(file: Buffer): Promise<{ bytes: Buffer; extension: string }> {
  if (file.length === 0) raise('FILE_REQUIRED');
  if (file.length > EDITOR_IMAGE_UPLOAD.maxBytes) raise('FILE_TOO_LARGE', { max: sizeText(EDITOR_IMAGE_UPLOAD.maxBytes) });
  const format = formatOf(file);
  if (!format) raise('FILE_WRONG_TYPE', { formats: 'JPG/PNG/WEBP' });
  let image = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (format === 'jpeg') image = image.jpeg({ quality: 88, mozjpeg: true });
  else if (format === 'png') image = image.png({ compressionLevel: 9 });
  else image = image.webp({ quality: 85 });
  try {
    // sharp writes no metadata unless asked to (withMetadata), so EXIF, XMP and comments are gone.
    return { bytes: await image.toBuffer(), extension: EXTENSIONS[format] };
  } catch {
    raise('FILE_UNREADABLE');
  }
}

const editorImageUrl = (name: string): string => endpointPath(getEditorImage.path, { name });

/** Reads, checks, re-encodes and stores an upload; answers its address. */
export async function storeEditorImage(request: FastifyRequest, store: FileStore): Promise<{ url: string }> {
  const { bytes, extension } = await reencodeEditorImage(await readEditorUpload(request));
  const name = await store.save('public-images', bytes, extension);
  return { url: editorImageUrl(name) };
}

/** A stored editor image by its name, with its content type; null for any other name. */
export async function readEditorImage(store: FileStore, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = /^[0-9a-f]{32}\.(jpg|png|webp)$/.exec(name);
  if (!match) return null;
  const bytes = await store.read('public-images', name);
  return bytes ? { bytes, contentType: CONTENT_TYPES[match[1]!]! } : null;
}
