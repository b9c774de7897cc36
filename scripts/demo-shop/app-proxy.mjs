// The demo shop as Shopify's app proxy: a visitor's /apps/furbaby/<path>?<query> is forwarded to
// the Worker's /proxy/<path>?<query> with shop, logged_in_customer_id (the demo shop's logged-in
// customer, or empty), path_prefix, timestamp and signature added, signed with the local app
// secret by the one signing function the Worker verifies with. As Shopify's proxy does, it sends
// no Cookie of the shop's on and strips Set-Cookie from the answer.
// https://shopify.dev/docs/apps/build/online-store/app-proxies
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature.ts';
import { LOCAL_APP_PROXY } from '../lib/local-shopify.mjs';
import { customerOf } from './customers.mjs';
import { APP_ORIGIN } from './settings.mjs';

export const PROXY_PREFIX = '/apps/furbaby';

/** Whether `path` is the proxy's (the prefix itself or below it). */
export const isProxyPath = (path) => path === PROXY_PREFIX || path.startsWith(`${PROXY_PREFIX}/`);

/** Headers not passed on: hop-by-hop ones, the shop's cookies, and what fetch re-encodes. */
const DROPPED_REQUEST = new Set(['host', 'cookie', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding']);
const DROPPED_RESPONSE = new Set(['set-cookie', 'connection', 'content-length', 'content-encoding', 'transfer-encoding']);

/** The Worker's URL for a visitor's proxied URL, signed for `customerKey` (a key of CUSTOMERS, or null). */
export async function forwardedUrl(url, customerKey, { secret = LOCAL_APP_PROXY.SHOPIFY_APP_SECRET } = {}) {
  const params = new URLSearchParams(url.search);
  // Shopify's own parameters are its to set; `customer` is the demo shop's log-in switch.
  for (const key of ['shop', 'logged_in_customer_id', 'path_prefix', 'timestamp', 'signature', 'customer']) params.delete(key);
  params.set('shop', LOCAL_APP_PROXY.SHOPIFY_SHOP_DOMAIN);
  params.set('logged_in_customer_id', customerKey ? customerOf(customerKey).id : '');
  params.set('path_prefix', PROXY_PREFIX);
  params.set('timestamp', String(Math.floor(Date.now() / 1000)));
  const signed = await signAppProxyQuery(secret, params);
  return `${APP_ORIGIN}/proxy${url.pathname.slice(PROXY_PREFIX.length)}?${signed}`;
}

async function readRaw(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Forwards the visitor's request `req` to the Worker and writes its answer to `res`, with the
 * shop's own `shopHeaders` (its cart and customer cookies: the shop sets them, not the app).
 */
export async function forwardToApp(req, res, url, customerKey, shopHeaders = {}) {
  // 'forged' is the demo shop's customer whose signatures are made with the wrong secret.
  const target = await forwardedUrl(url, customerKey, customerKey === 'forged' ? { secret: 'not-the-app-secret' } : {});
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (!DROPPED_REQUEST.has(key) && typeof value === 'string') headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const answer = await fetch(target, { method: req.method, headers, body: hasBody ? await readRaw(req) : undefined, redirect: 'manual' });
  const out = { ...shopHeaders };
  for (const [key, value] of answer.headers) if (!DROPPED_RESPONSE.has(key)) out[key] = value;
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}
