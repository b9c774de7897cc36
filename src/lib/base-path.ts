/**
 * Where the site is served from: '' on our own domain (and in the shop's frame), the shop's
 * app-proxy prefix (e.g. `/apps/furbaby`) when the Worker serves a page through Shopify's app
 * proxy, which marks it as `<html data-base="/apps/furbaby">` (functions/shopify/proxy/page.ts).
 * Every API call (src/lib/api-client.ts) and every path the islands navigate to or link to
 * after the page has loaded starts with it, so the browser stays on the shop's origin.
 *
 * @example
 * BASE // '' on https://plans.example.com/dashboard, '/apps/furbaby' on https://shop.example/apps/furbaby/dashboard
 */
// `globalThis.document?`: none while Astro pre-renders; shorter than a typeof check, and the trial
// pages' JS budget counts every byte (docs/performance.md).
export const BASE: string = (globalThis.document as Document | undefined)?.documentElement.dataset.base ?? '';
