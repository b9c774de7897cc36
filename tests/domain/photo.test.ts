import { describe, expect, it } from 'vitest';
import { PHOTO_QUALITY, fitWithin, isImageFile, photoUploadPlan } from '../../src/domain/photo';

describe('photo resizing (000 §9)', () => {
  it('fits the longer side, never upscales', () => {
    expect(fitWithin({ width: 1600, height: 1200 }, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 600, height: 1200 }, 800)).toEqual({ width: 400, height: 800 });
    expect(fitWithin({ width: 300, height: 200 }, 800)).toEqual({ width: 300, height: 200 });
  });

  it('makes a large copy only above 800 px; PNG stays PNG, the rest become JPEG at 0.85', () => {
    expect(photoUploadPlan({ width: 4000, height: 3000 }, 'image/heic')).toEqual({
      small: { width: 800, height: 600 },
      large: { width: 2048, height: 1536 },
      type: 'image/jpeg',
      quality: 0.85,
    });
    expect(photoUploadPlan({ width: 800, height: 800 }, 'image/png')).toEqual({
      small: { width: 800, height: 800 },
      large: null,
      type: 'image/png',
      quality: PHOTO_QUALITY,
    });
    expect(photoUploadPlan({ width: 1000, height: 500 }, 'image/png').large).toEqual({
      width: 1000,
      height: 500,
    });
  });

  it('accepts any image type only', () => {
    expect(isImageFile('image/webp')).toBe(true);
    expect(isImageFile('application/pdf')).toBe(false);
    expect(isImageFile(undefined)).toBe(false);
  });
});
