/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app's secret. */
import { constantTimeEqual, hmacSha256 } from '../../lib/shop-signature';

export async function webhookSignature(secret: string, rawBody: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  return btoa(String.fromCharCode(...(await hmacSha256(secret, rawBody))));
}

/** Whether `header` (X-Shopify-Hmac-Sha256) signs `rawBody`; compared in constant time. */
export async function isSignedByShopify(secret: string, rawBody: ArrayBuffer, header: string | undefined): Promise<boolean> {
  if (!header) return false;
  return constantTimeEqual(await webhookSignature(secret, rawBody), header.trim());
}
