/**
 * The Shopify app's install (docs/decisions/0010-shopify-app-install.md): Shopify installs the
 * app (Shopify-managed installation, scopes from shopify.app.toml) and opens the app URL; the
 * authorization code grant then gets the shop's offline token.
 *
 *   GET /shopify/app            Shopify's signed link (shop, timestamp, hmac): a nonce bound to
 *                               this browser (cookie), then Shopify's authorize page
 *   GET /shopify/auth/callback  Shopify's signed redirect (code, shop, state, timestamp, hmac):
 *                               the state must be this browser's nonce; the code becomes the token
 *
 * Every parameter is checked as Shopify specifies (functions/shopify/app/install-request.ts);
 * anything forged, stale, or for another shop is refused with a page that says why, recorded in
 * the app's event log, and nothing is stored.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { INSTALL_COPY, REFUSALS } from '../../src/copy/shopify-install';
import type { AppEnv, ShopifyConfig } from '../env';
import { repairShopCatalogue } from '../shopify/catalogue/refresh';
import { logAppEvent, saveInstall } from '../db/shop-installs';
import { devPage } from '../lib/dev-page';
import { notFound } from '../lib/errors';
import { publicOrigin } from '../http/public-origin';
import { constantTimeEqual } from '../lib/shop-signature';
import { refuseShopifyQuery, UNAUTHENTICATED_REFUSALS, type RefusalReason } from '../shopify/app/install-request';
import { limitCaller, limitsFor } from '../limits/anonymous-limits';
import { INSTALL_LIMITED_MESSAGE, INSTALL_REQUEST_LIMITS } from '../lib/limits';
import { sealGranted } from '../shopify/app/access-token';
import { authorizeUrl, exchangeCode, TokenRefused } from '../shopify/app/oauth';
import { shopifyFetch } from '../shopify/clients/network';

const STATE_COOKIE = 'furbaby_shopify_state';
const STATE_MAX_AGE_SECONDS = 10 * 60;
const CALLBACK_PATH = '/shopify/auth/callback';

type Ctx = Context<AppEnv>;

const shopifyOf = (c: Ctx): ShopifyConfig => {
  const commerce = c.get('config').commerce;
  if (commerce.kind !== 'shopify') throw notFound('The Shopify app is not configured (COMMERCE=shopify).');
  return commerce;
};

function page(c: Ctx, status: ContentfulStatusCode, title: string, text: string, help?: string) {
  return c.html(
    devPage({
      title,
      maxWidth: '40rem',
      body: html`<main>
        <h1>${title}</h1>
        <p>${text}</p>
        ${help ? html`<p>${help}</p>` : ''}
      </main>`,
    }),
    status,
  );
}

/** Unauthenticated refusals since this isolate started: only every LOG_SAMPLE-th is logged. */
let unauthenticatedRefusals = 0;
const LOG_SAMPLE = 100;

/**
 * Answers the refusal page. Only a query whose HMAC held is recorded in app_events (the shop or
 * Shopify sent it); anything before that is anyone's text, so it writes no row: a sampled log
 * line with the count says it happens.
 */
async function refuse(c: Ctx, reason: RefusalReason, detail: string = REFUSALS[reason], authenticated = !UNAUTHENTICATED_REFUSALS.includes(reason)) {
  const shop = c.req.query('shop') ?? null;
  if (authenticated) {
    await logAppEvent(
      c.env.DB,
      reason === 'foreign-shop' ? 'foreign-shop' : 'install-refused',
      shop?.slice(0, 255) ?? null,
      `${c.req.path}: ${reason}`,
      new Date(),
    );
    console.warn(`shopify install refused (${reason}) for shop ${JSON.stringify(shop?.slice(0, 255))}`);
  } else if (unauthenticatedRefusals++ % LOG_SAMPLE === 0) {
    console.warn(`shopify install refused (${reason}): ${unauthenticatedRefusals} unsigned or stale install requests since start (1 in ${LOG_SAMPLE} logged)`);
  }
  return page(c, reason === 'foreign-shop' || reason === 'bad-hmac' ? 403 : 400, INSTALL_COPY.refusedTitle, detail, INSTALL_COPY.refusedHelp);
}

/** Install links per client: a merchant clicks a few; a script sending forged ones is stopped. */
const limitInstallRequests = (c: Ctx) => limitCaller(c, 'shopify-install', limitsFor(c, INSTALL_REQUEST_LIMITS), INSTALL_LIMITED_MESSAGE);

const queryOf = (c: Ctx) => new URL(c.req.url).searchParams;

const expectedShop = (c: Ctx, shopify: ShopifyConfig) => ({
  clientId: shopify.clientId,
  shopDomain: shopify.shopDomain,
  appSecret: shopify.appSecret,
  local: c.get('config').local,
});

export const shopifyApp = new Hono<AppEnv>()
  .get('/app', async (c) => {
    const shopify = shopifyOf(c);
    await limitInstallRequests(c);
    const refusal = await refuseShopifyQuery(queryOf(c), expectedShop(c, shopify));
    if (refusal) return refuse(c, refusal);
    const nonce = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');
    setCookie(c, STATE_COOKIE, nonce, {
      path: CALLBACK_PATH,
      httpOnly: true,
      secure: !c.get('config').local,
      // Lax: sent on Shopify's top-level redirect back to us, never on a cross-site subrequest.
      sameSite: 'Lax',
      maxAge: STATE_MAX_AGE_SECONDS,
    });
    return c.redirect(authorizeUrl(shopify, publicOrigin(c) + CALLBACK_PATH, nonce), 302);
  })
  .get('/auth/callback', async (c) => {
    const shopify = shopifyOf(c);
    await limitInstallRequests(c);
    const params = queryOf(c);
    const now = new Date();
    const refusal = await refuseShopifyQuery(params, expectedShop(c, shopify));
    if (refusal) return refuse(c, refusal);
    const state = params.get('state') ?? '';
    const nonce = getCookie(c, STATE_COOKIE) ?? '';
    if (!nonce || !constantTimeEqual(state, nonce)) return refuse(c, 'bad-state');
    deleteCookie(c, STATE_COOKIE, { path: CALLBACK_PATH, secure: !c.get('config').local });
    const code = params.get('code');
    if (!code) return refuse(c, 'missing', REFUSALS.missing, true);

    const fetcher = shopifyFetch(c.env) ?? ((input, init) => fetch(input, init));
    let granted;
    try {
      granted = await exchangeCode(shopify, fetcher, code, now);
    } catch (err) {
      if (err instanceof TokenRefused) return refuse(c, 'missing', INSTALL_COPY.tokenRefused, true);
      throw err;
    }
    const shop = shopify.shopDomain;
    const keys = shopify.tokenKeys;
    await saveInstall(c.env.DB, shop, await sealGranted(keys, shop, granted), granted.scopes, now);
    // The shop's catalogue and the app's selling plans, after the answer (the page does not wait on them).
    c.executionCtx.waitUntil(repairShopCatalogue(shopify, c.env.DB, fetcher, now));
    console.log(
      `shopify app installed on ${shop} (scopes ${granted.scopes}; token ${granted.accessExpiresAt ? `until ${granted.accessExpiresAt}` : 'without expiry'})`,
    );
    return page(c, 200, INSTALL_COPY.connectedTitle, INSTALL_COPY.connected(shop, granted.scopes));
  });
