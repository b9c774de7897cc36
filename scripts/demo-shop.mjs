// The demo shop: a stand-in for the Shopify storefront on a second local origin, embedding our
// pages with public/embed.js exactly as a theme would. It has the Shopify routes the embedding
// needs (/cart/add.js, /cart.js, /cart, /account/login, /account/register, /account/logout) and a
// logged-in customer whose info it signs like the theme's Liquid does (docs/embedding.md).
//
//   tsx scripts/demo-shop.mjs    (npm start runs it; Playwright runs it as a second web server)
//
// Plain JavaScript run by tsx, so it can import the TypeScript catalogue and signing code
// (the project's tsconfig has no Node types for a typed server).
//
// Settings (environment): DEMO_SHOP_PORT (8788), APP_ORIGIN (our pages, http://127.0.0.1:8787),
// SHOP_SHARED_SECRET (local mode's default, as functions/env.ts).
//
// A customer logs in at /account/login or with ?customer=demo|other|forged|none on any page
// (kept in a cookie). 'forged' is Sam with a signature made with the wrong secret.
// /pages/<path>?display=modal opens our page in embed.js's modal instead of inline;
// ?cart=drawer makes the page keep a cart drawer instead of going to /cart after add-to-cart.
// /third-party/ad, opened on 127.0.0.1, is a third party's "ad" for the embedding tests.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { DEMO } from '../functions/db/demo/customers.ts';
import { LOCAL_SHOP_SHARED_SECRET } from '../functions/env.ts';
import { signCustomerInfo } from '../functions/lib/shop-signature.ts';
import { findKibbleVariant, findTreatVariant, frequencyOfSellingPlan, KIBBLES } from '../src/domain/catalogue.ts';
import { HOSTILE_TO_FRAME, HOSTILE_TO_SHOP } from '../e2e/fixtures/hostile-messages.ts';

const PORT = Number(process.env.DEMO_SHOP_PORT ?? 8788);
const APP_ORIGIN = new URL(process.env.APP_ORIGIN ?? 'http://127.0.0.1:8787').origin;
const SECRET = process.env.SHOP_SHARED_SECRET || LOCAL_SHOP_SHARED_SECRET;
/** `localhost`, not 127.0.0.1: a different site from our pages', as a real shop is. */
const SHOP_ORIGIN = `http://localhost:${PORT}`;

// ─── Customers ───────────────────────────────────────────────────────────────────────────

const CUSTOMERS = {
  demo: { id: DEMO.customerId, name: 'Sam Taylor', email: DEMO.email, secret: SECRET },
  other: { id: DEMO.otherCustomerId, name: 'Alex Ngata', email: DEMO.otherEmail, secret: SECRET },
  forged: { id: DEMO.customerId, name: 'Sam Taylor', email: DEMO.email, secret: 'not-the-shared-secret' },
};
const isCustomerKey = (k) => typeof k === 'string' && Object.hasOwn(CUSTOMERS, k);

/** The <script> the theme renders for a logged-in customer (Liquid signs it with `hmac_sha256`). */
async function customerScript(key) {
  if (!key) return '';
  const c = CUSTOMERS[key];
  // Milliseconds (Liquid: 'now' | date: '%s%L'): a signature is single use, and two page views
  // in one second would otherwise render the same one.
  const timestamp = Date.now();
  const signature = await signCustomerInfo(c.secret, { customerId: c.id, customerEmail: c.email, timestamp });
  const json = JSON.stringify({ customerId: c.id, customerName: c.name, customerEmail: c.email, timestamp, signature });
  return `<script type="application/json" data-furbaby-customer>${json.replace(/</g, '\\u003c')}</script>`;
}

// ─── Carts ───────────────────────────────────────────────────────────────────────────────

/** Cart token → lines { variantId, sellingPlanId, quantity, properties }. */
const carts = new Map();

function describeLine(line) {
  const kibble = findKibbleVariant(line.variantId);
  const treat = kibble ? undefined : findTreatVariant(line.variantId);
  const frequency = line.sellingPlanId ? frequencyOfSellingPlan(line.sellingPlanId) : null;
  const priceCents = kibble?.variant.priceCents ?? treat?.variant.priceCents ?? 0;
  return {
    id: Number(line.variantId),
    variant_id: Number(line.variantId),
    product_id: Number(kibble?.product.id ?? treat?.product.id),
    product_title: kibble?.product.title ?? treat?.product.title ?? 'Unknown',
    variant_title: kibble ? `${kibble.variant.bagSizeKg} kg` : null,
    sku: kibble?.variant.sku ?? treat?.variant.sku ?? null,
    quantity: line.quantity,
    price: priceCents,
    line_price: priceCents * line.quantity,
    properties: line.properties,
    selling_plan_allocation: line.sellingPlanId ? { selling_plan: { id: Number(line.sellingPlanId), name: `Delivery every ${frequency} days` } } : null,
  };
}

