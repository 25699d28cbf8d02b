import {
  autoCropSize,
  clampZoom,
  clearRotation,
  CROPPER,
  initialCropperState,
  rotate,
  rotationDegrees,
  scaledSize,
  usableArea,
  withNewImage,
} from './cropper-config';

describe('cropper configuration', () => {
  it('has the numbers of the specification', () => {
    expect(CROPPER).toMatchObject({
      aspect: [1, 1],
      restrictPosition: true,
      minCropSize: 10,
      maxImageSide: 2000,
      autoCropArea: 0.8,
      maxZoom: 10,
      zoomStep: 0.01,
      outputType: 'image/jpeg',
      outputQuality: 1,
    });
  });

  it('rotates in 90° steps and wraps to 0 past ±3', () => {
    let rotation = 0;
    const right = [1, 2, 3, 0, 1].map(() => (rotation = rotate(rotation, 1)));
    expect(right).toEqual([1, 2, 3, 0, 1]);
    rotation = 0;
    const left = [1, 2, 3, 4].map(() => (rotation = rotate(rotation, -1)));
    expect(left).toEqual([-1, -2, -3, 0]);
    expect(rotationDegrees(-3)).toBe(-270);
    expect(clearRotation({ ...initialCropperState, rotation: 2, zoom: 3 })).toMatchObject({ rotation: 0, zoom: 3 });
  });

  it('resets scale, rotation and crop when the image changes', () => {
    const busy = {
      ...initialCropperState,
      source: 'blob:a',
      status: 'loaded' as const,
      zoom: 4.5,
      rotation: -2,
      crop: { x: 30, y: 5 },
      area: { x: 1, y: 2, width: 50, height: 50 },
    };
    expect(withNewImage(busy, 'blob:b')).toEqual({
      ...busy,
      source: 'blob:b',
      status: 'loading',
      zoom: 1,
      rotation: 0,
      crop: { x: 0, y: 0 },
      area: null,
      cropping: true,
    });
    expect(withNewImage(busy, null)).toMatchObject({ status: 'empty', cropping: false });
  });

  it('keeps zoom between 1 and 10 in steps of 0.01', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(12)).toBe(10);
    expect(clampZoom(2.3456)).toBe(2.35);
  });

  it('scales images over 2000 px down proportionally', () => {
    expect(scaledSize(4000, 1000)).toEqual({ width: 2000, height: 500 });
    expect(scaledSize(1000, 3000)).toEqual({ width: 667, height: 2000 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('makes the automatic box 80 % of the container', () => {
    expect(autoCropSize({ width: 500, height: 400 }, [1, 1])).toEqual({ width: 320, height: 320 });
    expect(autoCropSize({ width: 500, height: 400 }, [4, 1])).toEqual({ width: 400, height: 100 });
  });

  it('refuses crops under the minimum size', () => {
    expect(usableArea({ x: 0, y: 0, width: 9, height: 40 })).toBeNull();
    expect(usableArea({ x: 0, y: 0, width: 10, height: 10 })).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });
});
