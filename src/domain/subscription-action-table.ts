/**
 * The one table of subscription actions (issue 58): a row per call on one subscription, with its
 * path under `…/subscriptions/:id`, its body's schema, the statuses it is allowed in, the verb its
 * 409 names, the text the customer reads when the shop refuses it, the doors that offer it and
 * its entry in the API contract. The three routers (the dashboard's, the customer account's, the
 * console's: functions/routes/subscription-actions/), the contract (functions/contract/
 * operations.ts), the dashboard's store (src/stores/dashboard/subscription-actions.ts), the
 * extensions' calls (extensions/shared/subscription-actions.ts) and the console's staff actions
 * read it; the engine call of each row is in functions/routes/subscription-actions/calls.ts.
 *
 * A new action is a row here, its engine call there and its own module in the engine.
 */
import { ACCEPT_OFFER_FAILED } from '../copy/cancel-offers';
import { MESSAGES } from '../copy/messages';
import { CHANGE_DATE_FAILED, SHIP_NOW_FAILED } from './reorder';
import { acceptCancelOfferBodySchema } from './schemas/cancel-offers';
import * as bodies from './schemas/subscription-actions';
import { addTreatItemsBodySchema } from './schemas/treat-items';
import { SKIP_FAILED, UNSKIP_FAILED } from './skips';
import type { SubscriptionStatus } from './subscription-status';

/**
 * Who reaches a subscription, and how (what differs between them is said once, here):
 * - `dashboard`: the customer, by their login session (/api/subscriptions);
 * - `account`: the customer in Shopify's customer account pages, by our extension's session token
 *   (/api/customer-account/subscriptions), answered with the subscription's Shopify contract;
 * - `staff`: the shop's staff acting for a customer from the console, by App Bridge's ID token
 *   (/api/console/customers/:customerId/subscriptions); the event's actor is `shop:<staff>`.
 *   Staff take the changes a customer would ask the shop for on the phone; they do not take the
 *   customer's money actions (Retry Payment), their treats or their offers before cancelling.
 */
export const DOORS = ['dashboard', 'account', 'staff'] as const;
export type Door = (typeof DOORS)[number];

const EVERY_DOOR = DOORS;
const CUSTOMER_DOORS = ['dashboard', 'account'] as const satisfies readonly Door[];

interface Row {
  /** `get`, `post` or `delete` at `…/:id${path}`; none: a rule without a route of its own (below). */
  route?: { method: 'get' | 'post' | 'delete'; path: '' | `/${string}` };
  /** The JSON body's schema (src/domain/schemas/); none: no body. */
  body?: unknown;
  /** The statuses the action is allowed in (409 `invalid_state` otherwise); none: a read, or a rule of its own. */
  statuses?: readonly SubscriptionStatus[];
  /** How the 409 names the change: "only ACTIVE subscriptions can be <verb>". */
  verb?: string;
  /** What the customer reads when the shop (Shopify) could not take the change. */
  failure?: string;
  doors: readonly Door[];
  /** The contract's operation: the dashboard's id (the other doors' are derived: functions/contract/operations.ts), summary and failure statuses. */
  operation?: { id: string; summary: string; fails?: readonly number[]; staffId?: string };
}

const ACTIVE = ['ACTIVE'] as const;
const LIVE = ['ACTIVE', 'PAUSED'] as const;

