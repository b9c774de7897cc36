import { Hono } from 'hono';
import { currentCatalogue } from '../catalogue/reader';
import { buildRecommendations } from '../../src/domain/recommendations';
import { recommendationsRequestSchema, type RecommendationsAnswer } from '../../src/domain/schemas/shop';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';

/**
 * POST /api/pets/recommendations (spec 001 §7): one recommendation per recipe, each with a plan
 * per bag size (frequency, bag_size, price, subscriptionPrice, subscriptionPricePerDay,
 * variantId, selling_plan_id); `variant_id` is the plan nearest 30 days, the one preselected.
 *
 * `{ pets }` (feeding guide, dashboard) answers every recipe. The trial pages' form
 * `{ pets: [pet], customerData, discount }` — recognised by either key being present, even as
 * null — answers only the two trial recipes (Luxe Lamb, Chicken Dog Box). Nothing is stored.
 */
export const recommendations = new Hono<AppEnv>().post('/recommendations', validate('json', recommendationsRequestSchema), async (c) => {
  const { pets } = c.req.valid('json');
  // The validator parsed the body already; Hono hands back the same parsed object.
  const raw = (await c.req.json()) as Record<string, unknown>;
  const trialPages = 'customerData' in raw || 'discount' in raw;
  const answer: RecommendationsAnswer = { recommendations: buildRecommendations(pets, await currentCatalogue(c.env.DB), { trialOnly: trialPages }) };
  return c.json(answer, 200);
});
