// The demo shop's HTML pages: its layout, home, embedded pages, cart, login and a third party's ad.
// A page's theme is the app's ('app': the theme app extension's app embed and blocks, rendered
// from their Liquid, demo-shop/theme.mjs) or the old pasted snippet ('snippet': embed.js from
// our origin and the customer signed with SHOP_SHARED_SECRET; /pages/<path>?theme=snippet).
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';
import { HOSTILE_TO_FRAME, HOSTILE_TO_SHOP } from '../../e2e/fixtures/hostile-messages.ts';
import { cartJson } from './carts.mjs';
import { CUSTOMERS, customerOf, customerScript } from './customers.mjs';
import { APP_ORIGIN } from './settings.mjs';
import { appBlock, appEmbed } from './theme.mjs';

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

/**
 * visit: { customer: key of CUSTOMERS or null, cart: token, theme: 'app' | 'snippet',
 *   appOrigin: our Worker the page embeds (APP_ORIGIN unless ?app=shopify),
 *   embed: false when the app embed is switched off (?embed=off: the storefront bench's "off") }
 */
export async function layout(visit, title, body) {
  const snippet = visit.theme === 'snippet';
  const count = cartJson(visit.cart).item_count;
  const who = visit.customer
    ? `<span>Logged in as ${esc(customerOf(visit.customer).name)}</span> <a href="/account/logout">Log out</a>`
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
  header nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; flex: 1; }
  main { max-width: 1400px; margin: 0 auto; padding: 1.5rem 1rem 3rem; display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: 2rem; align-items: start; }
  @media (max-width: 900px) { main { grid-template-columns: minmax(0, 1fr); } }
  .note { background: #fff3d6; border-radius: 8px; padding: .75rem 1rem; }
  /* The tools sit beside the content, so neither moves when the other changes height. */
  .shop-tools { border-left: 1px solid #ddd; padding-left: 1rem; overflow-wrap: anywhere; }
  #message-log { max-height: 24rem; overflow: auto; font-size: .85rem; }
  #cart-drawer { background: #fff; border: 2px solid #2f5d50; border-radius: 8px; padding: .5rem 1rem; margin-bottom: 1rem; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; }
  footer { min-height: 20rem; align-items: flex-start; }
  /* A fingertip's target, as a phone theme gives its buttons. */
  button { min-height: 44px; }
</style>
${snippet ? await customerScript(visit.customer) : ''}
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
  <h3>Shopify custom events</h3>
  <ol id="custom-events" aria-label="Shopify custom events"></ol>
  <h3>Messages this page received</h3>
  <ol id="message-log" aria-label="Message log"></ol>
</section>
</main>
<aside id="consent-banner" aria-label="Cookie consent" hidden>
  <p>This shop uses analytics to see which campaigns bring dogs to their dinner.</p>
  <button type="button" data-consent="granted">Accept</button> <button type="button" data-consent="denied">Decline</button>
</aside>
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
<script>
  // A stand-in for what Shopify gives a theme (docs/embedding.md, issue 35): the Customer Privacy
  // API, loaded with Shopify.loadFeatures('consent-tracking-api'), and Shopify.analytics.publish,
  // whose custom events this page lists (and logs for the E2E specs) instead of sending them to
  // web pixels. The visitor decides in the banner; ?consent=granted|denied decides for them.
  (function () {
    var KEY = 'demo_consent';
    var query = new URLSearchParams(location.search).get('consent');
    if (query === 'granted' || query === 'denied') sessionStorage.setItem(KEY, query);
    var banner = document.getElementById('consent-banner');
    banner.hidden = !!sessionStorage.getItem(KEY);
    var privacy = {
      analyticsProcessingAllowed: function () { return sessionStorage.getItem(KEY) === 'granted'; },
      setTrackingConsent: function (consent, done) {
        sessionStorage.setItem(KEY, consent.analytics ? 'granted' : 'denied');
        banner.hidden = true;
        document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: !!consent.analytics } }));
        if (done) done();
      },
    };
    banner.addEventListener('click', function (e) {
      var choice = e.target.getAttribute && e.target.getAttribute('data-consent');
      if (choice) privacy.setTrackingConsent({ analytics: choice === 'granted', marketing: false, preferences: false, sale_of_data: false });
    });
    window.Shopify = {
      routes: { root: '/' },
      // As on a real storefront, the privacy API is not there until loaded.
      loadFeatures: function (features, done) {
        setTimeout(function () {
          if (features.some(function (f) { return f.name === 'consent-tracking-api'; })) window.Shopify.customerPrivacy = privacy;
          done(false);
        });
      },
      analytics: {
        publish: function (name, data) {
          var li = document.createElement('li');
          li.textContent = name + ' ' + JSON.stringify(data);
          document.getElementById('custom-events').appendChild(li);
          console.info('shopify custom event', name, JSON.stringify(data));
        },
      },
    };
  })();
