/**
 * Every page the Worker serves carries the catalogue in D1 (issue 60): `#fb-catalogue` in the
 * head, today's prices, escaped so no product text can end the element. Needs dist/ (the pages).
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { forgetCatalogue } from '../../functions/catalogue/reader';
import { LOCAL_APP, LOCAL_SHOP_DOMAIN } from '../../functions/config/local-secrets';
import { replaceCatalogueStatements } from '../../functions/db/catalogue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature';
import type { Catalogue } from '../../src/domain/catalogue';
import { CATALOGUE_ELEMENT_ID, parseCatalogue } from '../../src/domain/schemas/answers/catalogue';
import { BASE, DEMO } from './auth-helpers';

const LAMB_ID = '8730358808826';
/** Lamb's 5 kg bag at a price no built page could know, under a title that tries to end the script. */
const REPRICED: Catalogue = {
  ...DEMO_CATALOGUE,
  kibbles: DEMO_CATALOGUE.kibbles.map((k) =>
    k.id === LAMB_ID
      ? { ...k, title: 'Luxe Lamb </script><script>alert(1)</script>', variants: k.variants.map((v) => (v.bagSizeKg === 5 ? { ...v, priceCents: 8123 } : v)) }
      : k,
  ),
};

async function useCatalogue(catalogue: Catalogue): Promise<void> {
  await env.DB.batch(replaceCatalogueStatements(env.DB, catalogue, [], new Date()));
  forgetCatalogue();
}

/** The catalogue block of a page: in the head, exactly one, parsed. */
async function catalogueOf(res: Response): Promise<Catalogue | null> {
  expect(res.status).toBe(200);
  expect(res.headers.get('etag')).toBeNull();
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...html.matchAll(new RegExp(`<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">([^<]*)</script>`, 'g'))];
  expect(blocks).toHaveLength(1);
  expect(head).toContain(blocks[0]![0]);
  return parseCatalogue(JSON.parse(blocks[0]![1]!));
}

const lamb5kgPrice = (cat: Catalogue | null) => cat?.kibbles.find((k) => k.id === LAMB_ID)?.variants.find((v) => v.bagSizeKg === 5)?.priceCents;

afterEach(() => useCatalogue(DEMO_CATALOGUE));

describe('the catalogue in every page', () => {
  it('is the one in D1, on a standalone and on a framed page', async () => {
    await useCatalogue(REPRICED);
    for (const path of ['/free-trial/choose-recipe', '/dashboard']) {
      const standalone = await catalogueOf(await SELF.fetch(`${BASE}${path}`));
      expect(standalone).toEqual(JSON.parse(JSON.stringify(REPRICED)));
      const framed = await SELF.fetch(`${BASE}${path}`, { headers: { 'sec-fetch-dest': 'iframe' } });
      expect(lamb5kgPrice(await catalogueOf(framed))).toBe(8123);
    }
  });

  it('survives a product title that tries to end the element', async () => {
    await useCatalogue(REPRICED);
    const cat = await catalogueOf(await SELF.fetch(`${BASE}/feeding-guide`));
    expect(cat?.kibbles.find((k) => k.id === LAMB_ID)?.title).toBe('Luxe Lamb </script><script>alert(1)</script>');
  });

  it('is today’s even when the browser asks whether its copy is still good', async () => {
    const first = await SELF.fetch(`${BASE}/feeding-guide`);
    expect(lamb5kgPrice(await catalogueOf(first))).toBe(7999);
    await useCatalogue(REPRICED);
    const again = await SELF.fetch(`${BASE}/feeding-guide`, { headers: { 'if-none-match': '"anything"', 'if-modified-since': new Date().toUTCString() } });
    expect(lamb5kgPrice(await catalogueOf(again))).toBe(8123);
  });

  it('is in the free-trial form’s native answer and in pages through the shop’s app proxy', async () => {
    await useCatalogue(REPRICED);
    const posted = await SELF.fetch(`${BASE}/free-trial/choose-recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
      body: 'name=Rex&weight=12',
    });
    expect(lamb5kgPrice(await catalogueOf(posted))).toBe(8123);

    const params = new URLSearchParams({
      shop: LOCAL_SHOP_DOMAIN,
      logged_in_customer_id: DEMO.customerId,
      path_prefix: '/apps/furbaby',
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    const proxied = await app.request(
      `/proxy/dashboard?${await signAppProxyQuery(LOCAL_APP.secret, params)}`,
      {},
      {
        ...env,
        SHOPIFY_APP_SECRET: LOCAL_APP.secret,
        SHOPIFY_SHOP_DOMAIN: LOCAL_SHOP_DOMAIN,
      },
    );
    expect(lamb5kgPrice(await catalogueOf(proxied))).toBe(8123);
  });
});
