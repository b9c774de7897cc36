// The demo shop: a stand-in for the Shopify storefront on a second local origin, with our app
// installed: its theme renders the theme app extension's Liquid (app embed and app blocks,
// demo-shop/theme.mjs) and it is Shopify's app proxy (demo-shop/app-proxy.mjs). It has the
// Shopify routes the embedding needs (/cart/add.js, /cart.js, /cart, /account/login,
// /account/register, /account/logout) and a logged-in customer (docs/embedding.md).
//
//   tsx scripts/demo-shop.mjs    (npm start runs it; Playwright runs it as a second web server)
//
// Plain JavaScript run by tsx, so it can import the TypeScript catalogue and signing code
// (the project's tsconfig has no Node types for a typed server).
//
// Settings (environment): DEMO_SHOP_PORT (8788), APP_ORIGIN (our pages, http://127.0.0.1:8787),
// SHOPIFY_APP_ORIGIN (optional: our pages in Shopify mode, embedded on ?app=shopify),
// SHOP_SHARED_SECRET (only for the old way's pages, ?theme=snippet; local mode's default, as functions/env.ts).
//
// /apps/furbaby/* is Shopify's app proxy to our pages (demo-shop/app-proxy.mjs).
// A customer logs in at /account/login (back to return_url, as Shopify, or return_to) or with ?customer=demo|other|forged|none on any page
// (kept in a cookie). 'forged' is Sam with signatures made with the wrong secrets (proxy and snippet).
// /pages/<path>?theme=snippet is the old way: the pasted snippet, its customer signed with SHOP_SHARED_SECRET.
// /products/<handle> is a kibble's product page; ?embed=off on any page renders it with the app embed switched off.
// /pages/<path>?display=modal opens our page in embed.js's modal instead of inline;
// ?cart=drawer makes the page keep a cart drawer instead of going to /cart after add-to-cart.
// /third-party/ad, opened on 127.0.0.1, is a third party's "ad" for the embedding tests.
// /account is Shopify's customer account pages with our UI extensions (SHOPIFY_ORIGIN: the fake Shopify, for the app's config).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { accountBody, accountBundle, accountFrame, customerAccountCall, sessionToken } from './demo-shop/account-host.mjs';
import { forwardToApp, isProxyPath } from './demo-shop/app-proxy.mjs';
import { addLines, CartError, cartJson, carts, describeLine, toLine } from './demo-shop/carts.mjs';
import { isCustomerKey } from './demo-shop/customers.mjs';
import { adminPage, adPage, cartPage, embedPage, homePage, layout, loginPage, productPage } from './demo-shop/pages.mjs';
import { APP_ORIGIN, PORT, SHOP_ORIGIN, SHOPIFY_APP_ORIGIN } from './demo-shop/settings.mjs';
import { ASSET_PREFIX, extensionAsset } from './demo-shop/theme.mjs';

// ─── Server ──────────────────────────────────────────────────────────────────────────────

function cookies(req) {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .filter((kv) => kv.length === 2)
      .map(([k, v]) => [k, decodeURIComponent(v)]),
  );
}

async function readBody(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 100_000) throw new CartError('Request too large');
  }
  return body;
}

/** Only paths on this shop (no `//host`), like Shopify's return_to. */
const safeReturn = (to) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}
const html = (res, body, headers) => send(res, 200, 'text/html; charset=utf-8', body, headers);
const json = (res, status, body, headers) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

