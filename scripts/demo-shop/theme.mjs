// The demo shop's theme: our theme app extension (extensions/furbaby-theme) rendered from its
// Liquid as a storefront renders it (tests/fakes/shopify/theme-extension.ts), so what a merchant
// installs is what `npm start` shows and the E2E specs drive. The app embed is on for every
// page; a page with our page in it holds the app block a merchant would add for it. Its assets
// are served here as Shopify's CDN serves them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blockSchema, renderBlock, THEME_EXTENSION_DIR } from '../../tests/fakes/shopify/theme-extension.ts';
import { customerOf } from './customers.mjs';
import { APP_ORIGIN } from './settings.mjs';

/** Where the extension's assets are served (Shopify: `//<shop>/cdn/shop/extensions/<id>/assets/`). */
export const ASSET_PREFIX = '/cdn/shop/extensions/furbaby-theme/assets/';

const FRAMED_BLOCKS = ['furbaby-dashboard', 'furbaby-free-trial', 'furbaby-feeding-guide'];

/** Shopify's `customer` for the demo shop's logged-in customer (a key of CUSTOMERS or a test id), nil for nobody. */
function liquidCustomer(key) {
  if (!key) return null;
  const c = customerOf(key);
  return { id: String(c.id), name: c.name, email: c.email };
}

/** What every block sees: the CDN, the app's metafield with our origin (set at install), the customer. */
const context = (visit) => ({
  assetBase: ASSET_PREFIX.slice(0, -1),
  appMetafields: { furbaby: { app_origin: visit.appOrigin ?? APP_ORIGIN } },
  customer: liquidCustomer(visit.customer),
});

/** The "Furbaby Plans" app embed (Theme settings › App embeds), turned on. */
export const appEmbed = (visit) => renderBlock('furbaby-embed', context(visit));

const pagesOf = (block) =>
  blockSchema(block)
    .settings.find((s) => s.id === 'page')
    .options.map((o) => o.value);

/**
 * The app block for our `/<path>` with the `title` chosen: the block whose page setting offers
 * it. Our developer pages no block offers (/embed-check, /mobile, /checkout, …) are shown in
 * the dashboard block with its page set to them, a value the theme editor would not offer.
 */
export function appBlock(visit, path, title) {
  const page = `/${path}`;
  const block = FRAMED_BLOCKS.find((b) => pagesOf(b).includes(page)) ?? 'furbaby-dashboard';
  return renderBlock(block, { ...context(visit), settings: { page, title }, blockId: `demo-${block}` });
}

/** An extension asset's body, or null (only plain file names under assets/). */
export async function extensionAsset(name) {
  if (!/^[a-z0-9-]+\.js$/.test(name)) return null;
  return readFile(join(THEME_EXTENSION_DIR, 'assets', name)).catch(() => null);
}
