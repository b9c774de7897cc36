import { Hono } from 'hono';
import * as v from 'valibot';
import { findKibbleVariant, findTreatVariant, TREATS } from '../../src/domain/catalogue';
import { centsToDollars, treatSubscriptionPriceCents } from '../../src/domain/money';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';

const VariantParam = v.object({ variantId: v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'Unknown product variant')) });

/**
 * The shop's catalogue as the dashboard reads it (src/domain/catalogue.ts; no call to the shop),
 * mounted at /api/shopify. Public: it is the same catalogue the shop's pages show.
 */
export const shop = new Hono<AppEnv>()
  // GET /api/shopify/get-collection — the treats: { products: [{ id, title, image: { src }, variants: [{ id, price, sku, subscription_price }] }] }.
  .get('/get-collection', (c) =>
    c.json(
      {
        products: TREATS.map((t) => ({
          id: t.id,
          title: t.title,
          image: { src: t.image.src },
          variants: t.variants.map((variant) => ({
            id: variant.id,
            sku: variant.sku,
            /** List price, dollars. */
            price: centsToDollars(variant.priceCents),
            /** The price on a subscription (treat discount), dollars. */
            subscription_price: centsToDollars(treatSubscriptionPriceCents(variant.priceCents)),
          })),
        })),
      },
      200,
    ),
  )

  // GET /api/shopify/subscription-product/:variantId — { image, product_id, title } of a kibble bag or treat.
  .get('/subscription-product/:variantId', validate('param', VariantParam), (c) => {
    const { variantId } = c.req.valid('param');
    const kibble = findKibbleVariant(variantId);
    if (kibble) return c.json({ image: kibble.product.image, product_id: kibble.product.id, title: kibble.product.title }, 200);
    const treat = findTreatVariant(variantId);
    if (treat) return c.json({ image: treat.product.image.src, product_id: treat.product.id, title: treat.product.title }, 200);
    throw notFound('No such product variant.');
  });
