/**
 * Our pre-rendered pages served on the shop's own domain through its app proxy
 * (docs/decisions/0012-pages-under-the-proxy-prefix.md). The same built HTML as on our domain,
 * with every root-relative URL in it (links, forms, stylesheets, scripts, Astro's island
 * modules) moved under the proxy's prefix, and the prefix noted as `<html data-base>` for the
 * islands' API calls and later links (src/lib/base-path.ts). So the browser never leaves the
 * shop's origin: no third-party frame, no cookie and no bearer token of ours.
 */
import { ACCOUNT_LINK_TEXT, SHOP_ACCOUNT_PATH } from '../../../src/copy/account-link';

/** Attributes that hold a URL in our built pages (Astro islands carry their modules in three). */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'component-url', 'renderer-url', 'before-hydration-url'] as const;

/**
 * `url` under `prefix` when it is a path on our site (`/x`, not `//host/x`), else as it is.
 *
 * @example
 * underPrefix('/apps/furbaby', '/_astro/a.js') // '/apps/furbaby/_astro/a.js'
 * underPrefix('/apps/furbaby', 'https://cdn.example/a.js') // 'https://cdn.example/a.js'
 */
export function underPrefix(prefix: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith(`${prefix}/`) ? `${prefix}${url}` : url;
}

/**
 * A page answer with its URLs under `prefix` (an HTML stream rewritten as it passes), and with
 * `accountLink` the link to the shop's customer accounts (prependAccountLink) in the same pass:
 * a second rewriter parsed the whole page once more (issue 48).
 */
export function pageUnderPrefix(page: Response, prefix: string, { accountLink = false }: { accountLink?: boolean } = {}): Response {
  const rewriter = new HTMLRewriter().on('html', {
    element: (el) => {
      el.setAttribute('data-base', prefix);
    },
  });
  if (accountLink) rewriter.on('body', { element: prependAccountLink });
  for (const name of URL_ATTRIBUTES) {
    rewriter.on(`[${name}]`, {
      element: (el) => {
        const value = el.getAttribute(name);
        if (value !== null) el.setAttribute(name, underPrefix(prefix, value));
      },
    });
  }
  return rewriter.transform(page);
}

/** How many rewritten pages an isolate keeps: every page the proxy serves, with and without the account link, twice over. */
const MAX_CACHED_PAGES = 64;
const rewritten = new Map<string, { etag: string; body: string }>();

/**
 * pageUnderPrefix, done once per built page and isolate: the page's HTML changes only with a
 * deploy, so the rewritten text is kept by the asset's ETag and served again while the binding
 * answers the same ETag (the rewrite was most of a proxied page's cost in the Worker; issue 48).
 * Anything but a 200 with an ETag is rewritten as it passes.
 */
export async function cachedPageUnderPrefix(page: Response, path: string, prefix: string, options: { accountLink?: boolean } = {}): Promise<Response> {
  const etag = page.headers.get('etag');
  if (page.status !== 200 || !etag) return pageUnderPrefix(page, prefix, options);
  const key = JSON.stringify([path, prefix, options.accountLink ?? false]);
  const headers = new Headers(page.headers);
  headers.delete('content-length'); // the rewritten text is longer
  const kept = rewritten.get(key);
  if (kept?.etag === etag) {
    await page.body?.cancel();
    return new Response(kept.body, { status: 200, headers });
  }
  const body = await pageUnderPrefix(page, prefix, options).text();
  if (rewritten.size >= MAX_CACHED_PAGES) rewritten.delete(rewritten.keys().next().value!);
  rewritten.set(key, { etag, body });
  return new Response(body, { status: 200, headers });
}

/** A stylesheet with its root-relative `url(/…)` references (fonts, images) under `prefix`. */
export async function stylesheetUnderPrefix(sheet: Response, prefix: string): Promise<Response> {
  const text = (await sheet.text()).replace(/url\((['"]?)\/(?!\/)/g, `url($1${prefix}/`);
  return new Response(text, { status: sheet.status, headers: sheet.headers });
}

/**
 * A customer page for the shop's logged-in customer has a link to the shop's customer accounts
 * at the top of the page: the account page is their home (decision 0017). First in <body>,
 * outside every island (React would find its server HTML changed and render it again). Its href
 * is the shop's own `/account`: prepended HTML is not seen by the prefix rules.
 */
const ACCOUNT_LINK_HTML = `<p class="fb-account-link"><a href="${SHOP_ACCOUNT_PATH}">${ACCOUNT_LINK_TEXT}</a></p>`;

function prependAccountLink(el: Element): void {
  el.prepend(ACCOUNT_LINK_HTML, { html: true });
}
