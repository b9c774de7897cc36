import { Hono } from 'hono';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { buildRecommendations } from '../../src/domain/recommendations';
import { MESSAGES } from '../../src/copy/messages';
import { emailPlanBodySchema } from '../../src/domain/schemas/shop';
import { currentCatalogue } from '../catalogue/reader';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { publicOrigin } from '../http/public-origin';
import { limitCaller, limitsFor } from '../limits/anonymous-limits';
import { PLAN_MAIL_LIMITED_MESSAGE, PLAN_MAIL_LIMITS } from '../lib/limits';
import { validate } from '../lib/validate';
import { feedingPlanSenderFor } from '../plan-mail';

// The limits live with the others in functions/lib/limits.ts.
export { PLAN_MAIL_LIMITED_MESSAGE, PLAN_MAIL_LIMITS } from '../lib/limits';

/**
 * POST /api/email-plan: the summary's 'Email my feeding plan' (spec 001 §5, §7). Body
 * `{ email, petData, recommendations }`; at least one pet must be in the family plan. The
 * numbers are recomputed here from the pets (a client never writes the figures in our mail),
 * then sent by the configured sender: the mailer, or the marketing webhook (its adapter).
 * Answers `{ success: true }`; a sending failure is 502 with the spec's text.
 */
export const emailPlan = new Hono<AppEnv>().post('/', validate('json', emailPlanBodySchema), async (c) => {
  const { email, petData } = c.req.valid('json');
  // Per client and per mailbox, tags and Gmail dots folded: 'a.b+1@gmail.com' is 'ab@gmail.com'.
  await limitCaller(c, 'feeding-plan', limitsFor(c, PLAN_MAIL_LIMITS), PLAN_MAIL_LIMITED_MESSAGE, email);

  const catalogue = await currentCatalogue(c.env.DB);
  const payload = computePetsPayload({ pets: petData.pets, kcal_per_kg: petData.kcal_per_kg, productId: petData.productId }, catalogue);
  const sender = feedingPlanSenderFor(c.get('config'), c.env.DB, publicOrigin(c));
  try {
    await sender.send({ email, petData: payload, recommendations: buildRecommendations(petData.pets, catalogue) });
  } catch (err) {
    console.error('feeding plan not sent', err instanceof Error ? err.message : err);
    throw new ApiError(502, 'mail_failed', MESSAGES.failedToSendPlan);
  }
  return c.json({ success: true as const }, 200);
});
