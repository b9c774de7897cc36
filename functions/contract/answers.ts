/**
 * The documented answers: for each route (its /api path), the valibot schema of its success
 * answer — the same schemas the islands parse answers with. Routes not listed answer JSON
 * documented as an object; every route's failures are the one error shape (functions/lib/errors.ts).
 */
import * as v from 'valibot';
import { sessionAnswerSchema } from '../../src/domain/schemas/auth';
import { linkInfoAnswerSchema } from '../../src/domain/schemas/login-link';
import { ordersAnswerSchema } from '../../src/domain/schemas/order';
import { petsDataSchema, petsSaveAnswerSchema } from '../../src/domain/schemas/pet';
import { checkoutUrlAnswerSchema, recommendationsAnswerSchema, treatsAnswerSchema } from '../../src/domain/schemas/shop';
import { acceptCancelOfferAnswerSchema, cancelOffersAnswerSchema } from '../../src/domain/schemas/cancel-offers';
import { planFitSchema } from '../../src/domain/schemas/plan-fit';
import { legacySubscriptionSchema, subscriptionSchema } from '../../src/domain/schemas/subscription';
import { WebhookAnswer } from '../shopify/webhooks/payloads';

const SUBSCRIPTION_ACTIONS = [
  'changeDate',
  'pause',
  'resume',
  'change-frequency',
  'change-product-and-frequency',
  'update-address',
  'ship-now',
  'items',
  'skip',
  'unskip',
];
const LEGACY_ACTIONS = ['ship-today-webhook', 'items', 'update-date', 'update-frequency', 'cancel', 'update-address', 'change-product-and-frequency'];

/** `METHOD /path` (Hono's `:param` form) → the 200 answer's schema. */
export const ANSWERS: Record<string, v.GenericSchema> = {
  'GET /api/auth/check-session': sessionAnswerSchema,
  'POST /api/auth/link-info': linkInfoAnswerSchema,
  'GET /api/pets': petsDataSchema,
  'POST /api/pets': petsSaveAnswerSchema,
  'POST /api/pets/calculate': petsSaveAnswerSchema,
  'POST /api/pets/recommendations': recommendationsAnswerSchema,
  'POST /api/pets/checkout-url': checkoutUrlAnswerSchema,
  'GET /api/shopify/get-collection': treatsAnswerSchema,
  'POST /webhooks/shopify': WebhookAnswer,
  'GET /api/orders/customer/:customerId': ordersAnswerSchema,
  'GET /api/subscriptions/customer/:customerId': v.array(subscriptionSchema),
  'GET /api/subscriptions/:id': subscriptionSchema,
  'GET /api/subscriptions/:id/plan-fit': planFitSchema,
  'POST /api/subscriptions/:id/cancel-offers': cancelOffersAnswerSchema,
  'POST /api/subscriptions/:id/cancel-offers/accept': acceptCancelOfferAnswerSchema,
  'DELETE /api/subscriptions/:id': subscriptionSchema,
  'DELETE /api/subscriptions/:id/items/:itemId': subscriptionSchema,
  ...Object.fromEntries(SUBSCRIPTION_ACTIONS.map((a) => [`POST /api/subscriptions/:id/${a}`, subscriptionSchema])),
  'GET /api/legacy-subscriptions/by-shopify-id/:customerId': v.array(legacySubscriptionSchema),
  'DELETE /api/legacy-subscriptions/:id/items/:itemId': legacySubscriptionSchema,
  ...Object.fromEntries(LEGACY_ACTIONS.map((a) => [`POST /api/legacy-subscriptions/:id/${a}`, legacySubscriptionSchema])),
};

/** The spec's unprefixed paths answer as their /api twins; Shopify's webhooks have only their own path. */
export const canonicalPath = (path: string) => (path.startsWith('/api/') || path.startsWith('/webhooks/') ? path : `/api${path}`);
