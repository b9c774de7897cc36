import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { commerceRequest } from './commerce-request';
import { currentCatalogue } from '../catalogue/reader';

const VariantParam = v.object({ variantId: v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'Unknown product variant')) });

/**
 * The shop's catalogue as the dashboard reads it (the current catalogue; in Shopify mode the
 * treats' titles and images from the shop's collection), mounted at /api/shopify. Public: it is
 * the same catalogue the shop's pages show.
 */
export const shop = new Hono<AppEnv>()
  // GET /api/shopify/get-collection — the treats: { products: [{ id, title, image: { src }, variants: [{ id, price, sku, subscription_price }] }] }.
  .get('/get-collection', async (c) => c.json(await c.get('backend').commerce.catalogue.treats(commerceRequest(c)), 200))

  .get('/subscription-product/:variantId', validate('param', VariantParam), async (c) => {
    const product = c.get('backend').commerce.catalogue.productOfVariant(await currentCatalogue(c.env.DB), c.req.valid('param').variantId);
    if (!product) throw notFound('No such product variant.');
    return c.json(product, 200);
  });
