/**
 * Proof that the shop vouches for a customer, in two forms:
 *
 * 1. The theme signature (generate-magic-link): the shop's page signs
 *    `${customerId}:${customerEmail}:${timestamp}` with HMAC-SHA256 and the secret it shares
 *    with us (Liquid: `| hmac_sha256: secret`), hex-encoded. The e-mail is signed trimmed and
 *    lower-cased, the timestamp is Unix seconds (milliseconds are accepted too) and is valid for
 *    five minutes, so a signature copied from a page cannot be replayed later.
 * 2. Shopify's app-proxy signature lives in functions/shopify/proxy/signature.ts and builds on
 *    the HMAC, constant-time compare and timestamp window here.
 *
 * Both compare in constant time.
 */

/** How old a signed timestamp may be. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
/** How far in the future a timestamp may be (clock skew between the shop and us). */
export const SIGNATURE_MAX_SKEW_MS = 60 * 1000;

const encoder = new TextEncoder();

/** HMAC-SHA256 of `message` (text, or raw bytes such as a webhook's body) with `secret`. */
export async function hmacSha256(secret: string, message: string | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, typeof message === 'string' ? encoder.encode(message) : message));
}

/** HMAC-SHA256 of `message` with `secret`, lower-case hex. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return [...(await hmacSha256(secret, message))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** A Unix timestamp in seconds or milliseconds, as milliseconds. */
function timestampMs(timestamp: number): number {
  return timestamp < 1e12 ? timestamp * 1000 : timestamp;
}

/** True when `timestamp` is within the five-minute window around `now`. */
export function isFreshTimestamp(timestamp: number, now: Date): boolean {
  const age = now.getTime() - timestampMs(timestamp);
  return age <= SIGNATURE_MAX_AGE_MS && age >= -SIGNATURE_MAX_SKEW_MS;
}

/** When a signature over `timestamp` stops being fresh: until then a used one must be remembered. */
export function signatureExpiresAt(timestamp: number): Date {
  return new Date(timestampMs(timestamp) + SIGNATURE_MAX_AGE_MS);
}

/** The text the shop signs for a customer. */
export function customerSignatureMessage(customerId: string, customerEmail: string, timestamp: number | string): string {
  return `${customerId}:${customerEmail.trim().toLowerCase()}:${timestamp}`;
}

/**
 * Signs customer info the way the shop's theme does (the demo shop and the tests use it).
 *
 * @example
 * await signCustomerInfo('local-dev-shop-secret', { customerId: '7001000000001', customerEmail: 'demo@example.com', timestamp: 1767225600 })
 * // '3f…' (64 hex characters)
 */
export function signCustomerInfo(secret: string, info: { customerId: string; customerEmail: string; timestamp: number | string }): Promise<string> {
  return hmacSha256Hex(secret, customerSignatureMessage(info.customerId, info.customerEmail, info.timestamp));
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'stale' | 'forged' };

/** Checks the theme signature over a customer's id, e-mail and timestamp. */
export async function verifyCustomerSignature(
  secret: string,
  info: { customerId: string; customerEmail: string; timestamp: number; signature: string },
  now = new Date(),
): Promise<SignatureCheck> {
  const expected = await signCustomerInfo(secret, info);
  // Check the MAC first so a forged request learns nothing about the clock.
  if (!constantTimeEqual(expected, info.signature.trim().toLowerCase())) return { ok: false, reason: 'forged' };
  if (!isFreshTimestamp(info.timestamp, now)) return { ok: false, reason: 'stale' };
  return { ok: true };
}
