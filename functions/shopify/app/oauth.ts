/**
 * Shopify's token endpoint (`POST https://<shop>/admin/oauth/access_token`, JSON): the embedded
 * console's ID token for an expiring offline token (token exchange, docs/decisions/0013), the
 * code of the authorization code grant for one (`expiring: 1`: an hour, with a refresh token),
 * and the refresh token for the next one.
 * https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/token-exchange
 * https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant
 */
import * as v from 'valibot';
import type { ShopifyConfig } from '../../env';

/** How long the token endpoint may take before the install or refresh gives up. */
const TOKEN_TIMEOUT_MS = 8_000;

const TokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  scope: v.optional(v.string(), ''),
  expires_in: v.optional(v.number()),
  refresh_token: v.optional(v.string()),
  refresh_token_expires_in: v.optional(v.number()),
});

export interface GrantedTokens {
  accessToken: string;
  scopes: string;
  /** ISO instants; null: the token does not expire. */
  accessExpiresAt: string | null;
  refreshToken: string | null;
  refreshExpiresAt: string | null;
}

/** The token endpoint refused (a used or forged code, a revoked refresh token): the merchant must install again. */
export class TokenRefused extends Error {}

/** Where the merchant approves the app: Shopify's authorize page on the shop, with our nonce as `state`. */
export function authorizeUrl(config: ShopifyConfig, redirectUri: string, state: string): string {
  const url = new URL('/admin/oauth/authorize', config.adminOrigin);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('scope', config.scopes);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  // No grant_options[]=per-user: an offline token, for the cron and webhooks.
  return url.toString();
}

async function tokenRequest(config: ShopifyConfig, fetcher: typeof fetch, body: Record<string, unknown>, now: Date): Promise<GrantedTokens> {
  const res = await fetcher(new URL('/admin/oauth/access_token', config.adminOrigin).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: config.clientId, client_secret: config.appSecret, ...body }),
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  });
  if (res.status >= 400 && res.status < 500) throw new TokenRefused(`Shopify's token endpoint refused (${res.status})`);
  if (!res.ok) throw new Error(`Shopify's token endpoint answered ${res.status}`);
  const parsed = v.safeParse(TokenAnswer, await res.json().catch(() => null));
  if (!parsed.success) throw new Error("Shopify's token endpoint answered no token");
  const t = parsed.output;
  const at = (seconds: number | undefined) => (seconds === undefined ? null : new Date(now.getTime() + seconds * 1000).toISOString());
  return {
    accessToken: t.access_token,
    scopes: t.scope,
    accessExpiresAt: at(t.expires_in),
    refreshToken: t.refresh_token ?? null,
    refreshExpiresAt: at(t.refresh_token_expires_in),
  };
}

/** The callback's `code` for an expiring offline token. */
export const exchangeCode = (config: ShopifyConfig, fetcher: typeof fetch, code: string, now: Date) =>
  tokenRequest(config, fetcher, { code, expiring: 1 }, now);

/** OAuth 2.0 token exchange (RFC 8693) as Shopify names its parts. */
export const TOKEN_EXCHANGE = {
  grantType: 'urn:ietf:params:oauth:grant-type:token-exchange',
  idTokenType: 'urn:ietf:params:oauth:token-type:id_token',
  offlineTokenType: 'urn:shopify:params:oauth:token-type:offline-access-token',
} as const;

/** An App Bridge ID token (already verified by us) for an expiring offline token. */
export const exchangeIdToken = (config: ShopifyConfig, fetcher: typeof fetch, idToken: string, now: Date) =>
  tokenRequest(
    config,
    fetcher,
    {
      grant_type: TOKEN_EXCHANGE.grantType,
      subject_token: idToken,
      subject_token_type: TOKEN_EXCHANGE.idTokenType,
      requested_token_type: TOKEN_EXCHANGE.offlineTokenType,
      expiring: 1,
    },
    now,
  );

/** A refresh token for the next access token (and the next refresh token). */
export const refreshAccess = (config: ShopifyConfig, fetcher: typeof fetch, refreshToken: string, now: Date) =>
  tokenRequest(config, fetcher, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
