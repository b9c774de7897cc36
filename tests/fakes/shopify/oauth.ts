/**
 * The fake shop's side of installing the app, as Shopify documents it:
 * - Shopify-managed installation: the merchant installs from the admin (`install()`), which
 *   grants the app's configured scopes and opens the app URL with `shop`, `host`, `timestamp`
 *   and `hmac` (hex HMAC-SHA256 of the sorted query, with the app's client secret);
 * - the authorize page `GET /admin/oauth/authorize?client_id&scope&redirect_uri&state`: the
 *   client id and an allowed redirect URL are required; an installed app with those scopes goes
 *   straight back, otherwise the merchant sees the scopes and approves (`POST`); back means a
 *   302 to `redirect_uri?code&hmac&host&shop&state&timestamp`;
 * - the token endpoint `POST /admin/oauth/access_token` (JSON or form): a code once, within ten
 *   minutes, for an offline token (`expiring: 1`: 3600 s with a refresh token, as Shopify's
 *   expiring offline tokens), and `grant_type=refresh_token` for the next pair (the old refresh
 *   token stops working); errors answer 400 `{ error, error_description }`;
 * - token exchange at the same endpoint (`grant_type=urn:ietf:params:oauth:grant-type:token-exchange`):
 *   an embedded app's ID token (HS256 with the client secret, `aud` the client id, `dest` the
 *   shop, unexpired) for an offline token of the installed app, expiring with `expiring=1`; a new
 *   expiring offline token revokes the ones issued before it (one per app and shop); an online
 *   token is not offered here; `idToken()` hands one as App Bridge does in the admin;
 * - uninstalling revokes every token and sends `app/uninstalled`; a scope change sends `app/scopes_update`.
 */
import type { WebhookQueue } from './webhooks';

export interface AppRegistration {
  clientId: string;
  appSecret: string;
  /** The app URL (shopify.app.toml application_url) and its allowed redirect URLs. */
  appUrl: string;
  redirectUrls: readonly string[];
  /** The scopes of the app's configuration (shopify.app.toml [access_scopes]). */
  scopes: readonly string[];
  shopDomain: string;
}

const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TTL_S = 3600;
const REFRESH_TTL_S = 90 * 86_400;

const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
const OFFLINE_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const hmac = async (secret: string, message: string) => {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', key, enc.encode(message));
};
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const randomToken = (prefix: string) => prefix + hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Signs a query as Shopify does: hex HMAC-SHA256 over `k=v` pairs, sorted, joined by `&`, without `hmac`. */
export async function signQuery(secret: string, params: Record<string, string>): Promise<URLSearchParams> {
  // As Shopify's library checks it: sorted, each pair URL-encoded (a loopback shop's ':' is %3A).
  const message = new URLSearchParams(
    Object.keys(params)
      .filter((k) => k !== 'hmac')
      .sort()
      .map((k) => [k, params[k]!]),
  )
    .toString()
    .replace(/\+/g, '%20');
  return new URLSearchParams({ ...params, hmac: hex(await hmac(secret, message)) });
}

