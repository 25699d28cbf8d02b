// What an uploaded file really is, by its first bytes; the name and the declared type are not trusted.
import { formatsByContent } from '../../../lib/file-type';

export type ImageFormat = 'jpeg' | 'png' | 'bmp' | 'webp';

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const formats = formatsByContent(bytes);
  if (formats.includes('jpg')) return 'jpeg';
  if (formats.includes('png')) return 'png';
  // A bare "BM" is too common a start; a BMP has at least its headers.
  if (formats.includes('bmp') && bytes.length > 26) return 'bmp';
  if (formats.includes('webp')) return 'webp';
  return null;
}

export interface RawImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

/**
 * Decodes an uncompressed 24- or 32-bit BMP (what scanners and Windows Paint write). The image
 * library has no BMP reader, and overseas documents may come as BMP. Anything else is refused.
 */
export function decodeBmp(file: Buffer): RawImage | null {
  if (file.length < 54 || file.readUInt16LE(0) !== 0x4d42) return null;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitsPerPixel = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  // 0 = BI_RGB; 3 = BI_BITFIELDS, which 32-bit files use with the usual BGRA masks.
  if (!(compression === 0 || (compression === 3 && bitsPerPixel === 32))) return null;
  if (bitsPerPixel !== 24 && bitsPerPixel !== 32) return null;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width > 10_000 || height > 10_000) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (dataOffset + rowSize * height > file.length) return null;
  const data = Buffer.alloc(width * height * 3);
  const bottomUp = rawHeight > 0;
  for (let y = 0; y < height; y += 1) {
    const source = dataOffset + (bottomUp ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const from = source + x * bytesPerPixel;
      const to = (y * width + x) * 3;
      data[to] = file[from + 2]!;
      data[to + 1] = file[from + 1]!;
      data[to + 2] = file[from]!;
    }
  }
  return { width, height, channels: 3, data };
}

/** A minimal 24-bit BMP, for tests and fixtures. */
export function encodeBmp(width: number, height: number, rgb: [number, number, number]): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + y * rowSize + x * 3;
      file[at] = rgb[2];
      file[at + 1] = rgb[1];
      file[at + 2] = rgb[0];
    }
  }
  return file;
}
