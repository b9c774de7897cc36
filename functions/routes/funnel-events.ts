import { Hono } from 'hono';
import { FUNNEL_EVENTS_PER_VISIT } from '../../src/domain/funnel';
import { funnelBatchSchema } from '../../src/domain/schemas/funnel';
import { insertFunnelEventStatement, visitEventCount } from '../db/funnel';
import type { AppEnv } from '../env';
import { limitCaller, limitDistinct, limitsFor } from '../limits/anonymous-limits';
import { ApiError } from '../lib/errors';
import { FUNNEL_CAMPAIGN_LIMITS, FUNNEL_CAMPAIGNS_MESSAGE, FUNNEL_EVENT_LIMITS, FUNNEL_LIMITED_MESSAGE, FUNNEL_VISIT_FULL_MESSAGE } from '../lib/limits';
import { validate } from '../lib/validate';

/**
 * POST /api/funnel-events (issue 35): `{ visitId, campaign, events: [{ name, …plan fields }] }`,
 * one visit's events in order, as the pages send them with sendBeacon when hidden. Stored in
 * funnel_events (functions/db/funnel.ts), all or none; 204. Refused with 4xx and nothing stored:
 * an unknown event or field (src/domain/funnel.ts), more than FUNNEL_BATCH_MAX events, a body
 * over the request limit, a visit past FUNNEL_EVENTS_PER_VISIT (422), a client over its rate or
 * past FUNNEL_CAMPAIGN_LIMITS distinct campaigns (429). A page posts only its own steps
 * (CLIENT_FUNNEL_EVENTS); the checkout and the order steps are the server's, stored with writer 'server'.
 */
export const funnelEvents = new Hono<AppEnv>().post('/', validate('json', funnelBatchSchema), async (c) => {
  const { visitId, campaign, events } = c.req.valid('json');
  await limitCaller(c, 'funnel-events', limitsFor(c, FUNNEL_EVENT_LIMITS), FUNNEL_LIMITED_MESSAGE);
  if (campaign) await limitDistinct(c, 'funnel-campaign', campaign, limitsFor(c, FUNNEL_CAMPAIGN_LIMITS), FUNNEL_CAMPAIGNS_MESSAGE);
  const db = c.env.DB;
  if ((await visitEventCount(db, visitId)) + events.length > FUNNEL_EVENTS_PER_VISIT) {
    throw new ApiError(422, 'visit_event_limit', FUNNEL_VISIT_FULL_MESSAGE);
  }
  const at = new Date();
  await db.batch(events.map((event) => insertFunnelEventStatement(db, { visitId, campaign, event, at, writer: 'client' })));
  return c.body(null, 204);
});