export function createAppInstalls(app: AppRegistration, webhooks: WebhookQueue, now: () => Date) {
  const granted = { installed: false, scopes: [] as string[] };
  const codes = new Map<string, { scopes: string[]; expiresAt: number }>();
  /** The ID tokens exchanged, in order. */
  const exchanges: string[] = [];
  const accessTokens = new Map<string, number>(); // token → expiry (ms)
  const refreshTokens = new Map<string, number>();
  const host = btoa(`admin.shopify.com/store/${app.shopDomain.split('.')[0]}`).replace(/=+$/, '');
  const seconds = () => String(Math.floor(now().getTime() / 1000));
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const oauthError = (error: string, description: string) => json({ error, error_description: description }, 400);

  async function backToApp(redirectUri: string, state: string, scopes: string[]): Promise<Response> {
    const code = randomToken('');
    codes.set(code, { scopes, expiresAt: now().getTime() + CODE_TTL_MS });
    const query = await signQuery(app.appSecret, { code, host, shop: app.shopDomain, state, timestamp: seconds() });
    return new Response(null, { status: 302, headers: { location: `${redirectUri}?${query}` } });
  }

  async function authorize(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
    const clientId = params.get('client_id');
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state') ?? '';
    const scopes = (params.get('scope') ?? '').split(',').filter(Boolean);
    if (clientId !== app.clientId) return new Response('Oauth error invalid_request: The client_id is invalid', { status: 400 });
    if (!app.redirectUrls.includes(redirectUri)) return new Response('Oauth error invalid_request: The redirect_uri is not whitelisted', { status: 400 });
    if (request.method === 'POST' || (granted.installed && scopes.every((s) => granted.scopes.includes(s)))) {
      granted.installed = true;
      granted.scopes = [...new Set([...granted.scopes, ...scopes])];
      return backToApp(redirectUri, state, granted.scopes);
    }
    const hidden = [...params.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install app</title></head><body>
<h1>Install Furbaby Plans on ${escapeHtml(app.shopDomain)}</h1><p>This app will be able to: ${escapeHtml(scopes.join(', '))}</p>
<form method="post" action="/admin/oauth/authorize">${hidden}<button type="submit">Install app</button></form></body></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }

  function issue(scopes: string[], expiring: boolean) {
    const at = now().getTime();
    const access = randomToken('shpat_');
    accessTokens.set(access, expiring ? at + ACCESS_TTL_S * 1000 : Number.POSITIVE_INFINITY);
    if (!expiring) return { access_token: access, scope: scopes.join(',') };
    const refresh = randomToken('shprt_');
    refreshTokens.set(refresh, at + REFRESH_TTL_S * 1000);
    return { access_token: access, scope: scopes.join(','), expires_in: ACCESS_TTL_S, refresh_token: refresh, refresh_token_expires_in: REFRESH_TTL_S };
  }

  /** What App Bridge hands the app's admin page: a one-minute ID token signed with the client secret. */
  async function idToken(claims: Record<string, unknown> = {}): Promise<string> {
    const iat = Math.floor(now().getTime() / 1000);
    const shop = `https://${app.shopDomain}`;
    const payload = {
      iss: `${shop}/admin`,
      dest: shop,
      aud: app.clientId,
      sub: '42',
      exp: iat + 60,
      nbf: iat,
      iat,
      jti: randomToken(''),
      sid: randomToken(''),
      ...claims,
    };
    const part = (v: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(v)));
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
    return `${unsigned}.${base64Url(new Uint8Array(await hmac(app.appSecret, unsigned)))}`;
  }

  /** Shopify's check of an exchanged ID token: its signature, our app, this shop, its lifetime. */
  async function validIdToken(token: string): Promise<boolean> {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return false;
    if (base64Url(new Uint8Array(await hmac(app.appSecret, `${header}.${payload}`))) !== signature) return false;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aud?: string; dest?: string; exp?: number };
    return claims.aud === app.clientId && claims.dest === `https://${app.shopDomain}` && (claims.exp ?? 0) * 1000 > now().getTime();
  }

  function exchange(body: Record<string, unknown>, valid: boolean): Response {
    if (body.subject_token_type !== ID_TOKEN_TYPE) return oauthError('invalid_request', 'subject_token_type must be an ID token');
    if (body.requested_token_type !== OFFLINE_TOKEN_TYPE) return oauthError('invalid_request', 'Only offline access tokens are offered');
    if (!valid || !granted.installed) return oauthError('invalid_subject_token', 'The session token is invalid, expired, or for an app that is not installed');
    const expiring = String(body.expiring ?? '0') === '1';
    if (expiring) {
      // One expiring offline token per app and shop: the new one revokes those issued before it.
      accessTokens.clear();
      refreshTokens.clear();
    }
    exchanges.push(String(body.subject_token));
    return json(issue(granted.scopes, expiring));
  }

  async function accessToken(request: Request): Promise<Response> {
    const text = await request.text();
    const body: Record<string, unknown> = (request.headers.get('content-type') ?? '').includes('json')
      ? ((JSON.parse(text || '{}') as Record<string, unknown>) ?? {})
      : Object.fromEntries(new URLSearchParams(text));
    if (body.client_id !== app.clientId || body.client_secret !== app.appSecret) return oauthError('invalid_client', 'Client authentication failed');
    if (body.grant_type === TOKEN_EXCHANGE_GRANT) return exchange(body, await validIdToken(String(body.subject_token ?? '')));
    const expiring = String(body.expiring ?? '0') === '1';
    if (body.grant_type === 'refresh_token') {
      const refresh = String(body.refresh_token ?? '');
      const until = refreshTokens.get(refresh);
      if (!until || until < now().getTime() || !granted.installed) return oauthError('invalid_grant', 'The refresh token is invalid or has expired');
      refreshTokens.delete(refresh);
      return json(issue(granted.scopes, true));
    }
    const code = codes.get(String(body.code ?? ''));
    codes.delete(String(body.code ?? ''));
    if (!code || code.expiresAt < now().getTime()) return oauthError('invalid_request', 'The authorization code was not found or was already used');
    return json(issue(code.scopes, expiring));
  }

  return {
    authorize,
    accessToken,
    idToken,
    /** The ID tokens the app exchanged (token exchange), in order. */
    exchanges: () => [...exchanges],
    /** Whether `token` opens the Admin API now. */
    acceptsAdminToken: (token: string | null) => granted.installed && token !== null && (accessTokens.get(token) ?? 0) > now().getTime(),
    /** Every access token issued and not revoked (tests look for them where they must not be). */
    issuedAccessTokens: () => [...accessTokens.keys()],
    /** The app holds a token (it exchanged a code since it was installed). */
    hasIssuedToken: () => granted.installed && accessTokens.size > 0,
    /** The merchant installs the app from the admin (Shopify-managed installation): answers the app URL Shopify opens. */
    async install(): Promise<string> {
      granted.installed = true;
      granted.scopes = [...app.scopes];
      return `${app.appUrl}?${await signQuery(app.appSecret, { host, shop: app.shopDomain, timestamp: seconds() })}`;
    },
    /** The merchant uninstalls: every token stops working and `app/uninstalled` is sent. */
    uninstall() {
      granted.installed = false;
      granted.scopes = [];
      accessTokens.clear();
      refreshTokens.clear();
      webhooks.push('app/uninstalled', { id: 1, name: 'Furbaby', myshopify_domain: app.shopDomain, domain: app.shopDomain, plan_name: 'basic' });
    },
    /** The merchant grants a new set of scopes: `app/scopes_update` is sent. */
    updateScopes(scopes: string[]) {
      const previous = granted.scopes;
      granted.scopes = [...scopes];
      webhooks.push('app/scopes_update', { id: 1, previous, current: scopes, updated_at: now().toISOString() });
    },
    granted,
  };
}
