import { Hono } from 'hono';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { buildRecommendations } from '../../src/domain/recommendations';
import { MESSAGES } from '../../src/domain/messages';
import { emailPlanBodySchema } from '../../src/domain/schemas/shop';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/ids';
import { publicOrigin } from '../lib/public-origin';
import { clientAddress, hitLimits } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { feedingPlanSenderFor } from '../plan-mail';

/** Plan mails per address and per client in one window: enough for a family, too few for spam. */
export const PLAN_MAIL_LIMITS = {
  production: { perEmail: 5, perClient: 30, windowMinutes: 60 },
  local: { perEmail: 100, perClient: 1000, windowMinutes: 60 },
} as const;
export const PLAN_MAIL_LIMITED_MESSAGE = 'Too many feeding plans sent. Please wait a while and try again.';

/**
 * POST /api/email-plan: the summary's 'Email my feeding plan' (spec 001 §5, §7). Body
 * `{ email, petData, recommendations }`; at least one pet must be in the family plan. The
 * numbers are recomputed here from the pets (a client never writes the figures in our mail),
 * then sent by the configured sender: the mailer, or the marketing webhook (its adapter).
 * Answers `{ success: true }`; a sending failure is 502 with the spec's text.
 */
export const emailPlan = new Hono<AppEnv>().post('/', validate('json', emailPlanBodySchema), async (c) => {
  const { email, petData } = c.req.valid('json');
  const limits = PLAN_MAIL_LIMITS[c.var.config.local ? 'local' : 'production'];
  const limited = await hitLimits(
    c.env.DB,
    [
      { bucket: `feeding-plan:email:${await sha256Hex(email)}`, max: limits.perEmail },
      { bucket: `feeding-plan:client:${await sha256Hex(clientAddress(c))}`, max: limits.perClient },
    ],
    limits.windowMinutes,
  );
  if (!limited.allowed) {
    c.header('Retry-After', String(limited.retryAfter));
    throw new ApiError(429, 'rate_limited', PLAN_MAIL_LIMITED_MESSAGE);
  }

  const payload = computePetsPayload({ pets: petData.pets, kcal_per_kg: petData.kcal_per_kg, productId: petData.productId });
  const sender = feedingPlanSenderFor(c.var.config, c.env.DB, publicOrigin(c));
  try {
    await sender.send({ email, petData: payload, recommendations: buildRecommendations(petData.pets) });
  } catch (err) {
    console.error('feeding plan not sent', err instanceof Error ? err.message : err);
    throw new ApiError(502, 'mail_failed', MESSAGES.failedToSendPlan);
  }
  return c.json({ success: true as const }, 200);
});
