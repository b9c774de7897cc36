/**
 * The session check's two calls (src/stores/session.ts: the embedding config, then who is
 * logged in), asked for by an inline script in the page's head while the page's code is still
 * loading. Each is a `<link rel="preload" as="fetch">` with the request the store makes (same
 * address, credentials and mode), so the browser hands the store the answer it already has
 * instead of the store asking only once React has loaded (docs/performance.md).
 *
 * Who is logged in is asked for early only on our own site without a login token in the
 * address: in the shop's frame (the page's `data-fb-framed` mark) the store may send the session
 * as a bearer token, which a preload cannot, and with a token the store first exchanges it for a
 * new session.
 *
 * @example
 * // in the page's <head>
 * <script is:inline set:html={EARLY_REQUESTS_INLINE_SCRIPT} />
 */
import { api } from '../../lib/api-client';
import { TOKEN_PARAM } from '../../stores/session';

export const EMBED_CONFIG_PATH = api.api['embed-config'].$url().pathname;
export const CHECK_SESSION_PATH = api.api.auth['check-session'].$url().pathname;

export const EARLY_REQUESTS_INLINE_SCRIPT = `(function () {
  function preload(path) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'use-credentials');
    // Under the shop's app-proxy prefix when served there (src/lib/base-path.ts).
    link.href = (document.documentElement.dataset.base || '') + path;
    document.head.appendChild(link);
  }
  // Framed: marked by the head script of dashboard.astro that runs just before this one.
  var framed = document.documentElement.hasAttribute('data-fb-framed');
  preload(${JSON.stringify(EMBED_CONFIG_PATH)});
  if (!framed && !new URLSearchParams(location.search).has(${JSON.stringify(TOKEN_PARAM)})) preload(${JSON.stringify(CHECK_SESSION_PATH)});
})();`;
