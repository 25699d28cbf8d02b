// Public images (the rich editor's uploads, the images of content bundles): recognised by their first
// bytes (never by a name or a declared type), decoded and written anew in their own format with no
// metadata (EXIF, comments, anything a polyglot carried after the pixels), kept in the file store's
// public images and served by name from one route.
import { EDITOR_IMAGE_UPLOAD, endpointPath, getEditorImage } from '@dcic/shared/contract';
import sharp from 'sharp';
import { raise } from '../errors/app-error';
import { formatsByContent } from './file-type';
import type { FileStore } from './file-store';

type PublicImageFormat = (typeof EDITOR_IMAGE_UPLOAD.formats)[number];

/** Longest side of a stored image; larger ones are scaled down. */
const MAX_SIDE = 2000;
/** Decoded pixels at most: a small file that unpacks into a huge image is refused. */
const MAX_PIXELS = 40_000_000;

const EXTENSIONS: Record<PublicImageFormat, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const STORED = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The format of an image by its first bytes, or null when it is none of JPEG, PNG and WebP. */
function formatOf(bytes: Buffer): PublicImageFormat | null {
  const formats = formatsByContent(bytes);
  if (formats.includes('jpg')) return 'jpeg';
  if (formats.includes('png')) return 'png';
  if (formats.includes('webp')) return 'webp';
  return null;
}

export function imageSizeText(bytes: number): string {
  return `${bytes / (1024 * 1024)} MB`;
}

/** The extension an image is stored under, by its content; raises when it is no accepted image. */
export function publicImageExtension(file: Buffer): string {
  if (file.length === 0) raise('FILE_REQUIRED');
  if (file.length > EDITOR_IMAGE_UPLOAD.maxBytes) raise('FILE_TOO_LARGE', { max: imageSizeText(EDITOR_IMAGE_UPLOAD.maxBytes) });
  const format = formatOf(file);
  if (!format) raise('FILE_WRONG_TYPE', { formats: 'JPG/PNG/WEBP' });
  return EXTENSIONS[format];
}

/** Checks the content and re-encodes it; answers the new bytes and the extension they are stored under. */
export async function reencodePublicImage(file: Buffer): Promise<{ bytes: Buffer; extension: string }> {
  const extension = publicImageExtension(file);
  let image = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (extension === '.jpg') image = image.jpeg({ quality: 88, mozjpeg: true });
  else if (extension === '.png') image = image.png({ compressionLevel: 9 });
  else image = image.webp({ quality: 85 });
  try {
    // sharp writes no metadata unless asked to (withMetadata), so EXIF, XMP and comments are gone.
    return { bytes: await image.toBuffer(), extension };
  } catch {
    raise('FILE_UNREADABLE');
  }
}

/** The address a stored public image is served at. */
export const publicImageUrl = (name: string): string => endpointPath(getEditorImage.path, { name });

/** The stored name behind an address of `publicImageUrl`, or null for any other address. */
export function publicImageName(url: string): string | null {
  const prefix = getEditorImage.path.slice(0, getEditorImage.path.indexOf(':name'));
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return STORED.test(name) ? name : null;
}

/** A stored public image by its name, with its content type; null for any other name. */
export async function readPublicImage(store: FileStore, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = STORED.exec(name);
  if (!match) return null;
  const bytes = await store.read('public-images', name);
  return bytes ? { bytes, contentType: CONTENT_TYPES[match[1]!]! } : null;
}
