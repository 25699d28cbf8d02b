// Every stored image is decoded and written anew as JPEG: whatever the upload carried besides
// pixels (EXIF with GPS position, comments, scripts in polyglot files) is gone.
import sharp from 'sharp';
import { raise } from '../../../errors/app-error';
import { decodeBmp, detectImageFormat, type ImageFormat } from './image-format';

export interface ImageRules {
  maxBytes: number;
  formats: readonly ImageFormat[];
  /** Longest side of the stored image; larger ones are scaled down proportionally. */
  maxSide: number;
}

const formatNames: Record<ImageFormat, string> = { jpeg: 'JPG', png: 'PNG', bmp: 'BMP', webp: 'WEBP' };

export function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function wrongType(rules: ImageRules): never {
  raise('FILE_WRONG_TYPE', { formats: rules.formats.map((format) => formatNames[format]).join('/') });
}

/** Checks size and real format, then re-encodes to a metadata-free JPEG. */
export async function reencodeImage(file: Buffer, rules: ImageRules): Promise<Buffer> {
  if (file.length === 0) raise('FILE_REQUIRED');
  if (file.length > rules.maxBytes) raise('FILE_TOO_LARGE', { max: describeSize(rules.maxBytes) });
  const format = detectImageFormat(file);
  if (!format || !rules.formats.includes(format)) wrongType(rules);
  try {
    let input: sharp.Sharp;
    if (format === 'bmp') {
      const raw = decodeBmp(file);
      if (!raw) wrongType(rules);
      input = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    } else {
      // limitInputPixels guards against decompression bombs; failOn 'error' refuses broken files.
      input = sharp(file, { limitInputPixels: 50_000_000, failOn: 'error' });
    }
    return await input
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    raise('FILE_UNREADABLE');
  }
}
