/**
 * public/embed.js passes on to our frame only the shop page's query parameters our pages read.
 * One list, src/embed/forwarded-params.ts: embed.js's copy must equal it,
 * and it must equal the parameters the code under src/ reads, so a page that starts reading a new
 * parameter (or stops reading one) fails here until the list and embed.js follow.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_PARAMS } from '../../src/domain/attribution';
import { FUNNEL_EVENTS } from '../../src/domain/funnel';
import { FORWARDED_PARAMS } from '../../src/embed/forwarded-params';
import { SHOP_EVENT_FIELDS } from '../../src/embed/funnel-message';
import { APP, EMBED_JS, loadEmbed as loadEmbedFrame, unloadEmbed } from './embed-script';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

/**
 * The parameter names read from a query string anywhere under src/: `<query>.get(x)` or
 * `<query>.has(x)` where the receiver is `searchParams`, `query`, `q`, `params` or a
 * `new URLSearchParams(…)`, and `x` a string literal or a constant (also inside an inline
 * script's `${JSON.stringify(CONST)}`) resolved from its `const CONST = '…'`.
 */
function paramsReadBySrc(): Set<string> {
  // The console runs in Shopify admin, never in a shop page's frame: its parameters stay its own.
  const files = sourceFiles('src')
    .filter((f) => !/console/i.test(f))
    .map((f) => readFileSync(f, 'utf8'));
  const constants = new Map<string, string>();
  for (const text of files) {
    for (const m of text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*['"]([^'"]+)['"]/g)) constants.set(m[1]!, m[2]!);
  }
  const read = new Set<string>();
  const call = /(?:\b(?:searchParams|query|q|params)|URLSearchParams\([^()]*(?:\([^()]*\))?[^()]*\))\.(?:get|has)\(\s*([^)]*?)\s*\)/g;
  for (const text of files) {
    for (const m of text.matchAll(call)) {
      const arg = m[1]!;
      const literal = arg.match(/^['"]([^'"]+)['"]$/)?.[1];
      const constant = arg.match(/^(?:\$\{JSON\.stringify\()?([A-Z][A-Z0-9_]*)\)?\}?$/)?.[1];
      const name = literal ?? (constant ? constants.get(constant) : undefined);
      if (!name) throw new Error(`a query parameter read this test cannot resolve: ${m[0]}`);
      read.add(name);
    }
  }
  return read;
}

function embedJsList(name = 'FORWARDED_PARAMS'): string[] {
  const m = EMBED_JS.match(new RegExp(`var ${name} = \\[([^\\]]*)\\];`));
  if (!m) throw new Error(`embed.js has no ${name} list`);
  return [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
}

describe('one list of funnel events and their fields (issue 35)', () => {
  it('embed.js publishes exactly the funnel events of src/domain/funnel.ts, with the fields of src/embed/funnel-message.ts', () => {
    expect(embedJsList('FUNNEL_EVENTS')).toEqual([...FUNNEL_EVENTS]);
    expect(embedJsList('SHOP_EVENT_FIELDS')).toEqual([...SHOP_EVENT_FIELDS]);
  });
});

describe('one list of forwarded parameters', () => {
  it('embed.js forwards exactly src/embed/forwarded-params.ts', () => {
    expect(embedJsList()).toEqual([...FORWARDED_PARAMS]);
  });

  it('the list is exactly what our pages read: their own parameters and the attribution ones', () => {
    // src/domain/attribution.ts reads its parameters in a loop over ATTRIBUTION_PARAMS.
    expect([...new Set([...paramsReadBySrc(), ...ATTRIBUTION_PARAMS])].sort()).toEqual([...FORWARDED_PARAMS].sort());
  });
});

describe('embed.js in a shop page', () => {
  afterEach(unloadEmbed);

  /** Runs embed.js as the theme's <script src> would, on a shop page with `search`: the frame's address. */
  const loadEmbed = (search: string): URL => new URL(loadEmbedFrame(`/pages/pet-calculator${search}`).src);

  it('passes on the parameters our pages read and nothing of the shop’s own', () => {
    const src = loadEmbed('?token=abc&weight=12&utm_source=mail&fbclid=x1&_pos=1&key=shop-cart-token&productId=2');
    expect(src.origin).toBe(APP);
    expect(src.pathname).toBe('/pet-calculator');
    // The frame's own productId wins over the shop's; the shop's own parameters and tokens stay behind.
    expect([...src.searchParams]).toEqual([
      ['productId', '1'],
      ['token', 'abc'],
      ['weight', '12'],
      ['utm_source', 'mail'],
      ['fbclid', 'x1'],
      ['shopPath', '/pages/pet-calculator'],
    ]);
  });

  it('a shop page with nothing of ours passes nothing on', () => {
    const src = loadEmbed('?_pos=1&key=shop-cart-token&ref=shop');
    expect(src.search).toBe('?productId=1');
  });

  it('a campaign’s parameters go on with the shop page’s path, where the visit landed', () => {
    const src = loadEmbed('?utm_source=newsletter&utm_campaign=spring&msclkid=m1&gclid=abc&_pos=1');
    expect([...src.searchParams]).toEqual([
      ['productId', '1'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring'],
      ['gclid', 'abc'],
      ['msclkid', 'm1'],
      ['shopPath', '/pages/pet-calculator'],
    ]);
  });
});
