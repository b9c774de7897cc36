/**
 * What the routes cannot say about themselves: each operation's name, summary, resource, who may
 * call it, and the answers beyond the common ones (functions/contract/statuses.ts). Keyed by
 * `METHOD /path` in Hono's form at the operation's one canonical path; a route registered without
 * an entry here is documented as "undocumented" and fails tests/api/contract.test.ts by name.
 */

import { actionRow, doorActions, type Door } from '../../src/domain/subscription-action-table';

export type Tag =
  | 'Auth'
  | 'Pets'
  | 'Photos'
  | 'Plans'
  | 'Checkout'
  | 'Subscriptions'
  | 'Legacy subscriptions'
  | 'Orders'
  | 'Account'
  | 'Shop'
  | 'Funnel'
  | 'Webhooks'
  | 'Service'
  | 'Console'
  | 'Customer account';

/**
 * - `session`: the session cookie or bearer token (401 `unauthenticated` without one);
 * - `optional`: works without a session and does more with one;
 * - `appProxy`: Shopify's app-proxy signature in the query;
 * - `webhook`: Shopify's HMAC of the raw body;
 * - `idToken`: the shop's staff in Shopify admin: App Bridge's ID token as a bearer token (401 `invalid_id_token` without a valid one);
 * - `sessionToken`: a customer in Shopify's customer account pages: our UI extension's session token as a bearer token (401 `invalid_session_token`);
 * - `none`: anyone (a signature in the body, where there is one, is part of the body's schema).
 */
export type Access = 'session' | 'optional' | 'appProxy' | 'webhook' | 'idToken' | 'sessionToken' | 'none';

export interface OperationInfo {
  id: string;
  summary: string;
  tag: Tag;
  access: Access;
  /** Failure statuses this operation adds to the common ones. */
  fails?: number[];
  /** The success answer when it is not 200 JSON: status(es) and media type (null: no body). */
  success?: { statuses: number[]; media?: string | null };
}

type ActionOperation = NonNullable<ReturnType<typeof actionRow>['operation']>;

const op = (id: string, tag: Tag, access: Access, summary: string, extra: Partial<OperationInfo> = {}): OperationInfo => ({
  id,
  tag,
  access,
  summary,
  ...extra,
});

// The calls a legacy subscription shares in shape with a subscription's (the list, treats, address, bag): functions/routes/legacy-subscriptions.ts.
const recordCalls = (prefix: string, noun: string, tag: Tag, listPath: string): Record<string, OperationInfo> => ({
  [`GET ${prefix}${listPath}`]: op(`listCustomer${noun}s`, tag, 'session', `The customer's ${tag.toLowerCase()}`),
  [`POST ${prefix}/:id/items`]: op(`add${noun}Items`, tag, 'session', 'Add treats, once or every delivery', { fails: [409] }),
  [`DELETE ${prefix}/:id/items/:itemId`]: op(`remove${noun}Item`, tag, 'session', 'Remove an added item', { fails: [409] }),
  [`POST ${prefix}/:id/update-address`]: op(`update${noun}Address`, tag, 'session', 'Change the delivery address (New Zealand only)', { fails: [409, 502] }),
  [`POST ${prefix}/:id/change-product-and-frequency`]: op(`change${noun}Product`, tag, 'session', 'Switch to another kibble bag and frequency', {
    fails: [409, 502],
  }),
});

/**
 * The subscription actions a door offers (src/domain/subscription-action-table.ts), documented
 * from their rows: the dashboard's by session, the customer account's by session token (its ids
 * say `Account`), the console's by ID token (`staff…`, "For the customer: …").
 */
