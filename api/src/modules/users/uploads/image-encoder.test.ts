import sharp from 'sharp';
import { AppError } from '../../../errors/app-error';
import { reencodeImage } from './image-encoder';
import { detectImageFormat, encodeBmp } from './image-format';
import { jpegWithExif, noise, png } from '../test-support';

const rules = { maxBytes: 500 * 1024, formats: ['jpeg', 'png'] as const, maxSide: 2000 };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('image re-encoding', () => {
  it('detects formats by their first bytes', async () => {
    expect(detectImageFormat(await jpegWithExif())).toBe('jpeg');
    expect(detectImageFormat(await png())).toBe('png');
    expect(detectImageFormat(encodeBmp(2, 2, [1, 2, 3]))).toBe('bmp');
    expect(detectImageFormat(Buffer.from('GIF89a....'))).toBeNull();
  });

  it('writes a JPEG without the metadata of the upload', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const output = await reencodeImage(input, rules);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(output.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('scales large images down to the longest side', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const meta = await sharp(await reencodeImage(big, { ...rules, maxBytes: 5e6 })).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  it('reads uncompressed BMP when the kind allows it', async () => {
    const output = await reencodeImage(encodeBmp(20, 10, [200, 10, 10]), { ...rules, formats: ['jpeg', 'png', 'bmp'] });
    const meta = await sharp(output).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 10]);
  });

  it('refuses wrong kinds, oversize files and damaged images', async () => {
    expect(await codeOf(reencodeImage(encodeBmp(4, 4, [0, 0, 0]), rules))).toBe('FILE_WRONG_TYPE');
    expect(await codeOf(reencodeImage(noise(1000), rules))).toBe('FILE_WRONG_TYPE');
    expect(await codeOf(reencodeImage(noise(600 * 1024), rules))).toBe('FILE_TOO_LARGE');
    expect(await codeOf(reencodeImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), rules))).toBe('FILE_UNREADABLE');
    expect(await codeOf(reencodeImage(Buffer.alloc(0), rules))).toBe('FILE_REQUIRED');
  });
});