function cartJson(token) {
  const items = (carts.get(token) ?? []).map(describeLine);
  return {
    token,
    currency: 'NZD',
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    total_price: items.reduce((n, i) => n + i.line_price, 0),
    items,
  };
}

class CartError extends Error {}

/** Checks one `/cart/add.js` item the way Shopify does: known variant, selling plan only for kibble. */
function toLine(raw) {
  if (!raw || typeof raw !== 'object') throw new CartError('Each item needs an id');
  const item = raw;
  const variantId = String(item.id ?? '');
  const kibble = findKibbleVariant(variantId);
  if (!kibble && !findTreatVariant(variantId)) throw new CartError(`Cannot find variant ${variantId}`);
  const plan = item.selling_plan == null || item.selling_plan === '' ? null : String(item.selling_plan);
  if (plan !== null && (!kibble || frequencyOfSellingPlan(plan) === null)) throw new CartError(`Variant ${variantId} cannot be sold on selling plan ${plan}`);
  const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new CartError('Quantity must be 1 to 99');
  const properties = {};
  if (item.properties && typeof item.properties === 'object') {
    for (const [k, v] of Object.entries(item.properties)) properties[k] = String(v);
  }
  return { variantId, sellingPlanId: plan, quantity, properties };
}

function addLines(token, lines) {
  const cart = carts.get(token) ?? [];
  for (const line of lines) {
    const same = cart.find(
      (l) => l.variantId === line.variantId && l.sellingPlanId === line.sellingPlanId && JSON.stringify(l.properties) === JSON.stringify(line.properties),
    );
    if (same) same.quantity += line.quantity;
    else cart.push(line);
  }
  carts.set(token, cart);
}

// ─── HTML ────────────────────────────────────────────────────────────────────────────────

const esc = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents) => `$${(cents / 100).toFixed(2)}`;

/** Shop pages `/pages/<path>` embed our `/<path>`; these have nicer titles. */
const PAGE_TITLES = {
  dashboard: 'My dashboard',
  'pet-calculator': 'Feeding-plan calculator',
  'manage-pets': 'Manage my furbabies',
  'get-started': 'Create a feeding guide',
  'free-trial': 'Free trial',
  'free-trial/choose-recipe': 'Choose a trial recipe',
  'choose-recipe': 'Choose a recipe',
  'embed-check': 'Embedding check',
};