export const SUBSCRIPTION_ACTIONS = {
  addItems: {
    route: { method: 'post', path: '/items' },
    body: addTreatItemsBodySchema,
    statuses: LIVE,
    verb: 'given new items',
    failure: MESSAGES.failedToAddTreat,
    doors: CUSTOMER_DOORS,
    operation: { id: 'addSubscriptionItems', summary: 'Add treats, once or every delivery', fails: [409] },
  },
  removeItem: {
    route: { method: 'delete', path: '/items/:itemId' },
    statuses: LIVE,
    verb: 'changed',
    failure: MESSAGES.failedToRemoveItem,
    doors: ['dashboard'],
    operation: { id: 'removeSubscriptionItem', summary: 'Remove an added item', fails: [409] },
  },
  updateAddress: {
    route: { method: 'post', path: '/update-address' },
    body: bodies.updateAddressBodySchema,
    statuses: LIVE,
    verb: 'given a new address',
    failure: MESSAGES.failedToUpdateAddress,
    doors: EVERY_DOOR,
    operation: { id: 'updateSubscriptionAddress', summary: 'Change the delivery address (New Zealand only)', fails: [409, 502] },
  },
  changeProduct: {
    route: { method: 'post', path: '/change-product-and-frequency' },
    body: bodies.changeProductAndFrequencyBodySchema,
    statuses: LIVE,
    verb: 'given a new product',
    failure: MESSAGES.failedToUpdateSubscription,
    doors: EVERY_DOOR,
    operation: { id: 'changeSubscriptionProduct', summary: 'Switch to another kibble bag and frequency', fails: [409, 502] },
  },
  get: {
    route: { method: 'get', path: '' },
    doors: CUSTOMER_DOORS,
    operation: { id: 'getSubscription', summary: 'One subscription' },
  },
  planFit: {
    route: { method: 'get', path: '/plan-fit' },
    doors: CUSTOMER_DOORS,
    operation: { id: 'getSubscriptionPlanFit', summary: 'How the bag and frequency fit the dogs' },
  },
  /** Update Credit Card: the spec's `POST /subscriptions/updateBilling` names the subscription in its body (functions/routes/subscriptions.ts). */
  updateBilling: {
    statuses: ['ACTIVE', 'PAUSED', 'CANCELLED'],
    verb: 'changed',
    failure: MESSAGES.failedToUpdateBilling,
    doors: ['dashboard'],
  },
  shipNow: {
    route: { method: 'post', path: '/ship-now' },
    body: bodies.shipNowBodySchema,
    statuses: ACTIVE,
    verb: 'reordered now',
    failure: SHIP_NOW_FAILED,
    doors: EVERY_DOOR,
    operation: { id: 'shipSubscriptionNow', summary: 'Charge and ship now', fails: [402, 409, 502] },
  },
  retryPayment: {
    route: { method: 'post', path: '/retry-payment' },
    statuses: LIVE,
    verb: 'charged again',
    failure: MESSAGES.failedToUpdateBilling,
    doors: ['dashboard'],
    operation: { id: 'retrySubscriptionPayment', summary: 'Charge a failed payment again', fails: [402, 409, 502] },
  },
  changeDate: {
    route: { method: 'post', path: '/changeDate' },
    body: bodies.changeDateBodySchema,
    statuses: ACTIVE,
    verb: 'given a new date',
    failure: CHANGE_DATE_FAILED,
    doors: EVERY_DOOR,
    operation: { id: 'changeSubscriptionDate', summary: 'Move the next delivery', fails: [409, 502] },
  },
  pause: {
    route: { method: 'post', path: '/pause' },
    body: bodies.pauseBodySchema,
    statuses: ACTIVE,
    verb: 'paused',
    failure: MESSAGES.failedToPauseSubscription,
    doors: EVERY_DOOR,
    operation: { id: 'pauseSubscription', summary: 'Pause for some days, until a day, or until resumed', fails: [409, 502] },
  },
  resume: {
    route: { method: 'post', path: '/resume' },
    body: bodies.resumeBodySchema,
    statuses: ['PAUSED', 'CANCELLED'],
    verb: 'resumed',
    failure: MESSAGES.failedToResumeSubscription,
    doors: EVERY_DOOR,
    operation: { id: 'resumeSubscription', summary: 'Resume a paused or cancelled subscription', fails: [409, 502] },
  },
  changeFrequency: {
    route: { method: 'post', path: '/change-frequency' },
    body: bodies.changeFrequencyBodySchema,
    statuses: LIVE,
    verb: 'given a new frequency',
    failure: MESSAGES.failedToUpdateFrequency,
    doors: EVERY_DOOR,
    operation: { id: 'changeSubscriptionFrequency', summary: 'Change how often it ships', fails: [409, 502] },
  },
  skip: {
    route: { method: 'post', path: '/skip' },
    body: bodies.skipBodySchema,
    statuses: ACTIVE,
    verb: 'skipped',
    failure: SKIP_FAILED,
    doors: EVERY_DOOR,
    operation: { id: 'skipSubscriptionDelivery', summary: 'Skip one of the next three deliveries', fails: [409, 502], staffId: 'staffSkipDelivery' },
  },
  unskip: {
    route: { method: 'post', path: '/unskip' },
    body: bodies.unskipBodySchema,
    statuses: ACTIVE,
    verb: 'unskipped',
    failure: UNSKIP_FAILED,
    doors: EVERY_DOOR,
    operation: { id: 'unskipSubscriptionDelivery', summary: 'Put a skipped delivery back', fails: [409, 502], staffId: 'staffUnskipDelivery' },
  },
  /** The offers before cancelling that apply now (logged as shown); the engine offers none unless `acceptOffer` is allowed. */
  cancelOffers: {
    route: { method: 'post', path: '/cancel-offers' },
    doors: CUSTOMER_DOORS,
    operation: { id: 'listSubscriptionCancelOffers', summary: 'What is offered before cancelling', fails: [409] },
  },
  acceptOffer: {
    route: { method: 'post', path: '/cancel-offers/accept' },
    body: acceptCancelOfferBodySchema,
    statuses: ACTIVE,
    verb: 'given an offer',
    failure: ACCEPT_OFFER_FAILED,
    doors: CUSTOMER_DOORS,
    operation: { id: 'acceptSubscriptionCancelOffer', summary: 'Take an offer instead of cancelling', fails: [409, 502] },
  },
  cancel: {
    route: { method: 'delete', path: '' },
    body: bodies.cancelBodySchema,
    statuses: LIVE,
    verb: 'cancelled',
    failure: MESSAGES.failedToCancelSubscription,
    doors: EVERY_DOOR,
    operation: { id: 'cancelSubscription', summary: 'Cancel, with a reason or feedback', fails: [409, 502] },
  },
} as const satisfies Record<string, Row>;

