/**
 * Renders our theme app extension (extensions/furbaby-theme) the way a Shopify storefront does,
 * with liquidjs and the few Shopify objects and filters its blocks use: `block` (id, settings,
 * shopify_attributes), the global `app.metafields` and `customer` (nil when nobody is logged
 * in), `asset_url`, `t` (the extension's locales/en.default.json), and `{% schema %}` (read by
 * the theme editor, renders nothing); `escape`, `default` and `json` are liquidjs's own, which
 * behave as Shopify's. An unknown filter is an error (strictFilters), as theme-check reports it.
 * Block settings a merchant has not touched take their schema defaults, as in Shopify.
 * Used by tests/node/theme-extension.test.ts and by the demo shop (scripts/demo-shop/theme.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Liquid, type TagToken, type TopLevelToken } from 'liquidjs';

export const THEME_EXTENSION_DIR = join(import.meta.dirname, '../../../extensions/furbaby-theme');

export interface BlockSchemaSetting {
  type: string;
  id?: string;
  default?: unknown;
  options?: { value: string; label: string }[];
}
export interface BlockSchema {
  name: string;
  target: 'section' | 'head' | 'body';
  settings?: BlockSchemaSetting[];
}

/** The JSON between `{% schema %}` and `{% endschema %}` of a block file. */
export function blockSchema(blockName: string): BlockSchema {
  const source = readFileSync(join(THEME_EXTENSION_DIR, 'blocks', `${blockName}.liquid`), 'utf8');
  const match = /{%-?\s*schema\s*-?%}([\s\S]*?){%-?\s*endschema\s*-?%}/.exec(source);
  if (!match) throw new Error(`blocks/${blockName}.liquid has no {% schema %}`);
  return JSON.parse(match[1]!) as BlockSchema;
}

function translate(locale: Record<string, unknown>, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
  // Shopify shows a missing key as "translation missing: <locale>.<key>"; a test sees it.
  return typeof value === 'string' ? value : `translation missing: en.${key}`;
}

export interface RenderOptions {
  /** Settings the merchant changed; the rest come from the schema's defaults. */
  settings?: Record<string, unknown>;
  /** The app-owned metafields (`app.metafields.<namespace>.<key>.value`). */
  appMetafields?: Record<string, Record<string, unknown>>;
  /** Where the shop's CDN serves the extension's assets. */
  assetBase?: string;
  blockId?: string;
  /** The shop's logged-in customer (Shopify's `customer` object), or none. */
  customer?: { id: string; name: string; email: string | null } | null;
}

const engines = new Map<string, Liquid>();

export function themeExtensionEngine(assetBase: string): Liquid {
  const known = engines.get(assetBase);
  if (known) return known;
  const locale = JSON.parse(readFileSync(join(THEME_EXTENSION_DIR, 'locales/en.default.json'), 'utf8')) as Record<string, unknown>;
  const engine = new Liquid({ root: [join(THEME_EXTENSION_DIR, 'snippets')], extname: '.liquid', strictFilters: true });
  engine.registerFilter('asset_url', (name: string) => `${assetBase}/${name}`);
  engine.registerFilter('t', (key: string) => translate(locale, key));
  engine.registerTag('schema', {
    parse(tagToken: TagToken, remainTokens: TopLevelToken[]) {
      // Skip everything up to {% endschema %}: the schema is for the theme editor.
      for (let token = remainTokens.shift(); token; token = remainTokens.shift()) {
        if ((token as TagToken).name === 'endschema') return;
      }
      throw new Error(`{% schema %} without {% endschema %} at ${tagToken.getPosition().join(':')}`);
    },
    render() {
      return '';
    },
  });
  engines.set(assetBase, engine);
  return engine;
}

/** A block's storefront HTML, with its settings as Shopify would pass them. */
export async function renderBlock(blockName: string, options: RenderOptions = {}): Promise<string> {
  const assetBase = options.assetBase ?? 'https://cdn.shopify.com/extensions/furbaby-theme/assets';
  const defaults = Object.fromEntries((blockSchema(blockName).settings ?? []).filter((s) => s.id).map((s) => [s.id!, s.default ?? '']));
  const blockId = options.blockId ?? `AbC123${blockName.replace(/\W/g, '')}`;
  const block = {
    id: blockId,
    settings: { ...defaults, ...options.settings },
    shopify_attributes: `data-shopify-editor-block="${blockId}"`,
  };
  const metafields = Object.fromEntries(
    Object.entries(options.appMetafields ?? {}).map(([ns, keys]) => [ns, Object.fromEntries(Object.entries(keys).map(([k, value]) => [k, { value }]))]),
  );
  const source = readFileSync(join(THEME_EXTENSION_DIR, 'blocks', `${blockName}.liquid`), 'utf8');
  // `app` and `customer` are global objects in Shopify, seen by rendered snippets too; `block` is the block's own.
  // `routes.account_url`: the shop's customer accounts, as Shopify's Liquid gives it.
  const globals = { app: { metafields }, customer: options.customer ?? null, routes: { account_url: '/account' } };
  return themeExtensionEngine(assetBase).parseAndRender(source, { block }, { globals });
}
