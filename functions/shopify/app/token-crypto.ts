/**
 * The shop's tokens at rest: AES-256-GCM with a key from the secret TOKEN_ENCRYPTION_KEY (32
 * random bytes, base64). A ciphertext reads `<key id>.<iv>.<ciphertext>` (base64url): the key id
 * (first 8 hex digits of the key's SHA-256) says which key sealed it, and the shop domain and the
 * field are bound in as additional data, so a token copied to another row or column does not open.
 *
 * Rotation: put the new key in TOKEN_ENCRYPTION_KEY and the old one in
 * TOKEN_ENCRYPTION_KEY_PREVIOUS; reads open either, and a token sealed with the previous key is
 * sealed again with the new one when it is next read (functions/shopify/app/access-token.ts).
 * Once `SELECT count(*) FROM shop_installs WHERE access_token_enc NOT LIKE '<new id>.%'` is 0,
 * the previous key can go.
 */
import { rawKeyOf, type TokenKeys } from '../../config/token-keys';

export type TokenField = 'access' | 'refresh';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
const encoder = new TextEncoder();

async function keyIdOf(raw: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  return [...digest.slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function aesKey(secret: string): Promise<{ id: string; key: CryptoKey }> {
  const raw = rawKeyOf(secret);
  if (!raw) throw new Error('TOKEN_ENCRYPTION_KEY is not 32 bytes of base64');
  return { id: await keyIdOf(raw), key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']) };
}

const additionalData = (shop: string, field: TokenField) => encoder.encode(`${shop}:${field}`);

/** Seals `token` for `shop`'s `field` with the current key. */
export async function sealToken(keys: TokenKeys, shop: string, field: TokenField, token: string): Promise<string> {
  const { id, key } = await aesKey(keys.current);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(shop, field) }, key, encoder.encode(token));
  return `${id}.${b64url(iv)}.${b64url(new Uint8Array(sealed))}`;
}

/** Opens a sealed token; `stale` says it was sealed with the previous key (seal it again). */
export async function openToken(keys: TokenKeys, shop: string, field: TokenField, sealed: string): Promise<{ token: string; stale: boolean }> {
  const [id, iv, data] = sealed.split('.');
  if (!id || !iv || !data) throw new Error('not a sealed token');
  for (const [secret, stale] of [
    [keys.current, false],
    [keys.previous, true],
  ] as const) {
    if (!secret) continue;
    const k = await aesKey(secret);
    if (k.id !== id) continue;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64url(iv), additionalData: additionalData(shop, field) }, k.key, fromB64url(data));
    return { token: new TextDecoder().decode(plain), stale };
  }
  throw new Error(`token sealed with an unknown key (${id}): set TOKEN_ENCRYPTION_KEY_PREVIOUS to the key it was sealed with`);
}
