/**
 * Photo resizing in the browser before upload (spec 000 §4, §9), and the upload itself.
 * The sizes, type and quality come from the domain rule (src/domain/photo.ts): a small copy of
 * at most 800 px a side, a large copy of at most 2048 px only when the photo is bigger than
 * 800 px, quality 0.85, PNG kept as PNG and everything else made JPEG. Resizing first keeps a
 * 12-megapixel phone photo far below the server's limit and fast on a phone connection.
 */
import { isImageFile, photoUploadPlan, type PhotoSize } from '../domain/photo';
import { PHOTO_QUOTA_CODE, type PhotoUploadAnswer } from '../domain/photo-upload';
import { api } from './api-client';
import { PhotoUploadRefused } from './photo-upload-error';

export interface ResizedPhoto {
  small: Blob;
  large: Blob | null;
  type: 'image/png' | 'image/jpeg';
}

type Drawable = ImageBitmap | HTMLImageElement;

async function decode(file: Blob): Promise<{ image: Drawable; size: PhotoSize; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return { image: img, size: { width: img.naturalWidth, height: img.naturalHeight }, release: () => URL.revokeObjectURL(url) };
}

function draw(image: Drawable, size: PhotoSize, type: string, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2D canvas'));
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent photo gets a white background, not black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), type, quality));
}

/** The small (and, for big photos, the large) copy of an image file. */
export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  const { image, size, release } = await decode(file);
  try {
    const plan = photoUploadPlan(size, file.type);
    const small = await draw(image, plan.small, plan.type, plan.quality);
    const large = plan.large ? await draw(image, plan.large, plan.type, plan.quality) : null;
    return { small, large, type: plan.type };
  } finally {
    release();
  }
}

/**
 * Resizes and uploads a photo (logged-in owners only); answers our URLs for it.
 * Throws for a file that is not an image or when the upload fails (PhotoUploadRefused with the
 * server's message when the account is at its photo quota).
 */
export async function uploadPetPhoto(file: File): Promise<{ url: string; lrgUrl: string }> {
  if (!isImageFile(file.type)) throw new Error('Not an image');
  const resized = await resizePhoto(file);
  const ext = resized.type === 'image/png' ? 'png' : 'jpg';
  const form: { file: File; largeFile?: File } = { file: new File([resized.small], `photo.${ext}`, { type: resized.type }) };
  if (resized.large) form.largeFile = new File([resized.large], `photo-large.${ext}`, { type: resized.type });
  const res = await api.api['upload-photo'].$post({ form });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string; error?: string } | null;
    if (body?.code === PHOTO_QUOTA_CODE && body.error) throw new PhotoUploadRefused(body.error);
    throw new Error('Upload failed');
  }
  const answer = (await res.json()) as PhotoUploadAnswer;
  return { url: answer.url, lrgUrl: answer.lrgUrl };
}
