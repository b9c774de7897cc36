// The demo shop's customer account pages (/account): a small host for our customer account UI
// extensions as Shopify CLI builds them (extensions/<handle>/dist/<handle>.js, `npx shopify app
// build`). Each target runs in its own frame with what Shopify's sandbox gives it: the `shopify`
// global (`extend`, a session token signed with the app's secret for the logged-in customer,
// i18n), the Customer Account API behind the frame's `fetch` of shopify://customer-account/…
// (answered by the fake Shopify for the logged-in customer: customerAccountCall), the Navigation API (the browser's own) and stand-ins for the
// Polaris web components it renders (./account-components.mjs). The app is the one the Worker
// reads from its configuration (functions/env.ts) in Shopify mode (SHOPIFY_ORIGIN: the fake
// Shopify, `npm run start:shopify` and the Shopify-mode E2E); a local-mode Worker started with
// the app proxy's secret alone has no client id, so there the page says so.
import { readFile } from 'node:fs/promises';
import { DEMO } from '../../functions/db/demo/customers.ts';
import { readConfig } from '../../functions/env.ts';
import { signCustomerAccountToken } from '../../functions/shopify/customer-account/sign-session-token.ts';
import { shopifyModeVars } from '../lib/local-shopify.mjs';
import { COMPONENT_SHIMS } from './account-components.mjs';

const SHOPIFY_ORIGIN = process.env.SHOPIFY_ORIGIN ? new URL(process.env.SHOPIFY_ORIGIN).origin : null;

/** The app of the Shopify-mode Worker, read through its configuration as it reads it. */
const app = SHOPIFY_ORIGIN ? readConfig({ APP_ENV: 'local', ...shopifyModeVars(SHOPIFY_ORIGIN), DB: {}, PHOTOS: {} }).console : undefined;

const TARGETS = {
  page: { handle: 'customer-account-page', target: 'customer-account.page.render', title: 'Subscriptions & dogs', height: 1100 },
  orders: { handle: 'customer-account-orders', target: 'customer-account.order-index.block.render', title: 'Orders block', height: 260 },
};

const customerIdOf = (key) => (key === 'demo' ? DEMO.customerId : key === 'other' ? DEMO.otherCustomerId : key);
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /account: the account's page with a frame per target. */
export function accountBody(customerKey) {
  if (!app) return '<p class="note">The account page needs the Shopify-mode Worker: <code>npm run start:shopify</code>.</p>';
  if (!customerKey) return '<p class="note"><a href="/account/login?return_url=/account">Log in</a> to see your account.</p>';
  return Object.entries(TARGETS)
    .map(
      ([name, t]) => `<iframe title="${escape(t.title)}" src="/account/frame/${name}" style="width:100%;height:${t.height}px;border:1px solid #ddd"></iframe>`,
    )
    .join('\n');
}

/** GET /account/session-token: a fresh token for the logged-in customer (Shopify's live five minutes). */
export async function sessionToken(customerKey) {
  if (!app || !customerKey) return null;
  return signCustomerAccountToken(app, customerIdOf(customerKey), new Date());
}

/** GET /account/frame/<name>: one target's sandbox. */
export function accountFrame(name, workerOrigin) {
  const t = TARGETS[name];
  if (!t) return null;
  const boot = `
globalThis.furbabyWorkerOrigin = ${JSON.stringify(workerOrigin)};
const registry = {};
globalThis.shopify = {
  extend: (target, render) => { registry[target] = render; },
  sessionToken: { get: () => fetch('/account/session-token').then((r) => r.text()) },
  i18n: { translate: (key) => key },
  orderId: 'gid://shopify/Order/0',
};
// Shopify's sandbox gives every target the Navigation API; an engine without it (WebKitGTK) gets the
// part our targets read: the current entry's URL.
globalThis.navigation ??= { get currentEntry() { return { url: location.href }; } };
// Shopify's sandbox answers the Customer Account API's address for the logged-in customer; here the
// demo shop does (POST /account/customer-api, the fake Shopify behind it).
const sandboxFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) =>
  String(input).startsWith('shopify://customer-account/api/')
    ? sandboxFetch('/account/customer-api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: init?.body })
    : sandboxFetch(input, init);
addEventListener('load', () => registry[${JSON.stringify(t.target)}]());`;
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><title>${escape(t.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem}</style>
<script>${COMPONENT_SHIMS}</script><script>${boot}</script>
<script src="/account/bundles/${t.handle}.js"></script></head><body></body></html>`;
}

/**
 * POST /account/customer-api: the Customer Account API for the logged-in customer, as Shopify's
 * sandbox answers the extension's fetch: the fake Shopify, with a customer access token it grants
 * that customer (its stand-in for Shopify's customer login). Answers [status, JSON text].
 */
export async function customerAccountCall(customerKey, body) {
  if (!SHOPIFY_ORIGIN || !customerKey) return [401, JSON.stringify({ errors: [{ message: 'Not logged in' }] })];
  const grant = await fetch(`${SHOPIFY_ORIGIN}/_fake/customer-access-token`, {
    method: 'POST',
    body: JSON.stringify({ customerId: `gid://shopify/Customer/${customerIdOf(customerKey)}` }),
  });
  if (!grant.ok) return [401, JSON.stringify({ errors: [{ message: 'The shop has no such customer' }] })];
  const { accessToken } = await grant.json();
  const res = await fetch(`${SHOPIFY_ORIGIN}/account/customer/api/2026-10/graphql`, {
    method: 'POST',
    headers: { authorization: accessToken, 'content-type': 'application/json' },
    body,
  });
  return [res.status, await res.text()];
}

/** GET /account/bundles/<handle>.js: the extension as Shopify CLI built it. */
export async function accountBundle(handle) {
  if (!Object.values(TARGETS).some((t) => t.handle === handle)) return null;
  return readFile(new URL(`../../extensions/${handle}/dist/${handle}.js`, import.meta.url), 'utf8').catch(() => null);
}