/** visit: { customer: key of CUSTOMERS or null, cart: token } */
async function layout(visit, title, body) {
  const count = cartJson(visit.cart).item_count;
  const who = visit.customer
    ? `<span>Logged in as ${esc(CUSTOMERS[visit.customer].name)}</span> <a href="/account/logout">Log out</a>`
    : `<a href="/account/login">Log in</a> <a href="/account/register">Create account</a>`;
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(title)} · Demo dog-food shop</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; color: #1f2a27; background: #fbfaf7; }
  header, footer { background: #2f5d50; color: #fff; padding: 1rem 2rem; display: flex; gap: 1.5rem; align-items: center; flex-wrap: wrap; }
  header a, footer a { color: #fff; }
  header nav { display: flex; gap: 1rem; flex: 1; }
  main { max-width: 1400px; margin: 0 auto; padding: 1.5rem 1rem 3rem; display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: 2rem; align-items: start; }
  @media (max-width: 900px) { main { grid-template-columns: minmax(0, 1fr); } }
  .note { background: #fff3d6; border-radius: 8px; padding: .75rem 1rem; }
  /* The tools sit beside the content, so neither moves when the other changes height. */
  .shop-tools { border-left: 1px solid #ddd; padding-left: 1rem; overflow-wrap: anywhere; }
  #message-log { max-height: 24rem; overflow: auto; font-size: .85rem; }
  #cart-drawer { background: #fff; border: 2px solid #2f5d50; border-radius: 8px; padding: .5rem 1rem; margin-bottom: 1rem; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; }
  footer { min-height: 20rem; align-items: flex-start; }
</style>
${await customerScript(visit.customer)}
</head>
<body>
<header>
  <strong><a href="/">Demo dog-food shop</a></strong>
  <nav aria-label="Shop"><a href="/pages/dashboard">My dashboard</a><a href="/pages/pet-calculator">Pet calculator</a><a href="/pages/free-trial">Free trial</a><a href="/cart">Cart (${count})</a></nav>
  ${who}
</header>
<main>
<div>
<h1>${esc(title)}</h1>
${body}
</div>
<section class="shop-tools" aria-labelledby="tools-h">
  <aside id="cart-drawer" aria-label="Cart drawer" hidden><h2>Added to your cart</h2><p></p><a href="/cart">View cart</a></aside>
  <h2 id="tools-h">Shop page tools</h2>
  <p><button type="button" id="ask-pet-data">Ask the plan for pet data</button> <output id="pet-data" role="status" aria-label="Pet data from the plan"></output></p>
  <p role="status" aria-label="Synced pet data" id="synced"></p>
  <h3>Messages this page received</h3>
  <ol id="message-log" aria-label="Message log"></ol>
</section>
</main>
<footer><p>A stand-in for the Shopify storefront, for developing and testing the embedding. Not a real shop.</p></footer>
<script>
  // Developer tools of the demo page, not part of embed.js: a log of every message this window
  // receives (from anyone) and the theme-side hooks embed.js offers.
  var log = document.getElementById('message-log');
  window.addEventListener('message', function (e) {
    var li = document.createElement('li');
    var type = e.data && typeof e.data === 'object' && typeof e.data.type === 'string' ? e.data.type : typeof e.data;
    li.textContent = e.origin + ' ' + type;
    log.appendChild(li);
  });
  document.addEventListener('furbaby:pet-data', function (e) {
    var pets = [];
    try { pets = JSON.parse(e.detail.data).pets || []; } catch (err) {}
    document.getElementById('synced').textContent = 'Synced pet data: ' + pets.map(function (p) { return p.name; }).join(', ');
  });
  // ?cart=drawer: this theme shows its own cart drawer instead of going to /cart.
  if (new URLSearchParams(location.search).get('cart') === 'drawer') {
    document.addEventListener('furbaby:added-to-cart', function (e) {
      e.preventDefault();
      var drawer = document.getElementById('cart-drawer');
      drawer.hidden = false;
      drawer.querySelector('p').textContent = e.detail.cart.items.map(function (i) {
        return i.quantity + ' × ' + i.product_title + ' ' + i.variant_title + ', ' + (i.selling_plan_allocation ? i.selling_plan_allocation.selling_plan.name : 'one-time');
      }).join('; ');
    });
  }
  document.getElementById('ask-pet-data').addEventListener('click', function () {
    window.FurbabyEmbed.getPetData().then(function (data) {
      document.getElementById('pet-data').textContent = data === null ? 'No pet data' : data;
    });
  });
</script>
<script src="${APP_ORIGIN}/embed.js" async></script>
</body>
</html>`;
}

async function homePage(visit) {
  const links = Object.entries(PAGE_TITLES)
    .map(([path, title]) => `<li><a href="/pages/${path}">${esc(title)}</a> (our <code>/${path}</code>)</li>`)
    .join('');
  return layout(
    visit,
    'Welcome to the demo shop',
    `<p class="note">This shop embeds Furbaby Plans from <code>${esc(APP_ORIGIN)}</code> with <code>embed.js</code>.</p>
<p><button type="button" data-furbaby-open="/pet-calculator" data-furbaby-title="Feeding-plan calculator">Work out my dog's feeding plan</button></p>
<h2>Pages with our pages inside</h2><ul>${links}</ul>
<h2>Kibble</h2><ul>${KIBBLES.map((k) => `<li>${esc(k.title)}: ${k.variants.map((v) => `${v.bagSizeKg} kg ${money(v.priceCents)}`).join(', ')}</li>`).join('')}</ul>`,
  );
}

async function embedPage(visit, path, display) {
  const title = PAGE_TITLES[path] ?? path;
  const place =
    display === 'modal'
      ? `<p><button type="button" data-furbaby-open="/${esc(path)}" data-furbaby-title="${esc(title)}">Open ${esc(title)}</button></p>`
      : `<div data-furbaby-page="/${esc(path)}" data-furbaby-title="${esc(title)}"></div>`;
  return layout(visit, title, `<p>Our page <code>/${esc(path)}</code>, embedded by the shop:</p>${place}`);
}

async function cartPage(visit) {
  const cart = cartJson(visit.cart);
  const rows = cart.items
    .map(
      (i) =>
        `<tr><th scope="row">${esc(i.product_title)}</th><td>${esc(i.variant_title ?? '')}</td><td>${esc(i.sku ?? '')}</td><td>${esc(i.selling_plan_allocation?.selling_plan.name ?? 'One-time purchase')}</td><td>${i.quantity}</td><td>${money(i.line_price)}</td></tr>`,
    )
    .join('');
  const body = cart.items.length
    ? `<table><caption>Your cart</caption><thead><tr><th scope="col">Product</th><th scope="col">Variant</th><th scope="col">SKU</th><th scope="col">Selling plan</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead><tbody>${rows}</tbody></table><p>Subtotal ${money(cart.total_price)}</p>`
    : '<p>Your cart is empty.</p>';
  return layout(visit, 'Your cart', body);
}

async function loginPage(visit, returnTo) {
  const button = (key, label) =>
    `<form method="post" action="/account/login"><input type="hidden" name="customer" value="${key}"><input type="hidden" name="return_to" value="${esc(returnTo)}"><button>${esc(label)}</button></form>`;
  return layout(
    visit,
    'Log in',
    `<p class="note">Demo shop: choose who to be. The shop signs the customer's id, e-mail and a timestamp for our pages.</p>
${button('demo', `Log in as ${CUSTOMERS.demo.name}`)}${button('other', `Log in as ${CUSTOMERS.other.name}`)}${button('forged', 'Log in with a forged signature')}`,
  );
}

// ─── A third party ───────────────────────────────────────────────────────────────────────

/**
 * An "ad" for the cross-engine tests, opened on 127.0.0.1 (an origin that is neither the
 * shop's `localhost` nor our pages'): placed in a frame of the shop page, it posts the hostile
 * messages (e2e/fixtures/hostile-messages.ts) to the shop page and to every other frame on it.
 */
function adPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Advertisement</title><link rel="icon" href="data:,"></head>
<body><p>An advertisement that posts hostile messages.</p><script>
  var toShop = ${JSON.stringify(HOSTILE_TO_SHOP).replace(/</g, '\\u003c')};
  var toFrames = ${JSON.stringify(HOSTILE_TO_FRAME).replace(/</g, '\\u003c')};
  toShop.forEach(function (m) { window.top.postMessage(m, '*'); });
  for (var i = 0; i < window.top.frames.length; i++) {
    if (window.top.frames[i] !== window) toFrames.forEach(function (m) { window.top.frames[i].postMessage(m, '*'); });
  }
</script></body></html>`;
}

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
  const visit = { customer, cart };
  const headers = setCookies.length ? { 'Set-Cookie': setCookies } : {};
  const path = url.pathname;

  if (req.method === 'GET' && path === '/health') return send(res, 200, 'text/plain', 'ok');
  if (req.method === 'GET' && path === '/') return html(res, await homePage(visit), headers);
  if (req.method === 'GET' && path.startsWith('/pages/')) {
    const page = path.slice('/pages/'.length).replace(/\/+$/, '');
    if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(page)) return html(res, await embedPage(visit, page, url.searchParams.get('display')), headers);
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
  if (req.method === 'GET' && path === '/cart.js') return json(res, 200, cartJson(cart), headers);
  if (req.method === 'POST' && path === '/cart/clear.js') {
    carts.delete(cart);
    return json(res, 200, cartJson(cart), headers);
  }
  if (req.method === 'GET' && path === '/cart') return html(res, await cartPage(visit), headers);
  if (req.method === 'GET' && path === '/account/login') return html(res, await loginPage(visit, safeReturn(url.searchParams.get('return_to'))), headers);
  if (req.method === 'POST' && path === '/account/login') {
    const form = new URLSearchParams(await readBody(req));
    const who = form.get('customer') ?? undefined;
    if (isCustomerKey(who)) setCookies.push(`customer=${who}; Path=/; SameSite=Lax`);
    return send(res, 303, 'text/plain', 'See other', { Location: safeReturn(form.get('return_to')), 'Set-Cookie': setCookies });
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
