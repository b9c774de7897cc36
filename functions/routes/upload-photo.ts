import { Hono, type MiddlewareHandler } from 'hono';
import {
  PHOTO_LARGE_UPLOAD_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_QUOTA_CODE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UPLOADED_MESSAGE,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_REQUEST_BYTES,
  STORED_IMAGE_TYPES,
  photoUploadFormSchema,
  sniffImageType,
  type PhotoUploadAnswer,
  type StoredImageType,
} from '../../src/domain/photo-upload';
import { insertPhotoWithinQuota, photoQuotaReached } from '../db/photo-quota';
import { photoUrl, PHOTO_R2_PREFIX } from '../db/photos';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { PHOTO_QUOTA_MESSAGE } from '../lib/limits';
import { newId } from '../lib/ids';
import { requireCustomer } from '../auth/session';
import { validate } from '../lib/validate';

/** 409 `photo_quota_exceeded`: the pet editor shows the message (src/lib/photo-resize.ts). */
const photoQuotaError = () => new ApiError(409, PHOTO_QUOTA_CODE, PHOTO_QUOTA_MESSAGE);

/** A declared body beyond the limit is refused before it is read. */
const withinLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  if (declared > PHOTO_UPLOAD_MAX_REQUEST_BYTES) throw new ApiError(413, 'photo_too_large', PHOTO_TOO_LARGE_MESSAGE);
  await next();
};

/** The bytes of an uploaded file and the image type they really are; 413 / 400 otherwise. */
async function readImage(file: Blob, maxBytes: number, field: string): Promise<{ bytes: Uint8Array; type: StoredImageType }> {
  if (file.size > maxBytes) {
    throw new ApiError(413, 'photo_too_large', PHOTO_TOO_LARGE_MESSAGE, [{ path: field, message: PHOTO_TOO_LARGE_MESSAGE }]);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = bytes.length > 0 ? sniffImageType(bytes) : null;
  if (!type) {
    throw new ApiError(400, 'not_an_image', PHOTO_NOT_AN_IMAGE_MESSAGE, [{ path: field, message: PHOTO_NOT_AN_IMAGE_MESSAGE }]);
  }
  return { bytes, type };
}

/** Random, never reused keys: a photo URL can be cached for a year (photos.ts). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * POST /api/upload-photo (spec 000 §7): multipart `file` (the small copy) and optional
 * `largeFile`. Each is accepted only if its bytes are a PNG, JPEG, WebP or GIF, whatever its
 * name or declared type says; stored in R2 under pets/<random>.<ext> with a `photos` row owned
 * by the customer. Answers `{ success, url, lrgUrl, message }` with our own URLs.
 */
export const uploadPhoto = new Hono<AppEnv>().post(
  '/',
  // Uploading is for logged-in owners only (spec 000 §6).
  requireCustomer,
  withinLimit,
  validate('form', photoUploadFormSchema),
  async (c) => {
    const customer = c.get('customer');
    // A full account is refused before anything is stored (the insert below re-checks atomically).
    if (await photoQuotaReached(c.env.DB, customer.id)) throw photoQuotaError();
    const form = c.req.valid('form');
    const small = await readImage(form.file, PHOTO_UPLOAD_MAX_BYTES, 'file');
    const large = form.largeFile ? await readImage(form.largeFile, PHOTO_LARGE_UPLOAD_MAX_BYTES, 'largeFile') : null;

    const base = newId('photo', 24);
    const smallKey = `${PHOTO_R2_PREFIX}${base}.${STORED_IMAGE_TYPES[small.type]}`;
    const largeKey = large ? `${PHOTO_R2_PREFIX}${base}_lg.${STORED_IMAGE_TYPES[large.type]}` : null;
    const put = (key: string, image: { bytes: Uint8Array; type: StoredImageType }) =>
      c.env.PHOTOS.put(key, image.bytes, { httpMetadata: { contentType: image.type, cacheControl: CACHE_CONTROL } });

    await put(smallKey, small);
    try {
      if (large && largeKey) await put(largeKey, large);
      const stored = await insertPhotoWithinQuota(c.env.DB, {
        id: newId('photo'),
        customerId: customer.id,
        smallKey,
        largeKey,
        contentType: small.type,
        bytes: small.bytes.length + (large?.bytes.length ?? 0),
        createdAt: new Date(),
      });
      if (!stored) throw photoQuotaError(); // a concurrent upload took the last place
    } catch (err) {
      await c.env.PHOTOS.delete(largeKey ? [smallKey, largeKey] : [smallKey]);
      throw err;
    }

    const url = photoUrl(smallKey);
    const answer: PhotoUploadAnswer = {
      success: true,
      url,
      lrgUrl: largeKey ? photoUrl(largeKey) : url,
      message: PHOTO_UPLOADED_MESSAGE,
    };
    return c.json(answer);
  },
);
