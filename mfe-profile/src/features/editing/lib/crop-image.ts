// Draws the chosen crop of an image (with its rotation) onto a canvas and encodes it as the
// cropper's output type and quality (JPEG, quality 1).
import { CROPPER, rotationDegrees, scaledSize } from './cropper-config';

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Could not load image'));
    image.src = source;
  });
}

/**
 * `area` is in pixels of the image as the cropper saw it (already scaled to at most 2000 px on the
 * longer side and rotated by `rotation` steps).
 */
export async function cropImage(
  source: string,
  area: { x: number; y: number; width: number; height: number },
  rotation: number,
): Promise<Blob> {
  const image = await loadImage(source);
  const size = scaledSize(image.naturalWidth, image.naturalHeight);
  const radians = (rotationDegrees(rotation) * Math.PI) / 180;
  const quarter = Math.abs(rotation) % 2 === 1;
  const rotated = quarter ? { width: size.height, height: size.width } : size;

  const stage = document.createElement('canvas');
  stage.width = rotated.width;
  stage.height = rotated.height;
  const context = stage.getContext('2d');
  if (!context) throw new Error('canvas is not available');
  context.translate(rotated.width / 2, rotated.height / 2);
  context.rotate(radians);
  context.drawImage(image, -size.width / 2, -size.height / 2, size.width, size.height);

  const output = document.createElement('canvas');
  output.width = Math.round(area.width);
  output.height = Math.round(area.height);
  output.getContext('2d')?.drawImage(stage, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return new Promise((resolve, reject) => {
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('img error'))), CROPPER.outputType, CROPPER.outputQuality);
  });
}
