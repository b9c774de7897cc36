/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app's secret. */
import { constantTimeEqual } from '../../lib/shop-signature';

const encoder = new TextEncoder();

export async function webhookSignature(secret: string, rawBody: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, rawBody));
  return btoa(String.fromCharCode(...mac));
}

/** Whether `header` (X-Shopify-Hmac-Sha256) signs `rawBody`; compared in constant time. */
export async function isSignedByShopify(secret: string, rawBody: ArrayBuffer, header: string | undefined): Promise<boolean> {
  if (!header) return false;
  return constantTimeEqual(await webhookSignature(secret, rawBody), header.trim());
}
