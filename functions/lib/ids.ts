/** Random identifiers and secrets from the Web Crypto API. */

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random id with a readable prefix, e.g. newId('pet') → 'pet_k3…'. 16 chars ≈ 82 bits. */
export function newId(prefix: string, length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** A URL-safe secret of `bytes` random bytes (32 bytes = 256 bits). */
export function newSecret(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** SHA-256 hex of a secret: what the database keeps instead of the secret itself. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const nowIso = (now = new Date()) => now.toISOString();