type Table = typeof SUBSCRIPTION_ACTIONS;
export type ActionName = keyof Table;

/** The actions under a status rule: the engine's `onSubscription(…, action, …)` names one of them. */
export type SubscriptionAction = { [K in ActionName]: Table[K] extends { statuses: readonly string[] } ? K : never }[ActionName];
/** The actions with a route of their own under `…/:id`. */
export type RoutedAction = { [K in ActionName]: Table[K] extends { route: object } ? K : never }[ActionName];
/** The routed actions a door offers. */
export type DoorAction<D extends Door> = { [K in RoutedAction]: D extends Table[K]['doors'][number] ? K : never }[RoutedAction];

/** A row as the builders read it (the table's literal types widened). */
export const actionRow = (name: ActionName): Row => SUBSCRIPTION_ACTIONS[name];

const names = Object.keys(SUBSCRIPTION_ACTIONS) as ActionName[];

/** The routed actions `door` offers, in the table's order (the order their routes are registered and documented in). */
export const doorActions = <D extends Door>(door: D): DoorAction<D>[] =>
  names.filter((n) => actionRow(n).route && actionRow(n).doors.includes(door)) as DoorAction<D>[];

/** The statuses each action under a status rule accepts; any other status answers 409. */
export const ACTION_STATUSES = Object.fromEntries(names.flatMap((n) => (actionRow(n).statuses ? [[n, actionRow(n).statuses]] : []))) as {
  [K in SubscriptionAction]: Table[K]['statuses'];
};

/**
 * @example
 * isActionAllowed('resume', 'ACTIVE') // false
 * isActionAllowed('resume', 'PAUSED') // true
 */
export function isActionAllowed(action: SubscriptionAction, status: string | null | undefined): boolean {
  return (ACTION_STATUSES[action] as readonly string[]).includes((status ?? '').toUpperCase());
}

/** How a 409 names `action`'s change (a row with statuses and no verb fails the typecheck here). */
export const actionVerb = (action: SubscriptionAction): string => SUBSCRIPTION_ACTIONS[action].verb;

/** What the customer reads when the shop could not take `action` (likewise required of every row with statuses). */
export const actionFailure = (action: SubscriptionAction): string => SUBSCRIPTION_ACTIONS[action].failure;

/**
 * The path of a routed action on subscription `id`, relative to its door's prefix.
 * @example
 * actionPath('changeFrequency', { id: 'sub_1' }) // '/sub_1/change-frequency'
 * actionPath('removeItem', { id: 'sub_1', itemId: 'it_2' }) // '/sub_1/items/it_2'
 */
export function actionPath(action: RoutedAction, params: { id: string; itemId?: string }): string {
  const path = SUBSCRIPTION_ACTIONS[action].route.path.replace(':itemId', encodeURIComponent(params.itemId ?? ''));
  return `/${encodeURIComponent(params.id)}${path}`;
}

/**
 * A routed action's method and path below `…/:id` (no leading slash; '' for the record itself).
 * @example
 * actionRoute('cancel') // { method: 'DELETE', path: '' }
 */
export function actionRoute(action: RoutedAction): { method: 'GET' | 'POST' | 'DELETE'; path: string } {
  const { method, path } = SUBSCRIPTION_ACTIONS[action].route;
  return { method: method === 'get' ? 'GET' : method === 'delete' ? 'DELETE' : 'POST', path: path.slice(1) };
}
