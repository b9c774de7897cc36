/**
 * The form of TOKEN_ENCRYPTION_KEY (32 random bytes, base64): the configuration checks it, and
 * the sealing of the shop's tokens (functions/shopify/app/token-crypto.ts) uses it.
 */
export interface TokenKeys {
  current: string;
  previous?: string;
}

/** The raw key of a TOKEN_ENCRYPTION_KEY value, or null when it is not 32 bytes of base64. */
export function rawKeyOf(secret: string): Uint8Array<ArrayBuffer> | null {
  try {
    const bytes = Uint8Array.from(atob(secret.trim()), (ch) => ch.charCodeAt(0));
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}
