/**
 * Shopify's own library (@shopify/shopify-api, its Cloudflare Workers adapter) for Shopify's
 * primitives: the webhook HMAC, the OAuth query's HMAC, the app proxy's signature and App
 * Bridge's session (ID) tokens. Every other module reaches the library through this one, so
 * there is one instance per set of keys and one place that says how we call it. Our own rules
 * stay on top, in the callers: the one shop, single use, replays, what gets logged.
 *
 * Token exchange and the access token's refresh stay ours (./oauth.ts): the library posts to
 * `https://<shop>` with the global fetch, which our loopback fake shop and the injected
 * network of the tests cannot answer (docs/decisions/0016-shopify-library-for-primitives.md).
 */
import '@shopify/shopify-api/adapters/cf-worker';
import { ApiVersion, LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
// Types only: env.ts imports ./install-request.ts, which calls this module.
import type { Config } from '../../env';
import { outlivesLifetime } from '../../lib/bearer-jwt';

/** What the library needs of an app: its client id and client secret (signs everything Shopify signs for it). */
export interface AppKeys {
  clientId: string;
  secret: string;
}

/** Where the library's instance is built from: the app's keys, our public host and the admin API version. */
export interface LibraryOptions extends AppKeys {
  hostName?: string;
  apiVersion?: string;
}

const instances = new Map<string, Shopify>();

/** The newest dated version the library knows (the primitives here do not depend on it). */
const NEWEST_VERSION = Object.values(ApiVersion)
  .filter((version) => /^\d{4}-\d{2}$/.test(version))
  .sort()
  .at(-1)!;

/**
 * The library's instance for these keys, built once per Worker isolate and set of keys.
 *
 * @example
 * await shopifyLibrary({ clientId, secret }).utils.validateHmac(query, { signator: 'appProxy' })
 */
export function shopifyLibrary(options: LibraryOptions): Shopify {
  const hostName = options.hostName ?? 'localhost';
  // The Admin API's calls are ours (functions/shopify/clients/), with the configured version.
  const apiVersion = options.apiVersion ?? NEWEST_VERSION;
  const key = JSON.stringify([options.clientId, options.secret, hostName, apiVersion]);
  let shopify = instances.get(key);
  if (!shopify) {
    shopify = shopifyApi({
      apiKey: options.clientId,
      apiSecretKey: options.secret,
      hostName,
      isEmbeddedApp: true,
      apiVersion: apiVersion as ApiVersion,
      // Its refusals are ours to log (without the token it would quote): errors only.
      logger: { level: LogSeverity.Error },
    });
    instances.set(key, shopify);
  }
  return shopify;
}

/** The client id the app proxy and webhooks are checked under when only the secret is configured (only the secret signs). */
const UNNAMED_CLIENT = 'furbaby-app';

/**
 * The instance for our Config: the Shopify back end's app when there is one, else the console's
 * app, else the app-proxy secret alone. `secret` overrides which secret signs (a route checks
 * with the secret it was configured with).
 */
export function libraryFor(config: Config, secret?: string): Shopify {
  const commerce = config.commerce.kind === 'shopify' ? config.commerce : undefined;
  const clientId = commerce?.clientId ?? config.console?.clientId ?? UNNAMED_CLIENT;
  const appSecret = secret ?? commerce?.appSecret ?? config.shopifyAppSecret ?? config.console?.appSecret;
  if (!appSecret) throw new Error('No Shopify app secret is configured');
  return shopifyLibrary({
    clientId,
    secret: appSecret,
    hostName: config.publicUrl ? new URL(config.publicUrl).host : undefined,
    apiVersion: commerce?.apiVersion,
  });
}

/** The claims of a verified session token (App Bridge's ID token) we rely on. */
export interface SessionTokenClaims {
  /** `https://<shop>/admin` for the admin's ID token. */
  iss: string;
  /** `https://<shop>`. */
  dest: string;
  /** Our client id. */
  aud: string;
  /** The user (a staff member) the token is for. */
  sub: string;
  exp: number;
  nbf: number;
  iat: number;
  jti: string;
  sid?: string;
}

/** The clock skew the library allows a session token either side (its JWT_PERMITTED_CLOCK_TOLERANCE). */
export const SESSION_TOKEN_SKEW_SECONDS = 10;

export type SessionTokenRefusal = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid' | 'audience' | 'shop' | 'lifetime';

/** App Bridge's ID tokens live a minute; a signed one that lives longer is refused (issue 59). */
export const ID_TOKEN_MAX_SECONDS = 60;

export type SessionTokenCheck = { ok: true; claims: SessionTokenClaims } | { ok: false; reason: SessionTokenRefusal };

/** The library's refusal, read from jose's message inside it (the message also quotes the token: never logged). */
function refusalOf(message: string): SessionTokenRefusal {
  if (/invalid API key/i.test(message)) return 'audience';
  if (/"exp" claim/.test(message)) return 'expired';
  if (/"nbf" claim/.test(message)) return 'not-yet-valid';
  if (/"alg"|Algorithm/.test(message)) return 'algorithm';
  if (/signature verification failed/i.test(message)) return 'signature';
  return 'malformed';
}

function hasClaims(p: Record<string, unknown>): p is Record<string, unknown> & SessionTokenClaims {
  const strings = ['iss', 'dest', 'aud', 'sub', 'jti'] as const;
  const numbers = ['exp', 'nbf', 'iat'] as const;
  return strings.every((k) => typeof p[k] === 'string') && numbers.every((k) => Number.isFinite(p[k]));
}

/**
 * Verifies a session token (App Bridge's ID token) for our app and our one shop: the library
 * checks HS256 (nothing else), the signature with the client secret, `exp`/`nbf` (10 s of clock
 * tolerance) and `aud` = client id; we add that every claim we read is there, that `dest`
 * is `https://<shopDomain>` and `iss` its `/admin` (as Shopify writes an ID token: a customer
 * account session token has the bare domain and no admin `iss`), and that it lives no longer
 * than `ID_TOKEN_MAX_SECONDS`.
 *
 * @example
 * const check = await verifySessionToken({ clientId, secret }, token, 'furbaby.myshopify.com');
 * if (!check.ok) log(check.reason);
 */
export async function verifySessionToken(app: AppKeys, token: string, shopDomain: string): Promise<SessionTokenCheck> {
  let payload: Record<string, unknown>;
  try {
    payload = (await shopifyLibrary(app).session.decodeSessionToken(token)) as unknown as Record<string, unknown>;
  } catch (err) {
    return { ok: false, reason: refusalOf(err instanceof Error ? err.message : '') };
  }
  if (!hasClaims(payload)) return { ok: false, reason: 'malformed' };
  const shop = `https://${shopDomain}`;
  if (payload.dest !== shop || payload.iss !== `${shop}/admin`) return { ok: false, reason: 'shop' };
  if (outlivesLifetime(payload, ID_TOKEN_MAX_SECONDS, Math.floor(Date.now() / 1000), SESSION_TOKEN_SKEW_SECONDS)) return { ok: false, reason: 'lifetime' };
  return { ok: true, claims: payload };
}