const DOOR_OPERATION: Record<Door, (operation: ActionOperation) => { id: string; summary: string; tag: Tag; access: Access; fails: number[] }> = {
  dashboard: (o) => ({ id: o.id, summary: o.summary, tag: 'Subscriptions', access: 'session', fails: [...(o.fails ?? [])] }),
  // 403: a browser origin other than the extensions' (functions/customer-account/cors.ts), GETs included.
  account: (o) => ({
    id: o.id.replace('Subscription', 'AccountSubscription'),
    summary: o.summary,
    tag: 'Customer account',
    access: 'sessionToken',
    fails: [403, ...(o.fails ?? [])],
  }),
  staff: (o) => ({
    id: o.staffId ?? `staff${o.id[0]!.toUpperCase()}${o.id.slice(1)}`,
    summary: `For the customer: ${o.summary[0]!.toLowerCase()}${o.summary.slice(1)}`,
    tag: 'Console',
    access: 'idToken',
    fails: [...(o.fails ?? [])],
  }),
};

const actionCalls = (door: Door, prefix: string): Record<string, OperationInfo> =>
  Object.fromEntries(
    doorActions(door).map((name) => {
      const row = actionRow(name);
      const { id, summary, tag, access, fails } = DOOR_OPERATION[door](row.operation!);
      return [`${row.route!.method.toUpperCase()} ${prefix}/:id${row.route!.path}`, op(id, tag, access, summary, fails.length ? { fails } : {})];
    }),
  );

// The same for a subscription from before contracts: the customer's own legacy calls, by ID token.
const staffLegacyCalls = (prefix: string): Record<string, OperationInfo> => {
  const staff = (id: string, summary: string, fails: number[]) => op(id, 'Console', 'idToken', `For the customer (legacy): ${summary}`, { fails });
  return {
    [`POST ${prefix}/:id/ship-today-webhook`]: staff('staffShipLegacyToday', 'charge and ship today', [402, 409, 502]),
    [`POST ${prefix}/:id/update-date`]: staff('staffChangeLegacyDate', 'move the next delivery', [409, 502]),
    [`POST ${prefix}/:id/update-frequency`]: staff('staffChangeLegacyFrequency', 'change how often it ships (7–90 days)', [409, 502]),
    [`POST ${prefix}/:id/update-address`]: staff('staffUpdateLegacyAddress', 'change the delivery address (New Zealand only)', [409, 502]),
    [`POST ${prefix}/:id/change-product-and-frequency`]: staff('staffChangeLegacyProduct', 'another kibble bag and frequency', [409, 502]),
    [`POST ${prefix}/:id/cancel`]: staff('staffCancelLegacy', 'cancel, with a listed reason', [409, 502]),
  };
};

const SUB = '/api/subscriptions';
const LEGACY = '/api/legacy-subscriptions';
/** What the customer account UI extensions call (functions/routes/customer-account.ts). */
const CA = '/api/customer-account';
const CA_SUB = `${CA}/subscriptions`;
// 403: a browser origin other than the extensions' (functions/customer-account/cors.ts), GETs included.
const ca = (id: string, summary: string, fails: number[] = []) => op(id, 'Customer account', 'sessionToken', summary, { fails: [403, ...fails] });

