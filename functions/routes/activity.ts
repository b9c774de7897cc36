import { Hono } from 'hono';
import * as v from 'valibot';
import { ACTIVITY_DEFAULT_LIMIT, ACTIVITY_MAX_LIMIT, type ActivityAnswer } from '../../src/domain/activity';
import { integerLike } from '../../src/domain/schemas/common';
import { listCustomerActivity } from '../db/activity';
import { currentCatalogue } from '../catalogue/reader';
import type { AppEnv } from '../env';
import { requireCustomer } from '../auth/session';
import { validate } from '../lib/validate';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ACTIVITY_MAX_LIMIT}`;

/** `?limit=` (1–50, default 10). */
export const activityQuerySchema = v.object({
  limit: v.optional(v.pipe(integerLike, v.minValue(1, LIMIT_MESSAGE), v.maxValue(ACTIVITY_MAX_LIMIT, LIMIT_MESSAGE)), ACTIVITY_DEFAULT_LIMIT),
});

/**
 * GET /api/activity — the logged-in customer's recent subscription events (the mobile Home
 * tab's recent activity, merged there with the orders): `{ activity: [...] }`, newest first,
 * only the actions src/domain/activity.ts shows. Another customer's events never appear.
 */
export const activity = new Hono<AppEnv>().get('/', requireCustomer, validate('query', activityQuerySchema), async (c) => {
  const { limit } = c.req.valid('query');
  const answer: ActivityAnswer = { activity: await listCustomerActivity(c.env.DB, await currentCatalogue(c.env.DB), c.get('customer').id, limit) };
  return c.json(answer, 200);
});
