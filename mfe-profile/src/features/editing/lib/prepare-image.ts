import { scaledSize } from './cropper-config';

/**
 * Reads a chosen file into an object URL the cropper shows, scaled down when its longer side is
 * over 2000 px (spec §5), so crop pixels are pixels of this prepared image.
 */
export async function prepareImage(file: Blob): Promise<string> {
  const original = URL.createObjectURL(file);
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const element = new Image();
    element.onload = () => resolve(element);
    element.onerror = () => reject(new Error('Could not load image'));
    element.src = original;
  });
  const size = scaledSize(image.naturalWidth, image.naturalHeight);
  if (size.width === image.naturalWidth && size.height === image.naturalHeight) return original;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
  URL.revokeObjectURL(original);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((value) => (value ? resolve(value) : reject(new Error('img error'))), 'image/png'),
  );
  return URL.createObjectURL(blob);
}
