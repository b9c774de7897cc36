/**
 * The documented answers: for each route (its canonical /api path), the valibot schema of its
 * success answer (one per status where it has several) and its name in the document. All are the
 * server's own strict response schemas (./responses/), apart from the pages' tolerant parsers
 * (src/domain/schemas/); tests/api/contract.test.ts fails on an operation answering JSON without
 * one here. Every failure is the one error shape (functions/lib/errors.ts).
 */
import { catalogueAnswerSchema } from '../../src/domain/schemas/answers/catalogue';
import * as v from 'valibot';
import { WebhookAnswer } from '../shopify/webhooks/payloads';
import { activityAnswerSchema, profileAnswerSchema } from '../../src/domain/schemas/answers/account';
import { checkoutAnswerSchema, confirmationSentAnswerSchema, orderPlacedAnswerSchema } from '../../src/domain/schemas/answers/checkout';
import {
  accountSubscriptionAnswerSchema,
  accountSubscriptionWithOrderSchema,
  accountSubscriptionWithSwitchOverSchema,
  savedAddressAnswerSchema,
  savedAddressesAnswerSchema,
  shopifyContractAnswerSchema,
} from '../../src/domain/schemas/answers/customer-account';
import { petAnswerSchema, petsPayloadAnswerSchema, petsSavedAnswerSchema, tempPetsAnswerSchema } from '../../src/domain/schemas/answers/pets';
import { olderWeightsAnswerStrictSchema, weightsAnswerStrictSchema } from '../../src/domain/schemas/answers/weights';
import {
  cancelOfferAcceptedAnswerSchema,
  cancelOfferAnswerSchema,
  cancelOffersAnswerSchema,
  planFitAnswerSchema,
  recommendationsAnswerSchema,
  subscriptionProductAnswerSchema,
  treatsAnswerSchema,
} from '../../src/domain/schemas/answers/plans';
import {
  consoleCampaignsSchema,
  consoleConnectAnswerSchema,
  consoleCustomerRecordSchema,
  consoleForecastSchema,
  consoleSubscribersSchema,
  consoleOverviewSchema,
  consoleTodaySchema,
  customerLookupAnswerSchema,
  retryRenewalAnswerSchema,
} from '../../src/domain/schemas/console';
import { consoleCatalogueSchema } from '../../src/domain/schemas/console-catalogue';
import {
  addressAnswerSchema,
  attributionAnswerSchema,
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
  subscriptionWithSwitchOverSchema,
  verifyAnswerSchema,
} from '../../src/domain/schemas/answers/records';
import {
  checkoutUrlSchema,
  cookieTestSchema,
  embedConfigSchema,
  loginLinkInfoSchema,
  loginLinkSentSchema,
  loginTokenSchema,
  okAnswerSchema,
  openApiDocumentSchema,
  photoUploadedSchema,
  quickCheckoutUrlSchema,
  successAnswerSchema,
  tempStoredSchema,
} from '../../src/domain/schemas/answers/small';

const SUBSCRIPTION_ACTIONS = ['changeDate', 'pause', 'resume', 'change-frequency', 'update-address', 'items', 'skip', 'unskip'];
const LEGACY_ACTIONS = ['items', 'update-date', 'update-frequency', 'cancel', 'update-address', 'change-product-and-frequency'];

/** Records named wherever they appear, nested ones included. */
export const NAMED = new Map<v.GenericSchema, string>([
  [subscriptionAnswerSchema, 'Subscription'],
  [accountSubscriptionAnswerSchema, 'AccountSubscription'],
  [shopifyContractAnswerSchema, 'ShopifyContract'],
  [subscriptionItemAnswerSchema, 'SubscriptionItem'],
  [billingAttemptAnswerSchema, 'BillingAttempt'],
  [legacyAnswerSchema, 'LegacySubscription'],
  [legacyItemAnswerSchema, 'LegacySubscriptionItem'],
  [addressAnswerSchema, 'Address'],
  [savedAddressAnswerSchema, 'SavedAddress'],
  [orderAnswerSchema, 'Order'],
  [petAnswerSchema, 'Pet'],
  [petsPayloadAnswerSchema, 'PetsPayload'],
  [cancelOfferAnswerSchema, 'CancelOffer'],
  [attributionAnswerSchema, 'Attribution'],
]);

const named = (name: string, schema: v.GenericSchema) => ({ name, schema });
const subscription = named('Subscription', subscriptionAnswerSchema);
const legacy = named('LegacySubscription', legacyAnswerSchema);
const switched = named('SubscriptionWithSwitchOver', subscriptionWithSwitchOverSchema);
const accountSubscription = named('AccountSubscription', accountSubscriptionAnswerSchema);
const SUB = '/api/subscriptions';
const LEGACY = '/api/legacy-subscriptions';
const CA = '/api/customer-account';
const CA_SUB = `${CA}/subscriptions`;
const STAFF = '/api/console/customers/:customerId/subscriptions';
const STAFF_LEGACY = '/api/console/customers/:customerId/legacy-subscriptions';

