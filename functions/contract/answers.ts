/**
 * The documented answers: for each route (its canonical /api path), the valibot schema of its
 * success answer and its name in the document. The main records (subscriptions, legacy ones,
 * orders, the session) are the server's own strict response schemas (./responses/records.ts);
 * the others are still the schemas the islands parse answers with. Routes not listed answer JSON
 * documented as an object; every failure is the one error shape (functions/lib/errors.ts).
 */
import * as v from 'valibot';
import { linkInfoAnswerSchema } from '../../src/domain/schemas/login-link';
import { petsDataSchema, petsSaveAnswerSchema } from '../../src/domain/schemas/pet';
import { checkoutUrlAnswerSchema, recommendationsAnswerSchema, treatsAnswerSchema } from '../../src/domain/schemas/shop';
import { acceptCancelOfferAnswerSchema, cancelOffersAnswerSchema } from '../../src/domain/schemas/cancel-offers';
import { planFitSchema } from '../../src/domain/schemas/plan-fit';
import {
  consoleCampaignsSchema,
  consoleCustomerRecordSchema,
  consoleForecastSchema,
  consoleSubscribersSchema,
  consoleTodaySchema,
  customerLookupAnswerSchema,
  retryRenewalAnswerSchema,
} from '../../src/domain/schemas/console';
import {
  addressAnswerSchema,
  billingAttemptAnswerSchema,
  legacyAnswerSchema,
  legacyItemAnswerSchema,
  legacyWithOrderSchema,
  orderAnswerSchema,
  orderPageAnswerSchema,
  sessionAnswerSchema,
  subscriptionAnswerSchema,
  subscriptionItemAnswerSchema,
  subscriptionWithOrderSchema,
  verifyAnswerSchema,
} from './responses/records';
import { WebhookAnswer } from '../shopify/webhooks/payloads';
import {
  cookieTestSchema,
  embedConfigSchema,
  loginLinkSentSchema,
  loginTokenSchema,
  okAnswerSchema,
  photoUploadedSchema,
  quickCheckoutUrlSchema,
  successAnswerSchema,
  tempStoredSchema,
} from './responses/small';

const SUBSCRIPTION_ACTIONS = ['changeDate', 'pause', 'resume', 'change-frequency', 'change-product-and-frequency', 'update-address', 'items', 'skip', 'unskip'];
const LEGACY_ACTIONS = ['items', 'update-date', 'update-frequency', 'cancel', 'update-address', 'change-product-and-frequency'];

/** Records named wherever they appear, nested ones included. */
export const NAMED = new Map<v.GenericSchema, string>([
  [subscriptionAnswerSchema, 'Subscription'],
  [subscriptionItemAnswerSchema, 'SubscriptionItem'],
  [billingAttemptAnswerSchema, 'BillingAttempt'],
  [legacyAnswerSchema, 'LegacySubscription'],
  [legacyItemAnswerSchema, 'LegacySubscriptionItem'],
  [addressAnswerSchema, 'Address'],
  [orderAnswerSchema, 'Order'],
]);

const named = (name: string, schema: v.GenericSchema) => ({ name, schema });
const subscription = named('Subscription', subscriptionAnswerSchema);
const legacy = named('LegacySubscription', legacyAnswerSchema);
const SUB = '/api/subscriptions';
const LEGACY = '/api/legacy-subscriptions';

