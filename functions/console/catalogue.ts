/**
 * /api/console/catalogue — "Plans & recipes" (issue 60 §5): what the app sells, from the one
 * catalogue reader (functions/catalogue/reader.ts), the shop's products it leaves out and why,
 * the state of the app's selling plans, and the subscribers on something no longer sold. A
 * recipe's feeding facts are the one thing edited here: in local mode D1 is their record; in
 * Shopify mode the product's metafield is, written first (`writeFacts`), and D1 takes its copy.
 * Bags and prices stay the shop's (read-only here, each recipe linking to its product).
 */
import { Hono } from 'hono';
import { findKibble } from '../../src/domain/catalogue';
import { recipeFactsBodySchema, type ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { forgetCatalogue, currentCatalogue } from '../catalogue/reader';
import { readCatalogueState, readExcludedProducts } from '../db/catalogue';
import {
  bumpCatalogueVersionStatement,
  catalogueChangeStatement,
  recentCatalogueChanges,
  recipeFactsStatement,
  subscribersOffCatalogue,
} from '../db/catalogue-changes';
import { shopActor } from '../db/subscription-events';
import { IdParam } from '../http/record-params';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import type { ConsoleEnv } from './require-admin';

/** At most this many off-catalogue subscribers and recent changes are listed. */
export const OFF_CATALOGUE_LIMIT = 100;
export const CHANGES_LIMIT = 20;

/** A product's page in Shopify admin, as an embedded app links to it (App Bridge's shopify:admin). */
const adminUrlOf = (source: 'demo' | 'shop', productId: string) => (source === 'shop' ? `shopify://admin/products/${productId}` : null);

export async function consoleCatalogue(db: D1Database): Promise<ConsoleCatalogue> {
  const [catalogue, excluded, state, off, changes] = await Promise.all([
    currentCatalogue(db),
    readExcludedProducts(db),
    readCatalogueState(db),
    subscribersOffCatalogue(db, OFF_CATALOGUE_LIMIT),
    recentCatalogueChanges(db, CHANGES_LIMIT),
  ]);
  return {
    source: state.source,
    currency: state.currency,
    syncedAt: state.syncedAt,
    plans: {
      state: state.plansState,
      error: state.plansError,
      groupId: state.sellingPlanGroupId,
      offered: catalogue.plans.map((p) => ({ sellingPlanId: p.id, frequencyDays: p.frequencyDays, discountPercent: p.discountPercent })),
    },
    recipes: catalogue.kibbles.map((k) => ({
      id: k.id,
      title: k.title,
      kcalPerKg: k.kcalPerKg,
      proteinPercent: k.proteinPercent,
      trial: k.trial,
      adminUrl: adminUrlOf(state.source, k.id),
      bags: k.variants.map((b) => ({ id: b.id, bagSizeKg: b.bagSizeKg, sku: b.sku, priceCents: b.priceCents })),
    })),
    excluded: excluded.map((e) => ({ ...e, adminUrl: adminUrlOf(state.source, e.productId) })),
    offCatalogue: off.map((s) => ({
      subscriptionId: s.id,
      customerId: s.customer_id,
      email: s.email,
      product: s.title,
      productId: s.product_id,
      variantId: s.variant_id,
      legacy: s.legacy === 1,
      reason: s.reason,
    })),
    changes: changes.map((c) => ({ actor: c.actor, action: c.action, subject: c.subject, at: c.at })),
  };
}

export const consoleCatalogueRoutes = new Hono<ConsoleEnv>()
  /** GET /api/console/catalogue — recipes, bags and prices, plans and their state, left-out products, off-catalogue subscribers. */
  .get('/', async (c) => c.json(await consoleCatalogue(c.env.DB), 200))
  /**
   * POST /api/console/catalogue/recipes/:id — a recipe's kcal per kg and protein %: refused with
   * the field named outside 2,000–6,000 kcal / 0–100 %; audited with the staff member's id.
   */
  .post('/recipes/:id', validate('param', IdParam), validate('json', recipeFactsBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const facts = c.req.valid('json');
    const db = c.env.DB;
    // A product the app offers as a recipe, or one it leaves out for want of its facts.
    const known = findKibble(await currentCatalogue(db), id) ?? (await readExcludedProducts(db)).find((e) => e.productId === id);
    if (!known) throw notFound('No such recipe.');
    // The shop's record first (Shopify: the metafield), so a refusal there changes nothing here.
    await c.get('backend').catalogue.writeFacts(id, facts);
    const at = new Date();
    await db.batch([
      recipeFactsStatement(db, id, facts, at),
      bumpCatalogueVersionStatement(db),
      catalogueChangeStatement(db, { actor: shopActor(c.get('idToken').sub), action: 'recipe-facts', subject: id, details: facts, at }),
    ]);
    forgetCatalogue();
    return c.json(await consoleCatalogue(db), 200);
  })
  /**
   * POST /api/console/catalogue/repair — "Repair plans": reads the shop's catalogue again and
   * creates or puts back the app's selling plan group (Shopify mode; local mode has nothing to
   * repair). Shopify's refusal is answered in `plans.error`, not as a failure of this call; audited.
   */
  .post('/repair', async (c) => {
    const db = c.env.DB;
    await c.get('backend').catalogue.repairPlans();
    const at = new Date();
    await catalogueChangeStatement(db, { actor: shopActor(c.get('idToken').sub), action: 'repair-plans', subject: null, at }).run();
    forgetCatalogue();
    return c.json(await consoleCatalogue(db), 200);
  });
