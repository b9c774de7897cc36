/*!
 * Furbaby Plans embed script: places our pages in a shop theme and answers their messages.
 * Dependency-free; include it once per page. Usage and the message list: docs/embedding.md.
 *
 *   <div data-furbaby-page="/dashboard" data-furbaby-title="My dashboard"></div>
 *   <button type="button" data-furbaby-open="/pet-calculator">Work out my dog's plan</button>
 *   <script src="https://plans.example.com/embed.js" async></script>
 *
 * Safe by default: it listens only to messages from our origin (the origin this script was
 * loaded from, or its data-origin attribute) that come from a frame it created, and it sends
 * only to that origin. Anything else, and any message of the wrong shape, is ignored.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || window.FurbabyEmbed) return; // loaded twice: the first copy does the work

  var APP_ORIGIN = new URL(script.getAttribute('data-origin') || script.src, location.href).origin;
  var ROOT = (window.Shopify && window.Shopify.routes && window.Shopify.routes.root) || '/';
  var HEIGHT_CAP_PX = 5000;
  var INITIAL_HEIGHT_PX = 600;
  var PET_DATA_KEY = 'mfb_pet_data';
  var PET_DATA_TIMEOUT_MS = 3000;
  var HEIGHT_TYPES = { DASHBOARD_IFRAME_HEIGHT: 1, FREE_TRIAL_IFRAME_HEIGHT: 1, CHOOSE_RECIPE_IFRAME_HEIGHT: 1 };
  var DIGITS = /^\d{1,20}$/;
  /**
   * The shop's logged-in customer id as our app's theme blocks render it (data-customer: '' for
   * nobody); null on a script tag pasted the old way, whose customer is the signed snippet.
   */
  var SHOP_CUSTOMER = script.getAttribute('data-customer');
  /**
   * Our app proxy's login ticket (app proxies take no locale prefix: the same path in every
   * language). `purpose=login-ticket` is signed with the rest of the query: the server gives a
   * ticket only for a query made for one (functions/shopify/proxy/signature.ts TICKET_PURPOSE).
   */
  var TICKET_PATH = '/apps/furbaby/api/auth/app-proxy/token?purpose=login-ticket';
  /**
   * The funnel events a frame may post (FUNNEL_EVENT) and the fields passed on with them: copies
   * of src/domain/funnel.ts FUNNEL_EVENTS and src/embed/funnel-message.ts SHOP_EVENT_FIELDS (a
   * test keeps them equal). Each is published as the Shopify custom event `furbaby_<name>`.
   */
  var FUNNEL_EVENTS = [
    'funnel_viewed',
    'pet_entered',
    'recommendations_viewed',
    'plan_selected',
    'checkout_started',
    'trial_started',
    'order_placed',
    'plan_emailed',
  ];
  var SHOP_EVENT_FIELDS = ['recipe', 'bag_kg', 'frequency_days', 'value', 'currency'];
  var VISIT_ID = /^[a-z0-9]{16,40}$/;
  /**
   * The shop page's query parameters our pages read, the only ones passed on to our frame: the
   * rest of the shop's address (its tracking, tokens of its own) stays with the shop. A copy of
   * src/embed/forwarded-params.ts; a test keeps the two equal.
   */
  var FORWARDED_PARAMS = [
    'token',
    'productId',
    'name',
    'weight',
    'lifeStage',
    'activityLevel',
    'bodyCondition',
    'customerName',
    'customerEmail',
    'discount',
    'error',
    'session',
    'confirm',
    'order',
    'weigh',
    'kind',
    'visit',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'gbraid',
    'wbraid',
    'fbclid',
    'msclkid',
    'ttclid',
  ];
  /** From here on the list holds the campaign parameters (utm_…, click ids). */
  var FIRST_CAMPAIGN_PARAM = FORWARDED_PARAMS.indexOf('utm_source');

  /** Every frame we created: { iframe, dialog, contacted, adding, followsViewport }. */
  var frames = [];
  var petDataWaiters = [];

  // ─── Placing our pages ────────────────────────────────────────────────────────────────

  /** Our page's URL, with those of the shop page's query parameters our pages read (FORWARDED_PARAMS). */
  function frameSrc(path) {
    var url = new URL(path, APP_ORIGIN);
    if (url.origin !== APP_ORIGIN) throw new Error('Furbaby: data-furbaby-page must be a path on ' + APP_ORIGIN);
    var query = new URLSearchParams(location.search);
    var referrer = externalReferrer();
    var campaign = !!referrer;
    FORWARDED_PARAMS.forEach(function (key, i) {
      var value = query.get(key);
      if (value !== null && !url.searchParams.has(key)) url.searchParams.set(key, value);
      if (value !== null && i >= FIRST_CAMPAIGN_PARAM) campaign = true;
    });
    // A campaign's visit lands on the shop page (src/domain/attribution.ts): our page learns where it came from and where it landed.
    if (campaign) {
      if (referrer) url.searchParams.set('shopReferrer', referrer);
      url.searchParams.set('shopPath', location.pathname);
    }
    return url.href;
  }

  /** The shop page's referrer from another site, origin and path only (its query stays behind); else ''. */
  function externalReferrer() {
    try {
      var ref = new URL(document.referrer);
      return ref.origin !== location.origin && /^https?:$/.test(ref.protocol) ? ref.origin + ref.pathname : '';
    } catch (e) {
      return '';
    }
  }

  function createFrame(path, title) {
    var iframe = document.createElement('iframe');
    iframe.src = frameSrc(path);
    iframe.title = title || 'Furbaby Plans';
    iframe.referrerPolicy = 'origin'; // our page learns the shop's origin even under a strict policy
    iframe.setAttribute('allow', 'clipboard-write');
    iframe.style.cssText = 'display:block;width:100%;border:0;height:' + INITIAL_HEIGHT_PX + 'px';
    var entry = { iframe: iframe, dialog: null, contacted: false, adding: false, followsViewport: false };
    iframe.addEventListener('load', function () {
      entry.contacted = false;
      send(entry, { type: 'REQUEST_INITIAL_SYNC' });
    });
    frames.push(entry);
    return entry;
  }

  /** An element with data-furbaby-page gets our page inline, sized by its height messages. */
  function mount(element) {
    if (element.getAttribute('data-furbaby-mounted')) return null;
    element.setAttribute('data-furbaby-mounted', 'true');
    var entry = createFrame(element.getAttribute('data-furbaby-page'), element.getAttribute('data-furbaby-title'));
    var initial = Number(element.getAttribute('data-furbaby-height'));
    if (initial > 0) entry.iframe.style.height = Math.min(initial, HEIGHT_CAP_PX) + 'px';
    element.appendChild(entry.iframe);
    return entry;
  }

  var modals = {};

  /** Opens our page in a modal dialog (created on first use, kept for the next opening). */
  function open(path, title) {
    var entry = modals[path];
    if (!entry) {
      var dialog = document.createElement('dialog');
      dialog.className = 'furbaby-modal';
      dialog.setAttribute('aria-label', title || 'Furbaby Plans');
      dialog.style.cssText = 'padding:0;border:0;border-radius:12px;width:min(960px,calc(100vw - 2rem));height:min(900px,calc(100vh - 2rem));overflow:hidden';
      var close = document.createElement('button');
      close.type = 'button';
      close.textContent = '×';
      close.setAttribute('aria-label', 'Close');
      close.style.cssText =
        'position:absolute;top:.5rem;right:.5rem;z-index:1;font-size:1.5rem;line-height:1;border:0;border-radius:999px;width:2.25rem;height:2.25rem;cursor:pointer;background:#fff';
      close.addEventListener('click', function () {
        closeDialog(dialog);
      });
      entry = createFrame(path, title);
      entry.dialog = dialog;
      entry.iframe.style.height = '100%';
      dialog.appendChild(close);
      dialog.appendChild(entry.iframe);
      document.body.appendChild(dialog);
      modals[path] = entry;
    }
    if (typeof entry.dialog.showModal === 'function') {
      if (!entry.dialog.open) entry.dialog.showModal();
    } else {
      entry.dialog.setAttribute('open', '');
    }
    return entry;
  }

  function closeDialog(dialog) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }

  // ─── Talking to our pages ─────────────────────────────────────────────────────────────

  function send(entry, message) {
    if (entry.iframe.contentWindow) entry.iframe.contentWindow.postMessage(message, APP_ORIGIN);
  }

  function emit(name, detail, cancelable) {
    return document.dispatchEvent(new CustomEvent('furbaby:' + name, { detail: detail, cancelable: !!cancelable }));
  }

  /** The customer the theme rendered into <script type="application/json" data-furbaby-customer>. */
  function customerInfo() {
    var anonymous = { type: 'SHOPIFY_CUSTOMER_INFO', customerId: null };
    var el = document.querySelector('script[type="application/json"][data-furbaby-customer]');
    if (!el) return anonymous;
    var c;
    try {
      c = JSON.parse(el.textContent || 'null');
    } catch (e) {
      return anonymous;
    }
    if (!c || typeof c !== 'object' || c.customerId === null || c.customerId === undefined || c.customerId === '') return anonymous;
    var email = c.customerEmail || c.email;
    if (!DIGITS.test(String(c.customerId)) || typeof email !== 'string' || typeof c.signature !== 'string' || !DIGITS.test(String(c.timestamp))) {
      return anonymous;
    }
    return {
      type: 'SHOPIFY_CUSTOMER_INFO',
      customerId: String(c.customerId),
      customerName: typeof c.customerName === 'string' ? c.customerName : '',
      customerEmail: email,
      timestamp: Number(c.timestamp),
      signature: c.signature,
    };
  }

  /**
   * The app's way, with no secret in the theme: a single-use login ticket for the shop's
   * customer from our app proxy, which Shopify signs with that customer. One ticket per request;
   * `n` makes each query, and so each Shopify signature, unique. Any failure is "nobody".
   */
  function ticketInfo() {
    var anonymous = { type: 'SHOPIFY_CUSTOMER_INFO', customerId: null };
    if (!DIGITS.test(SHOP_CUSTOMER)) return Promise.resolve(anonymous);
    var url = TICKET_PATH + '&n=' + Math.random().toString(36).slice(2);
    return fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        return body && typeof body.token === 'string' ? { type: 'SHOPIFY_CUSTOMER_INFO', customerId: SHOP_CUSTOMER, loginTicket: body.token } : anonymous;
      })
      .catch(function () {
        return anonymous;
      });
  }

  function viewport(entry) {
    return {
      type: 'PARENT_VIEWPORT',
      width: window.innerWidth,
      height: window.innerHeight,
      scrollY: Math.round(window.scrollY),
      frameTop: Math.round(entry.iframe.getBoundingClientRect().top),
    };
  }

  function isPositiveNumber(n) {
    return typeof n === 'number' && isFinite(n) && n > 0;
  }

  /**
   * Adds the chosen variant on its selling plan to the shop's cart (Shopify's /cart/add.js),
   * reads the cart back, tells our page (CART_PAGE_LOADED: its loading overlay ends) and goes
   * to the cart. A theme that shows its own cart drawer cancels the furbaby:added-to-cart event.
   */
  function addToCart(entry, m) {
    if (entry.adding) return;
    entry.adding = true;
    var line = {
      id: Number(m.variantId),
      quantity: 1,
      selling_plan: Number(m.sellingPlanId),
      properties: { _bag_size_kg: String(m.bagSize), _frequency_days: String(m.frequency) },
    };
    var json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    fetch(ROOT + 'cart/add.js', { method: 'POST', credentials: 'same-origin', headers: json, body: JSON.stringify({ items: [line] }) })
      .then(function (res) {
        if (!res.ok) throw new Error('cart/add.js answered ' + res.status);
        return fetch(ROOT + 'cart.js', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (cart) {
        entry.adding = false;
        send(entry, { type: 'CART_PAGE_LOADED' });
        if (emit('added-to-cart', { variantId: m.variantId, sellingPlanId: m.sellingPlanId, cart: cart }, true)) {
          location.assign(ROOT + 'cart');
        }
      })
      .catch(function (err) {
        entry.adding = false;
        emit('add-to-cart-failed', { variantId: m.variantId, error: String(err && err.message) });
        if (window.console) console.warn('Furbaby: could not add to the cart:', err);
      });
  }

  // ─── Funnel events as Shopify custom events, only with the visitor's consent ───────────

  var privacy = { state: 'unloaded', waiting: [] };

  /** Runs `then` once Shopify's Customer Privacy API is there, loading it the documented way if not. */
  function withCustomerPrivacy(then) {
    var shopify = window.Shopify;
    if (shopify && shopify.customerPrivacy) return then();
    if (privacy.state === 'failed' || !shopify || typeof shopify.loadFeatures !== 'function') return; // no API: no consent, nothing published
    privacy.waiting.push(then);
    if (privacy.state === 'loading') return;
    privacy.state = 'loading';
    shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], function (error) {
      privacy.state = error ? 'failed' : 'loaded';
      var waiting = privacy.waiting.splice(0);
      if (!error)
        waiting.forEach(function (run) {
          run();
        });
    });
  }

  /** Whether the visitor's consent (and the shop's region settings) allow analytics now. */
  function analyticsAllowed() {
    try {
      return window.Shopify.customerPrivacy.analyticsProcessingAllowed() === true;
    } catch (e) {
      return false;
    }
  }

  /**
   * FUNNEL_EVENT: `Shopify.analytics.publish('furbaby_<name>', { visit_id, …plan fields })` while
   * analytics processing is allowed, else nothing. Only the known names and fields pass.
   */
  function publishFunnelEvent(m) {
    var event = m.event;
    if (!event || typeof event !== 'object' || FUNNEL_EVENTS.indexOf(event.name) < 0 || !VISIT_ID.test(String(m.visitId))) return;
    var payload = { visit_id: m.visitId };
    SHOP_EVENT_FIELDS.forEach(function (key) {
      var value = event[key];
      if ((typeof value === 'number' && isFinite(value)) || (typeof value === 'string' && value.length <= 60)) payload[key] = value;
    });
    withCustomerPrivacy(function () {
      var analytics = window.Shopify.analytics;
      if (analyticsAllowed() && analytics && typeof analytics.publish === 'function') analytics.publish('furbaby_' + event.name, payload);
    });
  }

  function handle(entry, m) {
    if (HEIGHT_TYPES[m.type]) {
      if (!entry.dialog && typeof m.height === 'number' && isFinite(m.height) && m.height >= 0) {
        entry.iframe.style.height = Math.min(HEIGHT_CAP_PX, Math.ceil(m.height)) + 'px';
      }
      return;
    }
    switch (m.type) {
      case 'SCROLL_PARENT_TO_TOP':
        window.scrollTo(0, 0);
        if (entry.dialog) entry.dialog.scrollTop = 0;
        return;
      case 'REQUEST_PARENT_VIEWPORT':
        // From now on the frame hears of every scroll and resize too, so a dialog it opens is
        // placed where the visitor is looking (docs/embedding.md).
        entry.followsViewport = true;
        send(entry, viewport(entry));
        return;
      case 'REQUEST_SHOPIFY_CUSTOMER_INFO':
        if (SHOP_CUSTOMER === null) send(entry, customerInfo());
        else
          ticketInfo().then(function (info) {
            send(entry, info);
          });
        return;
      case 'TRIGGER_ADD_TO_CART':
        if (DIGITS.test(String(m.variantId)) && DIGITS.test(String(m.sellingPlanId)) && isPositiveNumber(m.bagSize) && isPositiveNumber(m.frequency)) {
          addToCart(entry, m);
        }
        return;
      case 'CLOSE_PET_MODAL':
        if (entry.dialog) closeDialog(entry.dialog);
        else emit('close-modal', { iframe: entry.iframe });
        return;
      case 'SYNC_PET_DATA':
        if (typeof m.data !== 'string') return;
        try {
          localStorage.setItem(PET_DATA_KEY, m.data);
        } catch (e) {
          /* storage full or blocked: the event below still carries the data */
        }
        emit('pet-data', { data: m.data });
        return;
      case 'FUNNEL_EVENT':
        publishFunnelEvent(m);
        return;
      case 'PET_DATA_RESPONSE':
        if (typeof m.data !== 'string' && m.data !== null) return;
        petDataWaiters.splice(0).forEach(function (resolve) {
          resolve(m.data);
        });
        return;
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== APP_ORIGIN) return;
    var entry = null;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].iframe.contentWindow === event.source) entry = frames[i];
    }
    var m = event.data;
    if (!entry || !m || typeof m !== 'object' || typeof m.type !== 'string') return;
    if (!entry.contacted) {
      // Our page is listening now: give it the chance to push its pet data.
      entry.contacted = true;
      if (m.type !== 'SYNC_PET_DATA') send(entry, { type: 'REQUEST_INITIAL_SYNC' });
    }
    handle(entry, m);
  });

  // ─── The theme's side ─────────────────────────────────────────────────────────────────

  /** Asks our first page for the pet data set (GET_PET_DATA); falls back to the last synced copy. */
  function getPetData(timeoutMs) {
    var stored = null;
    try {
      stored = localStorage.getItem(PET_DATA_KEY);
    } catch (e) {
      /* blocked */
    }
    if (!frames.length) return Promise.resolve(stored);
    return new Promise(function (resolve) {
      var timer = setTimeout(function () {
        petDataWaiters.splice(petDataWaiters.indexOf(done) >>> 0, 1);
        resolve(stored);
      }, timeoutMs || PET_DATA_TIMEOUT_MS);
      function done(data) {
        clearTimeout(timer);
        resolve(data);
      }
      petDataWaiters.push(done);
      send(frames[0], { type: 'GET_PET_DATA' });
    });
  }

  var viewportQueued = false;
  /** Once an animation frame at most, the new viewport to every frame that asked for it. */
  function sendViewports() {
    if (viewportQueued) return;
    viewportQueued = true;
    requestAnimationFrame(function () {
      viewportQueued = false;
      frames.forEach(function (entry) {
        if (entry.followsViewport && !entry.dialog) send(entry, viewport(entry));
      });
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-furbaby-page]'), mount);
    window.addEventListener('scroll', sendViewports, { passive: true });
    window.addEventListener('resize', sendViewports);
    document.addEventListener('click', function (event) {
      var opener = event.target instanceof Element ? event.target.closest('[data-furbaby-open]') : null;
      if (!opener) return;
      event.preventDefault();
      open(opener.getAttribute('data-furbaby-open'), opener.getAttribute('data-furbaby-title'));
    });
  }

  window.FurbabyEmbed = { origin: APP_ORIGIN, mount: mount, open: open, getPetData: getPetData };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
