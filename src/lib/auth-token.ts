/**
 * The session as a bearer token, for pages inside the shop's iframe whose session cookie the
 * browser refuses (blocked third-party cookies, as in Safari). Every API call sends it as
 * `Authorization: Bearer …` (src/lib/api-client.ts). Top-level pages never get one: their
 * HttpOnly cookie is enough.
 *
 * The frame keeps the token in its own (partitioned) local storage so it survives a reload.
 * Where the browser denies a cross-site frame any storage (Chromium with third-party cookies
 * blocked), it lives in memory for the page's life, and the next page load logs in again from
 * the shop's signed customer info.
 */

/** Local-storage key of the frame's session token. */
export const SESSION_TOKEN_KEY = 'mfb_session_token';

let inMemory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage denied to this frame
  }
}

export function getSessionToken(): string | null {
  if (inMemory) return inMemory;
  try {
    return storage()?.getItem(SESSION_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setSessionToken(token: string): void {
  inMemory = token;
  try {
    storage()?.setItem(SESSION_TOKEN_KEY, token);
  } catch {
    // storage full or denied: the in-memory copy serves this page
  }
}

export function clearSessionToken(): void {
  inMemory = null;
  try {
    storage()?.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Headers that carry the frame's session, for every API call.
 *
 * @example
 * authHeaders() // {} or { Authorization: 'Bearer …' }
 */
export function authHeaders(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
