import { Hono } from 'hono';
import { signIdToken } from '../shopify/app/id-token';
import type { AppEnv } from '../env';
import { localOnly } from '../http/local-only';
import { notFound } from '../lib/errors';
import { POLARIS_STAND_IN_JS } from './dev-console-polaris';

/** Where the console page loads App Bridge from in Shopify admin (src/pages/console.astro). */
export const APP_BRIDGE_CDN = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
/** Polaris web components, pinned to major version 1: the newest stable 1.x (shopify.dev, app-home web components, versioning). */
export const POLARIS_CDN = 'https://cdn.shopify.com/shopifycloud/polaris-1.js';
/** The local stand-ins for App Bridge and Polaris. */
export const APP_BRIDGE_STAND_IN = '/dev/console/app-bridge.js';
export const POLARIS_STAND_IN = '/dev/console/polaris.js';

/**
 * The stand-in: `shopify.idToken()` as App Bridge's, a fresh token per call, minted by the
 * Worker with the local console app's secret (the secret never reaches the page); `toast.show`
 * and `loading` drawn plainly in the page; `s-app-nav` as a bar of its links, which switch the
 * console's section as App Bridge does, by a `shopify:navigate` event on the link.
 */
const STAND_IN_JS = `// Local mode only: a stand-in for Shopify's App Bridge (functions/routes/dev-console.ts).
(() => {
  const toasts = document.createElement('div');
  toasts.setAttribute('role', 'status');
  toasts.style.cssText = 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);z-index:10;font:14px system-ui';
  const bar = document.createElement('div');
  bar.setAttribute('aria-hidden', 'true');
  bar.style.cssText = 'position:fixed;top:0;left:0;height:3px;width:0;background:#303030;transition:width .3s;z-index:10';
  addEventListener('DOMContentLoaded', () => document.body.append(toasts, bar));
  window.shopify = {
    idToken: async () => {
      const res = await fetch('/dev/console/id-token', { cache: 'no-store' });
      if (!res.ok) throw new Error('The local ID token could not be minted (' + res.status + ').');
      return (await res.json()).token;
    },
    toast: {
      show(message, opts = {}) {
        const t = document.createElement('p');
        t.textContent = message;
        t.style.cssText = 'background:' + (opts.isError ? '#8e0b21' : '#303030') + ';color:#fff;border-radius:8px;padding:8px 12px;margin:4px';
        toasts.append(t);
        setTimeout(() => t.remove(), opts.duration ?? 5000);
        return String(Math.random());
      },
      hide() {},
    },
    loading(on = true) {
      bar.style.width = on ? '70%' : '0';
      document.documentElement.toggleAttribute('data-loading', on);
    },
  };
  customElements.define('s-app-nav', class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      // The host is the landmark, so its links are inside it for assistive technology and tests alike.
      this.setAttribute('role', 'navigation');
      this.setAttribute('aria-label', 'App');
      this.attachShadow({ mode: 'open' }).innerHTML =
        '<style>:host{display:flex;gap:16px;padding:8px 16px;background:#1a1a1a;font:14px system-ui}::slotted(a){color:#fff}</style><slot></slot>';
      this.addEventListener('click', (e) => {
        const a = e.target.closest && e.target.closest('a');
        if (!a) return;
        e.preventDefault();
        // An app that routes itself claims the event; before it has loaded, the link loads the page.
        if (a.dispatchEvent(new Event('shopify:navigate', { bubbles: true, cancelable: true }))) location.assign(a.href);
      });
    }
  });
})();
`;

/**
 * The console offline (issue 36): in local mode /console loads the stand-in instead of Shopify's
 * CDN scripts (App Bridge's and Polaris's: ./dev-console-polaris.ts), so the console can be seen
 * and tested without Shopify admin. Production serves the page as built, and 404s the stand-in.
 */
export const devConsole = new Hono<AppEnv>()
  .get('/console', async (c) => {
    const page = await c.env.ASSETS.fetch(c.req.raw);
    if (!c.get('config').local || !page.ok) return page;
    return new HTMLRewriter()
      .on(`script[src="${APP_BRIDGE_CDN}"]`, { element: (e) => void e.setAttribute('src', APP_BRIDGE_STAND_IN) })
      .on(`script[src="${POLARIS_CDN}"]`, { element: (e) => void e.setAttribute('src', POLARIS_STAND_IN) })
      .transform(page);
  })
  .use('/dev/console/*', localOnly)
  .get(APP_BRIDGE_STAND_IN, (c) => c.body(STAND_IN_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get(POLARIS_STAND_IN, (c) => c.body(POLARIS_STAND_IN_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get('/dev/console/id-token', async (c) => {
    const auth = c.get('config').console;
    if (!auth) throw notFound('No console app is configured.');
    return c.json({ token: await signIdToken(auth, new Date(), { sub: 'local-staff' }) }, 200);
  });
