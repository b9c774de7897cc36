import { Hono } from 'hono';
import { signIdToken } from '../console/id-token';
import type { AppEnv } from '../env';
import { localOnly } from '../lib/local-only';
import { notFound } from '../lib/errors';

/** Where the console page loads App Bridge from in Shopify admin (src/pages/console.astro). */
export const APP_BRIDGE_CDN = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
export const POLARIS_CDN = 'https://cdn.shopify.com/shopifycloud/polaris.js';
/** The local stand-in for App Bridge. */
export const APP_BRIDGE_STAND_IN = '/dev/console/app-bridge.js';

/**
 * The stand-in: `shopify.idToken()` as App Bridge's, a fresh token per call, minted by the
 * Worker with the local console app's secret (the secret never reaches the page).
 */
const STAND_IN_JS = `// Local mode only: a stand-in for Shopify's App Bridge (functions/routes/dev-console.ts).
window.shopify = {
  idToken: async () => {
    const res = await fetch('/dev/console/id-token', { cache: 'no-store' });
    if (!res.ok) throw new Error('The local ID token could not be minted (' + res.status + ').');
    return (await res.json()).token;
  },
};
`;

/**
 * The console offline (issue 36): in local mode /console loads the stand-in instead of Shopify's
 * CDN scripts (Polaris is left out: the islands render plain HTML), so the console can be seen
 * and tested without Shopify admin. Production serves the page as built, and 404s the stand-in.
 */
export const devConsole = new Hono<AppEnv>()
  .get('/console', async (c) => {
    const page = await c.env.ASSETS.fetch(c.req.raw);
    if (!c.var.config.local || !page.ok) return page;
    return new HTMLRewriter()
      .on(`script[src="${APP_BRIDGE_CDN}"]`, { element: (e) => void e.setAttribute('src', APP_BRIDGE_STAND_IN) })
      .on(`script[src="${POLARIS_CDN}"]`, { element: (e) => void e.remove() })
      .transform(page);
  })
  .use('/dev/console/*', localOnly)
  .get(APP_BRIDGE_STAND_IN, (c) => c.body(STAND_IN_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get('/dev/console/id-token', async (c) => {
    const auth = c.var.config.console;
    if (!auth) throw notFound('No console app is configured.');
    return c.json({ token: await signIdToken(auth, new Date(), { sub: 'local-staff' }) }, 200);
  });