/** `METHOD /path` (Hono's `:param` form, canonical /api path) → the 200 answer's schema and its name in the document. */
export const ANSWERS: Record<string, { name: string; schema: v.GenericSchema }> = {
  'GET /api/health': named('Ok', okAnswerSchema),
  'GET /api/console/today': named('ConsoleToday', consoleTodaySchema),
  'GET /api/console/subscribers': named('ConsoleSubscribers', consoleSubscribersSchema),
  'GET /api/console/forecast': named('ConsoleForecast', consoleForecastSchema),
  'GET /api/console/campaigns': named('ConsoleCampaigns', consoleCampaignsSchema),
  'POST /api/console/dead-renewals/:id/retry': named('RetryRenewal', retryRenewalAnswerSchema),
  'GET /api/console/customers': named('ConsoleCustomers', customerLookupAnswerSchema),
  'GET /api/console/customers/:id': named('ConsoleCustomer', consoleCustomerRecordSchema),
  'POST /api/console/customers/:id/login-link': named('Ok', okAnswerSchema),
  'GET /api/embed-config': named('EmbedConfig', embedConfigSchema),
  'GET /api/test': named('CookieTest', cookieTestSchema),
  'POST /api/auth/logout': named('Ok', okAnswerSchema),
  'POST /api/auth/request-link': named('LoginLinkSent', loginLinkSentSchema),
  'POST /api/auth/generate-magic-link': named('LoginToken', loginTokenSchema),
  'GET /api/auth/app-proxy/token': named('LoginToken', loginTokenSchema),
  'POST /api/email-plan': named('Success', successAnswerSchema),
  'POST /api/pets/temp-store': named('TempPetsStored', tempStoredSchema),
  'POST /api/upload-photo': named('PhotoUploaded', photoUploadedSchema),
  'GET /api/pets/by-customer/:customerId': named('PetsPayload', petsDataSchema),
  [`POST ${SUB}/updateBilling`]: named('Success', successAnswerSchema),
  [`POST ${LEGACY}/:id/quick-checkout-url`]: named('QuickCheckoutUrl', quickCheckoutUrlSchema),
  'GET /api/auth/check-session': named('Session', sessionAnswerSchema),
  'POST /api/auth/verify': named('SessionStarted', verifyAnswerSchema),
  'POST /api/auth/link-info': named('LoginLinkInfo', linkInfoAnswerSchema),
  'GET /api/pets': named('PetsPayload', petsDataSchema),
  'POST /api/pets': named('PetsSaved', petsSaveAnswerSchema),
  'POST /api/pets/calculate': named('PetsSaved', petsSaveAnswerSchema),
  'POST /api/pets/recommendations': named('Recommendations', recommendationsAnswerSchema),
  'POST /api/pets/checkout-url': named('CheckoutUrl', checkoutUrlAnswerSchema),
  'GET /api/shopify/get-collection': named('Treats', treatsAnswerSchema),
  'POST /webhooks/shopify': named('WebhookAnswer', WebhookAnswer),
  'GET /api/orders/customer/:customerId': named('OrderPage', orderPageAnswerSchema),
  [`GET ${SUB}/customer/:customerId`]: named('SubscriptionList', v.array(subscriptionAnswerSchema)),
  [`GET ${SUB}/:id`]: subscription,
  [`GET ${SUB}/:id/plan-fit`]: named('PlanFit', planFitSchema),
  [`POST ${SUB}/:id/cancel-offers`]: named('CancelOffers', cancelOffersAnswerSchema),
  [`POST ${SUB}/:id/cancel-offers/accept`]: named('CancelOfferAccepted', acceptCancelOfferAnswerSchema),
  [`DELETE ${SUB}/:id`]: subscription,
  [`DELETE ${SUB}/:id/items/:itemId`]: subscription,
  ...Object.fromEntries(SUBSCRIPTION_ACTIONS.map((a) => [`POST ${SUB}/:id/${a}`, subscription])),
  [`POST ${SUB}/:id/ship-now`]: named('SubscriptionWithOrder', subscriptionWithOrderSchema),
  [`POST ${SUB}/:id/retry-payment`]: named('SubscriptionWithOrder', subscriptionWithOrderSchema),
  [`GET ${LEGACY}/by-shopify-id/:customerId`]: named('LegacySubscriptionList', v.array(legacyAnswerSchema)),
  [`DELETE ${LEGACY}/:id/items/:itemId`]: legacy,
  ...Object.fromEntries(LEGACY_ACTIONS.map((a) => [`POST ${LEGACY}/:id/${a}`, legacy])),
  [`POST ${LEGACY}/:id/ship-today-webhook`]: named('LegacySubscriptionWithOrder', legacyWithOrderSchema),
};
