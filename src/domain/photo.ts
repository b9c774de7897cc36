/**
 * Photo resizing before upload (spec 000 §4, §9): a small copy of at most 800 px a side, and a
 * large copy of at most 2048 px only when the original is larger than 800 px. PNG stays PNG
 * (keeps transparency); everything else becomes JPEG at quality 0.85.
 */

export const PHOTO_SMALL_MAX_SIDE_PX = 800;
/** The large copy, for full-screen views; made only for photos over 800 px. */
export const PHOTO_LARGE_MAX_SIDE_PX = 2048;
/** JPEG quality: small files without visible loss. */
export const PHOTO_QUALITY = 0.85;

/** Pixel dimensions of an image. */
export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * Scales a size down (never up) so its longer side fits `maxSide`, keeping the aspect ratio.
 *
 * @example
 * fitWithin({ width: 1600, height: 1200 }, 800) // { width: 800, height: 600 }
 */
export function fitWithin(size: PhotoSize, maxSide: number): PhotoSize {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * What to upload for an image: the small size, and the large size when the image exceeds 800 px.
 *
 * @example
 * photoUploadPlan({ width: 4000, height: 3000 }, 'image/heic')
 * // { small: { width: 800, height: 600 }, large: { width: 2048, height: 1536 }, type: 'image/jpeg', quality: 0.85 }
 */
export function photoUploadPlan(
  size: PhotoSize,
  mimeType: string,
): { small: PhotoSize; large: PhotoSize | null; type: 'image/png' | 'image/jpeg'; quality: number } {
  const exceeds = Math.max(size.width, size.height) > PHOTO_SMALL_MAX_SIDE_PX;
  return {
    small: fitWithin(size, PHOTO_SMALL_MAX_SIDE_PX),
    large: exceeds ? fitWithin(size, PHOTO_LARGE_MAX_SIDE_PX) : null,
    type: mimeType.toLowerCase() === 'image/png' ? 'image/png' : 'image/jpeg',
    quality: PHOTO_QUALITY,
  };
}

/**
 * Any image type is accepted (spec 000 §5).
 *
 * @example
 * isImageFile('image/webp') // true
 * isImageFile('application/pdf') // false
 */
export function isImageFile(mimeType: string | null | undefined): boolean {
  return (mimeType ?? '').toLowerCase().startsWith('image/');
}