/** `METHOD /path` (Hono's `:param` form, canonical /api path; ` STATUS` after it where the success is not 200) → the answer's schema and its name in the document. */
export const ANSWERS: Record<string, { name: string; schema: v.GenericSchema }> = {
  'GET /api/health': named('Ok', okAnswerSchema),
  'GET /api/catalogue': named('Catalogue', catalogueAnswerSchema),
  'POST /api/console/connect': named('ConsoleConnect', consoleConnectAnswerSchema),
  'GET /api/console/overview': named('ConsoleOverview', consoleOverviewSchema),
  'GET /api/console/today': named('ConsoleToday', consoleTodaySchema),
  'GET /api/console/subscribers': named('ConsoleSubscribers', consoleSubscribersSchema),
  'GET /api/console/forecast': named('ConsoleForecast', consoleForecastSchema),
  'GET /api/console/campaigns': named('ConsoleCampaigns', consoleCampaignsSchema),
  'POST /api/console/dead-renewals/:id/retry': named('RetryRenewal', retryRenewalAnswerSchema),
  'GET /api/console/customers': named('ConsoleCustomers', customerLookupAnswerSchema),
  'GET /api/console/catalogue': named('ConsoleCatalogue', consoleCatalogueSchema),
  'POST /api/console/catalogue/recipes/:id': named('ConsoleCatalogue', consoleCatalogueSchema),
  'POST /api/console/catalogue/repair': named('ConsoleCatalogue', consoleCatalogueSchema),
  'GET /api/console/customers/:id': named('ConsoleCustomer', consoleCustomerRecordSchema),
  'POST /api/console/customers/:id/login-link': named('Ok', okAnswerSchema),
  ...Object.fromEntries(
    ['skip', 'unskip', 'pause', 'resume', 'changeDate', 'change-frequency', 'update-address'].map((a) => [`POST ${STAFF}/:id/${a}`, subscription]),
  ),
  [`POST ${STAFF}/:id/ship-now`]: named('SubscriptionWithOrder', subscriptionWithOrderSchema),
  [`DELETE ${STAFF}/:id`]: subscription,
  [`POST ${STAFF}/:id/change-product-and-frequency`]: switched,
  ...Object.fromEntries(
    ['update-date', 'update-frequency', 'cancel', 'update-address', 'change-product-and-frequency'].map((a) => [`POST ${STAFF_LEGACY}/:id/${a}`, legacy]),
  ),
  [`POST ${STAFF_LEGACY}/:id/ship-today-webhook`]: named('LegacySubscriptionWithOrder', legacyWithOrderSchema),
  'POST /api/console/customers/:customerId/pets/:id/weights': named('DogJourney', weightsAnswerStrictSchema),
  'GET /api/embed-config': named('EmbedConfig', embedConfigSchema),
  'GET /api/test': named('CookieTest', cookieTestSchema),
  'POST /api/auth/logout': named('Ok', okAnswerSchema),
  'POST /api/auth/request-link': named('LoginLinkSent', loginLinkSentSchema),
  'POST /api/auth/generate-magic-link': named('LoginToken', loginTokenSchema),
  'GET /api/auth/app-proxy/token': named('LoginToken', loginTokenSchema),
  'POST /api/email-plan': named('Success', successAnswerSchema),
  'POST /api/pets/temp-store': named('TempPetsStored', tempStoredSchema),
  'POST /api/upload-photo': named('PhotoUploaded', photoUploadedSchema),
  'GET /api/pets/by-customer/:customerId': named('PetsPayload', petsPayloadAnswerSchema),
  'GET /api/pets/temp-get': named('TempPets', tempPetsAnswerSchema),
  [`POST ${SUB}/updateBilling`]: named('Success', successAnswerSchema),
  [`POST ${LEGACY}/:id/quick-checkout-url`]: named('QuickCheckoutUrl', quickCheckoutUrlSchema),
  'GET /api/auth/check-session': named('Session', sessionAnswerSchema),
  'POST /api/auth/verify': named('SessionStarted', verifyAnswerSchema),
  'POST /api/auth/link-info': named('LoginLinkInfo', loginLinkInfoSchema),
  'GET /api/pets': named('PetsPayload', petsPayloadAnswerSchema),
  'POST /api/pets': named('PetsSaved', petsSavedAnswerSchema),
  'POST /api/pets/calculate': named('PetsSaved', petsSavedAnswerSchema),
  'GET /api/pets/:id/weights': named('DogJourney', weightsAnswerStrictSchema),
  'GET /api/pets/:id/weights/older': named('OlderWeighings', olderWeightsAnswerStrictSchema),
  'POST /api/pets/:id/weights': named('DogJourney', weightsAnswerStrictSchema),
  'POST /api/pets/:id/journey': named('DogJourney', weightsAnswerStrictSchema),
  'POST /api/pets/recommendations': named('Recommendations', recommendationsAnswerSchema),
  'POST /api/pets/checkout-url': named('CheckoutUrl', checkoutUrlSchema),
  'GET /api/checkout/:id': named('Checkout', checkoutAnswerSchema),
  'POST /api/checkout/:id/complete 201': named('OrderPlaced', orderPlacedAnswerSchema),
  'POST /api/checkout/:id/complete 202': named('ConfirmationSent', confirmationSentAnswerSchema),
  'POST /api/checkout/:id/confirm 201': named('OrderPlaced', orderPlacedAnswerSchema),
  'GET /api/shopify/get-collection': named('Treats', treatsAnswerSchema),
  'GET /api/shopify/subscription-product/:variantId': named('SubscriptionProduct', subscriptionProductAnswerSchema),
  'GET /api/profile': named('Profile', profileAnswerSchema),
  'GET /api/activity': named('Activity', activityAnswerSchema),
  'GET /api/openapi.json': named('OpenApiDocument', openApiDocumentSchema),
  'POST /webhooks/shopify': named('WebhookAnswer', WebhookAnswer),
  'GET /api/orders/customer/:customerId': named('OrderPage', orderPageAnswerSchema),
  [`GET ${SUB}/customer/:customerId`]: named('SubscriptionList', v.array(subscriptionAnswerSchema)),
  [`GET ${SUB}/:id`]: subscription,
  [`GET ${SUB}/:id/plan-fit`]: named('PlanFit', planFitAnswerSchema),
  [`POST ${SUB}/:id/cancel-offers`]: named('CancelOffers', cancelOffersAnswerSchema),
  [`POST ${SUB}/:id/cancel-offers/accept`]: named('CancelOfferAccepted', cancelOfferAcceptedAnswerSchema),
  [`DELETE ${SUB}/:id`]: subscription,
  [`DELETE ${SUB}/:id/items/:itemId`]: subscription,
  ...Object.fromEntries(SUBSCRIPTION_ACTIONS.map((a) => [`POST ${SUB}/:id/${a}`, subscription])),
  [`POST ${SUB}/:id/ship-now`]: named('SubscriptionWithOrder', subscriptionWithOrderSchema),
  [`POST ${SUB}/:id/change-product-and-frequency`]: switched,
  [`POST ${SUB}/:id/retry-payment`]: named('SubscriptionWithOrder', subscriptionWithOrderSchema),
  [`GET ${CA_SUB}`]: named('AccountSubscriptionList', v.array(accountSubscriptionAnswerSchema)),
  [`GET ${CA_SUB}/:id`]: accountSubscription,
  [`GET ${CA_SUB}/:id/plan-fit`]: named('PlanFit', planFitAnswerSchema),
  [`POST ${CA_SUB}/:id/cancel-offers`]: named('CancelOffers', cancelOffersAnswerSchema),
  [`POST ${CA_SUB}/:id/cancel-offers/accept`]: named('CancelOfferAccepted', cancelOfferAcceptedAnswerSchema),
  [`DELETE ${CA_SUB}/:id`]: accountSubscription,
  ...Object.fromEntries(
    ['changeDate', 'pause', 'resume', 'change-frequency', 'update-address', 'items', 'skip', 'unskip'].map((a) => [
      `POST ${CA_SUB}/:id/${a}`,
      accountSubscription,
    ]),
  ),
  [`POST ${CA_SUB}/:id/ship-now`]: named('AccountSubscriptionWithOrder', accountSubscriptionWithOrderSchema),
  [`POST ${CA_SUB}/:id/change-product-and-frequency`]: named('AccountSubscriptionWithSwitchOver', accountSubscriptionWithSwitchOverSchema),
  [`GET ${CA}/addresses`]: named('SavedAddresses', savedAddressesAnswerSchema),
  [`GET ${CA}/pets`]: named('PetsPayload', petsPayloadAnswerSchema),
  [`POST ${CA}/pets`]: named('PetsSaved', petsSavedAnswerSchema),
  [`GET ${CA}/pets/:id/weights/older`]: named('OlderWeighings', olderWeightsAnswerStrictSchema),
  ...Object.fromEntries(
    ['GET weights', 'POST weights', 'POST journey']
      .map((m) => m.split(' '))
      .map(([method, path]) => [`${method} ${CA}/pets/:id/${path}`, named('DogJourney', weightsAnswerStrictSchema)]),
  ),
  [`GET ${LEGACY}/by-shopify-id/:customerId`]: named('LegacySubscriptionList', v.array(legacyAnswerSchema)),
  [`DELETE ${LEGACY}/:id/items/:itemId`]: legacy,
  ...Object.fromEntries(LEGACY_ACTIONS.map((a) => [`POST ${LEGACY}/:id/${a}`, legacy])),
  [`POST ${LEGACY}/:id/ship-today-webhook`]: named('LegacySubscriptionWithOrder', legacyWithOrderSchema),
};
