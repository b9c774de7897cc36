/**
 * Shopify's webhook signature (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with
 * the app's secret), checked by Shopify's library (functions/shopify/app/library.ts).
 */
import { WebhookValidationErrorReason } from '@shopify/shopify-api';
import { shopifyLibrary } from '../app/library';

/** Only the secret signs a webhook; the library wants a client id all the same. */
const WEBHOOK_CLIENT = 'furbaby-webhooks';

/**
 * Whether `request`'s signature header signs `rawBody`, compared in constant time. The body must
 * be UTF-8 (Shopify's JSON always is): the library signs text, so bytes that do not decode are refused.
 * Our route reads and checks the other headers itself, after this.
 */
export async function isSignedByShopify(secret: string, rawBody: ArrayBuffer, request: Request): Promise<boolean> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    return false;
  }
  const check = await shopifyLibrary({ clientId: WEBHOOK_CLIENT, secret }).webhooks.validate({ rawBody: text, rawRequest: request });
  // The HMAC held when the library got as far as the headers it wants: ours are checked by the route.
  return check.valid || check.reason === WebhookValidationErrorReason.MissingHeaders;
}
