/**
 * The page's head asks for the session check's calls before any module has loaded
 * (src/components/dashboard/early-requests.ts): preloads the store's requests can take over,
 * and who is logged in only when no login token waits in the address.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_SESSION_PATH, EARLY_REQUESTS_INLINE_SCRIPT, EMBED_CONFIG_PATH } from '../../../src/components/dashboard/early-requests';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({
    path: new URL(l.href).pathname,
    as: l.getAttribute('as'),
    crossOrigin: l.crossOrigin,
  }));

beforeEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-fb-framed');
  document.documentElement.removeAttribute('data-base');
});

describe('the early requests', () => {
  it('are the calls the session store makes', () => {
    expect(EMBED_CONFIG_PATH).toBe('/api/embed-config');
    expect(CHECK_SESSION_PATH).toBe('/api/auth/check-session');
  });

  it('on our own site: the embedding config and who is logged in, with the credentials the store sends', () => {
    window.history.replaceState(null, '', '/dashboard?productId=8730358808826');
    new Function(EARLY_REQUESTS_INLINE_SCRIPT)();
    expect(preloads()).toEqual([
      { path: EMBED_CONFIG_PATH, as: 'fetch', crossOrigin: 'use-credentials' },
      { path: CHECK_SESSION_PATH, as: 'fetch', crossOrigin: 'use-credentials' },
    ]);
  });

  it('with a login token in the address: not who is logged in (the token is exchanged first)', () => {
    window.history.replaceState(null, '', '/dashboard?token=abc');
    new Function(EARLY_REQUESTS_INLINE_SCRIPT)();
    expect(preloads().map((p) => p.path)).toEqual([EMBED_CONFIG_PATH]);
  });

  it('in the shop’s frame (the page marked framed): not who is logged in (the session may travel as a bearer token)', () => {
    window.history.replaceState(null, '', '/dashboard');
    document.documentElement.setAttribute('data-fb-framed', '');
    new Function(EARLY_REQUESTS_INLINE_SCRIPT)();
    expect(preloads().map((p) => p.path)).toEqual([EMBED_CONFIG_PATH]);
  });

  it("through the shop's app proxy (the page marked with its base): the same calls under the proxy's prefix", () => {
    window.history.replaceState(null, '', '/apps/furbaby/dashboard');
    document.documentElement.setAttribute('data-base', '/apps/furbaby');
    new Function(EARLY_REQUESTS_INLINE_SCRIPT)();
    expect(preloads().map((p) => p.path)).toEqual([`/apps/furbaby${EMBED_CONFIG_PATH}`, `/apps/furbaby${CHECK_SESSION_PATH}`]);
  });
});
