// The image cropper's numbers and state rules (spec §4, §5, §9), kept apart from the component so
// they are tested on their own. The component (react-easy-crop) is configured from these.

export const CROPPER = {
  /** Default aspect ratio of the crop box, [width, height]. */
  aspect: [1, 1] as const,
  /** The box never leaves the image (centerBox). */
  restrictPosition: true,
  /** Smallest crop, in pixels of the source image. */
  minCropSize: 10,
  /** Longer side above this is scaled down proportionally before cropping. */
  maxImageSide: 2000,
  /** Size of the automatic crop box relative to the container when no size is given. */
  autoCropArea: 0.8,
  minZoom: 1,
  maxZoom: 10,
  zoomStep: 0.01,
  /** Rotation moves in 90° steps among -3..3 and wraps to 0 past either end. */
  rotationStep: 90,
  maxRotationSteps: 3,
  outputType: 'image/jpeg',
  outputQuality: 1,
} as const;

export const BANNER_ASPECT = [4, 1] as const;

export interface CropperState {
  /** Image being cropped (object URL); null before one is chosen. */
  source: string | null;
  status: 'empty' | 'loading' | 'loaded' | 'error';
  cropping: boolean;
  zoom: number;
  /** Rotation in steps of 90°, -3..3. */
  rotation: number;
  crop: { x: number; y: number };
  /** The crop in source pixels, once the user moved the box (null: cleared). */
  area: { x: number; y: number; width: number; height: number } | null;
}

export const initialCropperState: CropperState = {
  source: null,
  status: 'empty',
  cropping: false,
  zoom: 1,
  rotation: 0,
  crop: { x: 0, y: 0 },
  area: null,
};

/** Spec §4: one more step left (-1) or right (+1); past 3 or -3 it wraps to 0. */
export function rotate(rotation: number, direction: 1 | -1): number {
  const next = rotation + direction;
  return Math.abs(next) > CROPPER.maxRotationSteps ? 0 : next;
}

export const rotationDegrees = (rotation: number): number => rotation * CROPPER.rotationStep;

/** Changing the image resets scale to 1 and rotation to 0 and clears the crop. */
export function withNewImage(state: CropperState, source: string | null): CropperState {
  return {
    ...state,
    source,
    status: source ? 'loading' : 'empty',
    zoom: 1,
    rotation: 0,
    crop: { x: 0, y: 0 },
    area: null,
    cropping: Boolean(source),
  };
}

/** Rotate-clear: back to no rotation, the rest unchanged. */
export function clearRotation(state: CropperState): CropperState {
  return { ...state, rotation: 0 };
}

export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / CROPPER.zoomStep) * CROPPER.zoomStep;
  return Math.min(CROPPER.maxZoom, Math.max(CROPPER.minZoom, Number(stepped.toFixed(2))));
}

/** Proportional size with the longer side at most maxImageSide. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= CROPPER.maxImageSide) return { width, height };
  const factor = CROPPER.maxImageSide / longer;
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

/** Crop box size for a container when none is given: autoCropArea of it, at the aspect ratio. */
export function autoCropSize(
  container: { width: number; height: number },
  aspect: readonly [number, number],
): { width: number; height: number } {
  const ratio = aspect[0] / aspect[1];
  let width = container.width * CROPPER.autoCropArea;
  let height = width / ratio;
  if (height > container.height * CROPPER.autoCropArea) {
    height = container.height * CROPPER.autoCropArea;
    width = height * ratio;
  }
  return { width: Math.round(width), height: Math.round(height) };
}

/** The crop the user chose, or null when it is smaller than the minimum. */
export function usableArea(area: CropperState['area']): CropperState['area'] {
  if (!area) return null;
  return area.width >= CROPPER.minCropSize && area.height >= CROPPER.minCropSize ? area : null;
}
