/**
 * Pet photo uploads (spec 000 §5, §7, §9): which files are images, how large they may be, and
 * the form the upload call takes. The browser resizes before uploading (photo.ts), so a real
 * upload is far below these limits; the limits stop abuse, not owners.
 *
 * A file is an image by its first bytes, never by its name or declared type: a text file named
 * 'dog.png' sent as image/png is still a text file.
 */
import * as v from 'valibot';

const MB = 1024 * 1024;
/** The small copy (≤ 800 px a side). */
export const PHOTO_UPLOAD_MAX_BYTES = 5 * MB;
/** The large copy (≤ 2048 px a side): a PNG that size can pass 5 MB. */
export const PHOTO_LARGE_UPLOAD_MAX_BYTES = 10 * MB;
/** A whole upload request: both files and the multipart framing. */
export const PHOTO_UPLOAD_MAX_REQUEST_BYTES = PHOTO_UPLOAD_MAX_BYTES + PHOTO_LARGE_UPLOAD_MAX_BYTES + 64 * 1024;

export const PHOTO_MISSING_MESSAGE = 'Please choose a photo to upload.';
export const PHOTO_NOT_AN_IMAGE_MESSAGE = 'The photo must be an image file (PNG, JPEG, WebP or GIF).';
export const PHOTO_TOO_LARGE_MESSAGE = `The photo is too large: at most ${PHOTO_UPLOAD_MAX_BYTES / MB} MB (${PHOTO_LARGE_UPLOAD_MAX_BYTES / MB} MB for the large copy).`;
export const PHOTO_UPLOADED_MESSAGE = 'Photo uploaded successfully';
/** The refusal code of an account at its photo quota; the pet editors show the server's message. */
export const PHOTO_QUOTA_CODE = 'photo_quota_exceeded';

export const STORED_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type StoredImageType = keyof typeof STORED_IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type the bytes really are, from their magic numbers; null for anything else.
 *
 * @example
 * sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 * sniffImageType(new TextEncoder().encode('hello')) // null
 */
export function sniffImageType(bytes: Uint8Array): StoredImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

/**
 * POST /api/upload-photo, multipart: `file` (the small copy) and optionally `largeFile`.
 * Sizes and content are checked by the route after this shape check.
 */
export const photoUploadFormSchema = v.object(
  {
    file: v.instance(Blob, PHOTO_MISSING_MESSAGE),
    largeFile: v.optional(v.instance(Blob, PHOTO_NOT_AN_IMAGE_MESSAGE)),
  },
  // Also the message of a missing `file` field.
  PHOTO_MISSING_MESSAGE,
);
export type PhotoUploadForm = v.InferOutput<typeof photoUploadFormSchema>;

/** The answer of a successful upload; `lrgUrl` is the small copy's url when no large copy was sent. */
export interface PhotoUploadAnswer {
  success: true;
  url: string;
  lrgUrl: string;
  message: string;
}