async function handle(req, res) {
  const url = new URL(req.url ?? '/', SHOP_ORIGIN);
  const jar = cookies(req);
  const setCookies = [];
  const cart = jar.cart && /^[a-f0-9]{32}$/.test(jar.cart) ? jar.cart : randomBytes(16).toString('hex');
  if (cart !== jar.cart) setCookies.push(`cart=${cart}; Path=/; SameSite=Lax`);
  let customer = isCustomerKey(jar.customer) ? jar.customer : null;
  const asked = url.searchParams.get('customer');
  if (asked !== null) {
    customer = isCustomerKey(asked) ? asked : null;
    setCookies.push(customer ? `customer=${customer}; Path=/; SameSite=Lax` : 'customer=; Path=/; Max-Age=0');
  }
  // The app this page embeds: ours in Shopify mode when asked for and configured (not kept: per page).
  const appOrigin = url.searchParams.get('app') === 'shopify' && SHOPIFY_APP_ORIGIN ? SHOPIFY_APP_ORIGIN : APP_ORIGIN;
  // ?embed=off: the app embed switched off in the theme (the storefront bench's comparison; not kept).
  const embed = url.searchParams.get('embed') !== 'off';
  const visit = { customer, cart, appOrigin, embed, theme: url.searchParams.get('theme') === 'snippet' ? 'snippet' : 'app' };
  const headers = setCookies.length ? { 'Set-Cookie': setCookies } : {};
  const path = url.pathname;

  if (req.method === 'GET' && path === '/health') return send(res, 200, 'text/plain', 'ok');
  // Shopify's app proxy: our pages on the shop's own domain, signed for the logged-in customer.
  if (isProxyPath(path)) return forwardToApp(req, res, url, customer, headers);
  if (req.method === 'GET' && path.startsWith(ASSET_PREFIX)) {
    const asset = await extensionAsset(path.slice(ASSET_PREFIX.length));
    if (asset) return send(res, 200, 'text/javascript; charset=utf-8', asset);
  }
  if (req.method === 'GET' && path === '/') return html(res, await homePage(visit), headers);
  if (req.method === 'GET' && path.startsWith('/pages/')) {
    const page = path.slice('/pages/'.length).replace(/\/+$/, '');
    if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(page)) return html(res, await embedPage(visit, page, url.searchParams.get('display')), headers);
  }
  if (req.method === 'GET' && path.startsWith('/products/')) {
    const page = await productPage(visit, path.slice('/products/'.length));
    if (page) return html(res, page, headers);
  }
  if (req.method === 'POST' && path === '/cart/add.js') {
    try {
      const raw = await readBody(req);
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      const body = isJson ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
      const record = body && typeof body === 'object' ? body : {};
      const items = Array.isArray(record.items) ? record.items : [record];
      if (items.length === 0) throw new CartError('No items');
      const lines = items.map(toLine);
      addLines(cart, lines);
      return json(res, 200, { items: lines.map(describeLine) }, headers);
    } catch (err) {
      const description = err instanceof CartError ? err.message : 'Malformed request';
      return json(res, err instanceof CartError ? 422 : 400, { status: err instanceof CartError ? 422 : 400, message: 'Cart Error', description }, headers);
    }
  }
  if (req.method === 'GET' && path === '/third-party/ad') return html(res, adPage());
  if (req.method === 'GET' && path === '/admin/apps/furbaby-plans') return html(res, adminPage());
  if (req.method === 'GET' && path === '/cart.js') return json(res, 200, cartJson(cart), headers);
  if (req.method === 'POST' && path === '/cart/clear.js') {
    carts.delete(cart);
    return json(res, 200, cartJson(cart), headers);
  }
  if (req.method === 'GET' && path === '/cart') return html(res, await cartPage(visit), headers);
  if (req.method === 'GET' && path === '/account/login')
    return html(res, await loginPage(visit, safeReturn(url.searchParams.get('return_url') ?? url.searchParams.get('return_to'))), headers);
  if (req.method === 'POST' && path === '/account/login') {
    const form = new URLSearchParams(await readBody(req));
    const who = form.get('customer') ?? undefined;
    if (isCustomerKey(who)) setCookies.push(`customer=${who}; Path=/; SameSite=Lax`);
    return send(res, 303, 'text/plain', 'See other', { Location: safeReturn(form.get('return_to')), 'Set-Cookie': setCookies });
  }
  // Shopify's customer account pages, hosting our customer account UI extensions (demo-shop/account-host.mjs).
  if (req.method === 'GET' && path === '/account') return html(res, await layout(visit, 'Your account', accountBody(customer)), headers);
  if (req.method === 'GET' && path === '/account/session-token') {
    const token = await sessionToken(customer);
    return token ? send(res, 200, 'text/plain', token) : send(res, 401, 'text/plain', 'Not logged in');
  }
  if (req.method === 'POST' && path === '/account/customer-api') {
    const [status, answer] = await customerAccountCall(customer, await readBody(req));
    return send(res, status, 'application/json; charset=utf-8', answer);
  }
  if (req.method === 'GET' && path.startsWith('/account/frame/')) {
    const frame = accountFrame(path.slice('/account/frame/'.length), SHOPIFY_APP_ORIGIN ?? APP_ORIGIN);
    if (frame) return html(res, frame, headers);
  }
  if (req.method === 'GET' && path.startsWith('/account/bundles/')) {
    const bundle = await accountBundle(path.slice('/account/bundles/'.length).replace(/\.js$/, ''));
    if (bundle) return send(res, 200, 'text/javascript; charset=utf-8', bundle);
  }
  if (req.method === 'GET' && path === '/account/register') {
    return html(
      res,
      await layout(
        visit,
        'Create an account',
        '<p class="note">The demo shop does not create accounts. <a href="/account/login">Log in as a demo customer</a> instead.</p>',
      ),
      headers,
    );
  }
  if (req.method === 'GET' && path === '/account/logout') {
    setCookies.push('customer=; Path=/; Max-Age=0');
    return html(res, await layout({ ...visit, customer: null }, "You're logged out of the shop", '<p><a href="/">Back to the shop</a></p>'), {
      'Set-Cookie': setCookies,
    });
  }
  return send(res, 404, 'text/html; charset=utf-8', await layout(visit, 'Page not found', '<p>No such page in the demo shop.</p>'), headers);
}

createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error('demo shop:', err);
    if (!res.headersSent) send(res, 500, 'text/plain', 'Demo shop error');
  });
}).listen(PORT, '127.0.0.1', () => {
  console.log(`Demo shop: ${SHOP_ORIGIN}  (embeds ${APP_ORIGIN})`);
});
