/** `Authorization: Bearer <JWT>`: three base64url parts, bounded. */
const BEARER_JWT = /^Bearer\s+([A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{1,200})\s*$/i;

/**
 * The JWT of an `Authorization` header, or undefined: the console's App Bridge ID tokens and the
 * customer account extensions' session tokens arrive the same way.
 *
 * @example
 * bearerJwt('Bearer aaa.bbb.ccc') // 'aaa.bbb.ccc'
 */
export const bearerJwt = (header: string | undefined): string | undefined => header?.match(BEARER_JWT)?.[1];

/** What a token's lifetime check reads: its `exp` and, where present, `iat` and `nbf` (seconds). */
export interface TokenTimes {
  exp: number;
  iat?: unknown;
  nbf?: unknown;
}

/**
 * Whether a signed token lives longer than its kind may (issue 59: a token expiring in 10 years
 * was accepted): from its issue (or its start) to `exp` more than `maxSeconds`, or more than
 * `maxSeconds` + `skewSeconds` still to run at `nowSeconds`.
 *
 * @example
 * outlivesLifetime({ exp: 1060, iat: 1000 }, 60, 1000, 10) // false
 * outlivesLifetime({ exp: 1000 + 10 * 365 * 86400, iat: 1000 }, 60, 1000, 10) // true
 */
export function outlivesLifetime(t: TokenTimes, maxSeconds: number, nowSeconds: number, skewSeconds: number): boolean {
  const start = typeof t.iat === 'number' ? t.iat : typeof t.nbf === 'number' ? t.nbf : null;
  if (start !== null && t.exp - start > maxSeconds) return true;
  return t.exp - nowSeconds > maxSeconds + skewSeconds;
}

/**
 * The bearer JWT of `header`, checked by `verify` with the app's settings `app`. Both doors that
 * take one (the console's ID tokens, the customer account's session tokens) read it this way: a
 * deployment without the settings has no such door (`unconfigured` is thrown), and a missing or
 * malformed token fails as `missing` without a call to `verify`.
 *
 * @example
 * const { token, check } = await verifiedBearer(header, config.console, verifyIdToken, () => new ApiError(503, …));
 * if (!check.ok) throw new ApiError(401, …);
 */
export async function verifiedBearer<A, R>(
  header: string | undefined,
  app: A | undefined,
  verify: (token: string, app: A) => Promise<R>,
  unconfigured: () => Error,
): Promise<{ token: string | undefined; check: R | { ok: false; reason: 'missing' } }> {
  if (!app) throw unconfigured();
  const token = bearerJwt(header);
  return { token, check: token ? await verify(token, app) : { ok: false, reason: 'missing' } };
}