</script>
${snippet ? `<script src="${visit.appOrigin}/embed.js" async></script>` : visit.embed === false ? '' : await appEmbed(visit)}
</body>
</html>`;
}

/**
 * A product page as a theme shows one: the kibble, its bag sizes and prices, add to cart, and
 * the theme's own button that the app embed turns into our calculator (scripts/bench/storefront.mjs
 * measures it with the embed on and off). Null for an unknown handle.
 */
export async function productPage(visit, handle) {
  const kibble = DEMO_CATALOGUE.kibbles.find((k) => k.handle === handle);
  if (!kibble) return null;
  const options = kibble.variants.map((v) => `<option value="${esc(v.id)}">${v.bagSizeKg} kg · ${money(v.priceCents)}</option>`).join('');
  return layout(
    visit,
    kibble.title,
    `<p>${esc(kibble.name)} kibble: ${kibble.proteinPercent} % protein, ${kibble.kcalPerKg} kcal per kg.</p>
<form method="post" action="/cart/add.js"><label>Bag size <select name="id">${options}</select></label> <input type="hidden" name="quantity" value="1"><button>Add to cart</button></form>
<p><button type="button" data-furbaby-open="/pet-calculator" data-furbaby-title="Feeding-plan calculator">How much does my dog need?</button></p>`,
  );
}

export async function homePage(visit) {
  const links = Object.entries(PAGE_TITLES)
    .map(([path, title]) => `<li><a href="/pages/${path}">${esc(title)}</a> (our <code>/${path}</code>)</li>`)
    .join('');
  return layout(
    visit,
    'Welcome to the demo shop',
    `<p class="note">This shop has the Furbaby Plans app (<code>${esc(APP_ORIGIN)}</code>): its app embed and app blocks, rendered from the theme app extension's Liquid. Add <code>?theme=snippet</code> to a page for the old pasted snippet.</p>
<p><button type="button" data-furbaby-open="/pet-calculator" data-furbaby-title="Feeding-plan calculator">Work out my dog's feeding plan</button></p>
<h2>Pages with our pages inside</h2><ul>${links}</ul>
<h2>For the shop's staff</h2><p><a href="/admin/apps/furbaby-plans">Demo admin: the Furbaby Plans console</a></p>
<h2>Kibble</h2><ul>${DEMO_CATALOGUE.kibbles.map((k) => `<li><a href="/products/${esc(k.handle)}">${esc(k.title)}</a>: ${k.variants.map((v) => `${v.bagSizeKg} kg ${money(v.priceCents)}`).join(', ')}</li>`).join('')}</ul>`,
  );
}

/**
 * The demo admin: the console framed as Shopify admin frames an embedded app's home. Our /console
 * swaps App Bridge for its local stand-in in local mode (functions/routes/dev-console.ts).
 */
export function adminPage() {
  return `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Furbaby Plans · Demo admin</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f1f1f1; display: flex; flex-direction: column; height: 100vh; }
  header { background: #1a1a1a; color: #fff; padding: .75rem 1.5rem; display: flex; gap: 1.5rem; align-items: center; }
  header a { color: #fff; }
  iframe { flex: 1; border: 0; width: 100%; }
</style>
</head>
<body>
<header><strong>Demo admin</strong><span>Apps › Furbaby Plans</span><a href="/">Back to the shop</a></header>
<iframe src="${esc(APP_ORIGIN)}/console" title="Furbaby Plans console"></iframe>
</body>
</html>`;
}

export async function embedPage(visit, path, display) {
  const title = PAGE_TITLES[path] ?? path;
  // A modal opener is the theme's own markup in both ways; inline, the app block or the snippet's placement.
  const place =
    display === 'modal'
      ? `<p><button type="button" data-furbaby-open="/${esc(path)}" data-furbaby-title="${esc(title)}">Open ${esc(title)}</button></p>`
      : visit.theme === 'snippet'
        ? `<div data-furbaby-page="/${esc(path)}" data-furbaby-title="${esc(title)}"></div>`
        : await appBlock(visit, path, title);
  return layout(visit, title, `<p>Our page <code>/${esc(path)}</code>, embedded by the shop:</p>${place}`);
}

export async function cartPage(visit) {
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

export async function loginPage(visit, returnTo) {
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
export function adPage() {
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
