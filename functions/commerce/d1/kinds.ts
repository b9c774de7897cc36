/**
 * The two kinds of subscription record the D1 engine keeps, as the action runner sees them:
 * how each is read, answered, named when missing, and which status rule its actions follow.
 */
import { isLegacyActionAllowed, isRecentOrder, shopToday, type LegacyAction } from '../../../src/domain/renewals';
import { ACTION_STATUSES, actionVerb, isActionAllowed, type SubscriptionAction } from '../../../src/domain/subscription-action-table';
import { loadLegacyRecord, toLegacyAnswer, type LegacyAnswer, type LegacyRecord } from '../../db/legacy-subscriptions';
import { loadCustomerSubscription, toSubscriptionAnswer, type SubscriptionAnswer, type SubscriptionRecord } from '../../db/subscriptions';
import { busyError } from '../../db/busy-lock';
import { ApiError } from '../../lib/errors';
import { runAction, type Commit, type RecordKind } from '../action-runner';
import type { CommerceRequest, CustomerRequest } from '../request';
import type { Catalogue } from '../../../src/domain/catalogue';
import { currentCatalogue } from '../../catalogue/reader';

/** The payment adapter for this request (the card-update link, charges). */
export const gatewayOf = (req: CommerceRequest) => req.backend.payments(req.db, req.publicOrigin);

export const SUBSCRIPTIONS: RecordKind<SubscriptionRecord, SubscriptionAnswer> = {
  table: 'subscriptions',
  legacy: false,
  notFoundMessage: 'No such subscription.',
  load: loadCustomerSubscription,
  answerer: async (req) => {
    const { now } = req;
    const gateway = gatewayOf(req);
    const today = shopToday(now);
    const catalogue = await currentCatalogue(req.db);
    return (rec) => toSubscriptionAnswer(rec, { catalogue, now, today, editUrl: gateway.paymentMethodUrl(rec.row.customer_id) });
  },
};

export const LEGACY: RecordKind<LegacyRecord, LegacyAnswer> = {
  table: 'legacy_subscriptions',
  legacy: true,
  notFoundMessage: 'No such legacy subscription.',
  load: loadLegacyRecord,
  answerer: async (req) => legacyAnswerer(await currentCatalogue(req.db), req.config.storeDomain, req.now, gatewayOf(req).chargesLegacy),
};

/** A legacy record's answer: the shop's domain (its checkout links) read once for the list. */
const legacyAnswerer = (catalogue: Catalogue, storeDomain: string, now: Date, reorderNow: boolean) => (rec: LegacyRecord) =>
  toLegacyAnswer(rec, { catalogue, storeDomain, hasRecentOrder: isRecentOrder(rec.lastOrderAt, now), reorderNow });

/**
 * Refused (409 busy) while a renewal's billing attempt is pending: the actions that move the next
 * charge day or end the subscription, or Shopify's later success would find it no longer due and
 * the payment would be lost (functions/billing/renewals.ts); and the money actions, or an earlier
 * failed cycle could be paid while the later one is being paid too (issue 47).
 */
const HELD_BY_PENDING_RENEWAL = new Set<SubscriptionAction>([
  'changeDate',
  'pause',
  'resume',
  'cancel',
  'changeFrequency',
  'skip',
  'unskip',
  'shipNow',
  'retryPayment',
]);

/** 409 for an action the subscription's status does not allow (rules: src/domain/renewals.ts). */
function subscriptionRefusal(action: SubscriptionAction, rec: SubscriptionRecord): ApiError | null {
  if (HELD_BY_PENDING_RENEWAL.has(action) && rec.attempts.some((a) => a.status === 'pending')) return busyError();
  const status = rec.row.status;
  if (isActionAllowed(action, status)) return null;
  const allowed = ACTION_STATUSES[action].join(' or ');
  return new ApiError(409, 'invalid_state', `This subscription is ${status}; only ${allowed} subscriptions can be ${actionVerb(action)}.`);
}

const INACTIVE_MESSAGE = 'This subscription is paused or cancelled; restart it with Confirm & Pay first.';

function legacyRefusal(action: LegacyAction, rec: LegacyRecord): ApiError | null {
  return isLegacyActionAllowed(action, rec.row.is_active === 1) ? null : new ApiError(409, 'invalid_state', INACTIVE_MESSAGE);
}

/** One action on a customer's record of `kind`, refused by `refusal` when its state does not allow it (functions/commerce/action-runner.ts). */
const actionOn =
  <Rec, Answer, Name>(kind: RecordKind<Rec, Answer>, refusal: (action: Name, rec: Rec) => ApiError | null) =>
  <R>(req: CustomerRequest, id: string, action: Name, event: string, change: (rec: Rec, commit: Commit, now: Date) => Promise<R>) =>
    runAction(kind, req, id, { event, refuse: (rec) => refusal(action, rec), change });

/** One action on a customer's subscription under its status rule. */
export const onSubscription = actionOn(SUBSCRIPTIONS, subscriptionRefusal);

/** One action on a customer's legacy subscription under the active rule. */
export const onLegacy = actionOn(LEGACY, legacyRefusal);
