/**
 * The login link's one-time token as the pet pages keep it (`auth_token`, spec 000 §3), only
 * while the session module handles it: it is removed as soon as POST /auth/verify has answered
 * (either way) or the link has been set aside, and any copy left by an earlier page that never
 * got that far is removed by the next one. The session token of a framed
 * page is another matter (src/lib/auth-token.ts) and stays.
 *
 * @example
 * rememberLoginLinkToken('abc'); // the pet calculator, before the session settles
 * forgetLoginLinkToken();        // the session module, once the link is spent or set aside
 */

/** Local-storage key of a login link's token while it is being used. */
export const AUTH_TOKEN_KEY = 'auth_token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage denied
  }
}

export function rememberLoginLinkToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // blocked or full: the session module reads the token from the address anyway
  }
}

export function forgetLoginLinkToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}
