/**
 * A photo upload the server refused with words worth showing as they are (the per-customer
 * photo quota, 409 `photo_quota_exceeded`), and the alert text the pet editors show for any
 * failed upload.
 */
export class PhotoUploadRefused extends Error {}

/**
 * The server's own words for a refusal, else `fallback` (the spec's generic upload failure).
 *
 * @example
 * photoUploadFailureMessage(new PhotoUploadRefused('You have reached the limit of 40 photos. …'), 'Failed to upload photo') // 'You have reached …'
 * photoUploadFailureMessage(new Error('Upload failed'), 'Failed to upload photo') // 'Failed to upload photo'
 */
export function photoUploadFailureMessage(err: unknown, fallback: string): string {
  return err instanceof PhotoUploadRefused ? err.message : fallback;
}