export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/health': op('getHealth', 'Service', 'none', 'Whether the Worker and its database answer'),
  'GET /api/catalogue': op('getCatalogue', 'Shop', 'none', 'The shop’s kibbles, bag sizes, prices, treats and selling plans'),
  'GET /api/embed-config': op('getEmbedConfig', 'Service', 'none', 'The shop origins that may frame the dashboard'),
  'GET /api/openapi.json': op('getOpenApiDocument', 'Service', 'none', 'This document'),
  'GET /api/test': op('testCookies', 'Service', 'optional', 'Whether cookies survive in the shop’s frame (developer page /cookie-test)'),

  'GET /api/auth/check-session': op('getSession', 'Auth', 'session', 'Who is logged in'),
  'POST /api/auth/verify': op('verifyLoginToken', 'Auth', 'none', 'Exchange a one-time login token for a session', { fails: [401, 429] }),
  'POST /api/auth/link-info': op('getLoginLinkInfo', 'Auth', 'session', 'Whose is this login link (before it is spent)', { fails: [410, 429] }),
  'POST /api/auth/logout': op('logout', 'Auth', 'optional', 'End the session'),
  'POST /api/auth/generate-magic-link': op('createShopLoginToken', 'Auth', 'none', 'A one-time login token for the shop’s signed-in customer', {
    fails: [401, 409],
  }),
  'POST /api/auth/request-link': op('requestLoginLink', 'Auth', 'none', 'E-mail a login link', { fails: [429, 502] }),
  'GET /api/auth/app-proxy/token': op('createAppProxyLoginToken', 'Auth', 'appProxy', 'A one-time login token through Shopify’s app proxy'),

  'POST /api/pets/temp-store': op('storeTempPets', 'Pets', 'none', 'Keep the pets typed so far for a short while', { fails: [429] }),
  'GET /api/pets/temp-get': op('getTempPets', 'Pets', 'none', 'The pets kept by temp-store', { fails: [404] }),
  'GET /api/pets': op('getPets', 'Pets', 'session', 'The customer’s pets with their feeding numbers'),
  'POST /api/pets': op('savePets', 'Pets', 'session', 'Save the customer’s pets'),
  'POST /api/pets/calculate': op('calculatePets', 'Pets', 'none', 'Feeding numbers for pets, stored nowhere'),
  'GET /api/pets/:id/weights': op('getPetWeights', 'Pets', 'session', 'A dog’s weight journal, chart, target and birthday ahead', { fails: [404] }),
  'GET /api/pets/:id/weights/older': op('getOlderPetWeights', 'Pets', 'session', 'A page of a dog’s weighings before the chart’s window', { fails: [404] }),
  'POST /api/pets/:id/weights': op('addPetWeight', 'Pets', 'session', 'Add a weighing for today or a past day', { fails: [404, 409, 429] }),
  'POST /api/pets/:id/journey': op('updatePetJourney', 'Pets', 'session', 'A dog’s target weight, weigh-in reminders and kept life stage', {
    fails: [404, 429],
  }),
  'GET /api/pets/by-customer/:customerId': op('getCustomerPets', 'Pets', 'session', 'The pets of the logged-in customer, by id'),
  'POST /api/pets/recommendations': op('getRecommendations', 'Plans', 'none', 'Kibble recommendations for the pets'),
  'POST /api/pets/checkout-url': op('createCheckoutUrl', 'Checkout', 'optional', 'A checkout for a kibble bag on a selling plan', { fails: [409, 429, 502] }),
  'POST /api/email-plan': op('emailFeedingPlan', 'Plans', 'none', 'E-mail the feeding plan', { fails: [429, 502] }),
  'GET /api/photos/:key': op('getPetPhoto', 'Photos', 'none', 'A pet photo', { success: { statuses: [200], media: 'image/*' } }),
  'POST /api/upload-photo': op('uploadPetPhoto', 'Photos', 'session', 'Upload a pet photo', { fails: [409, 429] }),

  'GET /api/checkout/:id': op('getCheckout', 'Checkout', 'optional', 'The local checkout’s order and prefilled details'),
  'POST /api/checkout/:id/complete': op('completeCheckout', 'Checkout', 'optional', 'Pay and place the order', {
    fails: [402, 409, 410, 422, 502],
    success: { statuses: [201, 202] },
  }),
  'POST /api/checkout/:id/confirm': op('confirmCheckout', 'Checkout', 'none', 'Place an order confirmed from its e-mail', {
    fails: [402, 409, 410, 422, 502],
    success: { statuses: [201] },
  }),

  [`GET ${SUB}/customer/:customerId`]: op('listCustomerSubscriptions', 'Subscriptions', 'session', "The customer's subscriptions"),
  ...actionCalls('dashboard', SUB),
  [`POST ${SUB}/updateBilling`]: op('requestBillingUpdate', 'Subscriptions', 'session', 'E-mail a link to update the card', { fails: [404, 409, 502] }),

  ...recordCalls(LEGACY, 'LegacySubscription', 'Legacy subscriptions', '/by-shopify-id/:customerId'),
  [`POST ${LEGACY}/:id/quick-checkout-url`]: op(
    'createLegacyQuickCheckoutUrl',
    'Legacy subscriptions',
    'session',
    'Confirm & Pay: a checkout for the next order',
    { fails: [409, 502] },
  ),
  [`POST ${LEGACY}/:id/ship-today-webhook`]: op('shipLegacySubscriptionToday', 'Legacy subscriptions', 'session', 'Reorder now', { fails: [402, 409, 502] }),
  [`POST ${LEGACY}/:id/update-date`]: op('changeLegacySubscriptionDate', 'Legacy subscriptions', 'session', 'Move the next delivery', { fails: [409, 502] }),
  [`POST ${LEGACY}/:id/update-frequency`]: op('changeLegacySubscriptionFrequency', 'Legacy subscriptions', 'session', 'Change how often it ships (7–90 days)', {
    fails: [409, 502],
  }),
  [`POST ${LEGACY}/:id/cancel`]: op('cancelLegacySubscription', 'Legacy subscriptions', 'session', 'Cancel, with a listed reason', { fails: [409, 502] }),

  'GET /api/orders/customer/:customerId': op('listCustomerOrders', 'Orders', 'session', 'The customer’s orders, newest first, a page at a time'),
  'GET /api/console/subscribers': op(
    'getConsoleSubscribers',
    'Console',
    'idToken',
    'Subscribers, MRR, and 30 days of cancellations, save offers, skips and pauses, as of the latest snapshot',
  ),
  'GET /api/console/forecast': op(
    'getConsoleForecast',
    'Console',
    'idToken',
    'Kibble to ship per recipe and bag size beside what the dogs eat, for 7, 30 and 90 days, as of the latest snapshot',
  ),
  'GET /api/console/forecast.csv': op('getConsoleForecastCsv', 'Console', 'idToken', 'The kibble forecast’s shipping lines as CSV, from the same snapshot', {
    success: { statuses: [200], media: 'text/csv' },
  }),
  'POST /api/console/dead-renewals/:id/retry': op(
    'retryDeadRenewal',
    'Console',
    'idToken',
    'Retry now: a dead-lettered renewal back on the renewal queue, once',
  ),
  'GET /api/console/catalogue': op(
    'getConsoleCatalogue',
    'Console',
    'idToken',
    'Plans & recipes: the recipes, bags and prices the app offers, its selling plans and their state, the products it leaves out and why, and the subscribers on something no longer sold',
  ),
  'POST /api/console/catalogue/recipes/:id': op(
    'setConsoleRecipeFacts',
    'Console',
    'idToken',
    'A recipe’s kcal per kg and protein %, audited with the staff member',
    {
      fails: [502],
    },
  ),
  'POST /api/console/catalogue/repair': op(
    'repairConsolePlans',
    'Console',
    'idToken',
    'Repair plans: read the shop’s catalogue again and create or put back the app’s selling plan group (Shopify mode), audited with the staff member; the shop’s refusal is in plans.error',
    { fails: [502] },
  ),
  'GET /api/console/customers': op('findConsoleCustomers', 'Console', 'idToken', 'Customers whose e-mail, first or last name starts with the query'),
  'GET /api/console/customers/:id': op('getConsoleCustomer', 'Console', 'idToken', 'A customer’s subscriptions, dogs, orders and timeline, read-only'),
  'POST /api/console/customers/:id/login-link': op('sendConsoleLoginLink', 'Console', 'idToken', 'Send login link: the customer’s own login mail', {
    fails: [502],
  }),
  ...actionCalls('staff', `/api/console/customers/:customerId/subscriptions`),
  ...staffLegacyCalls(`/api/console/customers/:customerId/legacy-subscriptions`),
  'POST /api/console/customers/:customerId/pets/:id/weights': op(
    'staffAddPetWeight',
    'Console',
    'idToken',
    'For the customer: a weighing of their dog for today or a past day, into its weight journal',
    { fails: [409, 429] },
  ),
  'GET /api/console/campaigns': op('getConsoleCampaigns', 'Console', 'idToken', 'The funnel by campaign for the last 30 days'),
  'POST /api/console/connect': op('connectConsole', 'Console', 'idToken', 'The shop’s Admin API token by token exchange, while the app has none', {
    fails: [502],
  }),
  'GET /api/console/overview': op(
    'getConsoleOverview',
    'Console',
    'idToken',
    'What the console opens on: Today, Subscribers, the forecast and Campaigns in one call',
  ),
  'GET /api/console/today': op('getConsoleToday', 'Console', 'idToken', 'Today’s renewals, failures and dead letters, webhooks and the last scheduled run'),

  [`GET ${CA_SUB}`]: ca('listAccountSubscriptions', 'The token’s customer’s subscriptions'),
  ...actionCalls('account', CA_SUB),
  [`GET ${CA}/addresses`]: ca('listAccountSavedAddresses', 'The addresses we hold for the token’s customer, to pick a delivery address from'),
  [`GET ${CA}/pets/:id/weights`]: ca('getAccountPetWeights', 'A dog’s weight journal, chart, target and birthday ahead', [404]),
  [`GET ${CA}/pets/:id/weights/older`]: ca('getOlderAccountPetWeights', 'A page of a dog’s weighings before the chart’s window', [404]),
  [`POST ${CA}/pets/:id/weights`]: ca('addAccountPetWeight', 'Add a weighing for today or a past day', [404, 409, 429]),
  [`POST ${CA}/pets/:id/journey`]: ca('updateAccountPetJourney', 'A dog’s target weight, weigh-in reminders and kept life stage', [404, 429]),
  [`GET ${CA}/pets`]: ca('getAccountPets', 'The token’s customer’s dogs with their feeding numbers', [404]),
  [`POST ${CA}/pets`]: ca('saveAccountPets', 'Save the dogs (a new weight): the plan fit follows', [404]),

  'GET /api/activity': op('listActivity', 'Account', 'session', 'What happened to the customer’s subscriptions'),
  'GET /api/profile': op('getProfile', 'Account', 'session', 'The customer’s name, e-mail and address'),
  'GET /api/shopify/get-collection': op('listTreats', 'Shop', 'none', 'The treats that can be added to a subscription', { fails: [502] }),
  'GET /api/shopify/subscription-product/:variantId': op('getSubscriptionProduct', 'Shop', 'none', 'A kibble bag with its selling plans'),
  'POST /api/funnel-events': op('recordFunnelEvents', 'Funnel', 'none', 'Record a visit’s funnel events (no name, e-mail, address or IP)', {
    fails: [422, 429],
    success: { statuses: [204], media: null },
  }),
  'POST /webhooks/shopify': op('receiveShopifyWebhook', 'Webhooks', 'webhook', 'Shopify’s webhooks', { fails: [400, 409] }),
};

/**
 * Routes left out of the document, with why: the spec's unprefixed paths answer exactly as their
 * /api twins, and the local-only developer tools are no API a third party can call.
 */
export const ALIAS_PREFIXES = ['/auth/', '/subscriptions/', '/legacy-subscriptions/', '/pets'] as const;
export const LOCAL_ONLY_PREFIXES = ['/api/dev/', '/dev/'] as const;

/** The /api twin of an unprefixed spec path, or undefined when `path` is not an alias. */
export const aliasOf = (path: string): string | undefined => (ALIAS_PREFIXES.some((p) => path.startsWith(p)) ? `/api${path}` : undefined);
export const isLocalOnly = (path: string) => LOCAL_ONLY_PREFIXES.some((p) => path.startsWith(p));
/** The app's install hand-offs (functions/routes/shopify-app.ts): pages Shopify's redirects open in the owner's browser, no API. */
export const INSTALL_PAGE_PREFIXES = ['/shopify/'] as const;
/** Routes registered but not in the document: local-only tools and the install's pages. */
export const isLeftOut = (path: string) => isLocalOnly(path) || INSTALL_PAGE_PREFIXES.some((p) => path.startsWith(p));
