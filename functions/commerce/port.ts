/**
 * The commerce port: everything the routes and the scheduled job ask of the shop's back end —
 * subscriptions, legacy subscriptions, orders, the catalogue's treats and product images, and
 * billing what is due. Routes validate, call one method and answer; they never see how it is
 * stored. Each method takes a plain request of our own (./request.ts), never Hono's context, so
 * a job or a test calls it as a route does. The first implementation is the D1 engine (./d1); a
 * Shopify engine is the second (docs/decisions/0007-commerce-port.md).
 */
import type { Catalogue } from '../../src/domain/catalogue';
import type { PlanFit } from '../../src/domain/plan-fit';
import type { OrderPageQuery } from '../../src/domain/schemas/order';
import type { CancelOffer } from '../../src/domain/cancel-offers';
import type { AcceptCancelOfferBody } from '../../src/domain/schemas/cancel-offers';
import type { AddTreatItemsBody } from '../../src/domain/schemas/treat-items';
import type {
  CancelBody,
  ChangeDateBody,
  ChangeFrequencyBody,
  ChangeProductAndFrequencyBody,
  LegacyCancelBody,
  LegacyChangeProductAndFrequencyBody,
  LegacyUpdateAddressBody,
  LegacyUpdateDateBody,
  LegacyUpdateFrequencyBody,
  PauseBody,
  ResumeBody,
  ShipNowBody,
  SkipBody,
  UnskipBody,
  UpdateAddressBody,
} from '../../src/domain/schemas/subscription-actions';
import type { LegacyAnswer } from '../db/legacy-subscriptions';
import type { OrderAnswer } from '../db/orders';
import type { SubscriptionAnswer } from '../db/subscriptions';
import type { Bindings, Config } from '../env';
import type { CatalogueShop } from '../catalogue/port';
import type { treatsCollection } from './d1/catalogue';
import type { BackendAdapters, CommerceRequest, CustomerRequest } from './request';

type WithOrder<A> = A & { order: OrderAnswer | null };

/**
 * What both kinds of subscription answer to alike (the same paths under each prefix): the
 * customer's list, treats on the next order, the delivery address and the kibble bag.
 */
export interface RecordCalls<A, AddressBody, ProductBody> {
  /** The customer's records (another customer's id: 404). */
  list(req: CommerceRequest, customerId: string): Promise<A[]>;
  addItems(req: CustomerRequest, id: string, body: AddTreatItemsBody): Promise<A>;
  removeItem(req: CustomerRequest, id: string, itemId: string): Promise<A>;
  updateAddress(req: CustomerRequest, id: string, body: AddressBody): Promise<A>;
  changeProduct(req: CustomerRequest, id: string, body: ProductBody): Promise<A>;
}

export interface SubscriptionCalls extends RecordCalls<SubscriptionAnswer, UpdateAddressBody, ChangeProductAndFrequencyBody> {
  get(req: CustomerRequest, id: string): Promise<SubscriptionAnswer>;
  /** How the bag and frequency fit the family's dogs (ACTIVE only: else 409). */
  planFit(req: CustomerRequest, id: string): Promise<PlanFit>;
  updateBilling(req: CustomerRequest, id: string): Promise<{ success: true }>;
  shipNow(req: CustomerRequest, id: string, body: ShipNowBody): Promise<WithOrder<SubscriptionAnswer>>;
  retryPayment(req: CustomerRequest, id: string): Promise<WithOrder<SubscriptionAnswer>>;
  changeDate(req: CustomerRequest, id: string, body: ChangeDateBody): Promise<SubscriptionAnswer>;
  pause(req: CustomerRequest, id: string, body: PauseBody): Promise<SubscriptionAnswer>;
  resume(req: CustomerRequest, id: string, body: ResumeBody): Promise<SubscriptionAnswer>;
  changeFrequency(req: CustomerRequest, id: string, body: ChangeFrequencyBody): Promise<SubscriptionAnswer>;
  cancel(req: CustomerRequest, id: string, body: CancelBody): Promise<SubscriptionAnswer>;
  /** Skips the next delivery (ACTIVE only); idempotent. */
  skip(req: CustomerRequest, id: string, body: SkipBody): Promise<SubscriptionAnswer>;
  /** Puts a skipped delivery back while it is still to come; idempotent. */
  unskip(req: CustomerRequest, id: string, body: UnskipBody): Promise<SubscriptionAnswer>;
  /** The offers before cancelling that the subscription can take now, logged as shown. */
  cancelOffers(req: CustomerRequest, id: string): Promise<{ offers: CancelOffer[] }>;
  /** Takes one of those offers (409 `offer_unavailable` when it no longer applies). */
  acceptCancelOffer(req: CustomerRequest, id: string, body: AcceptCancelOfferBody): Promise<{ subscription: SubscriptionAnswer; offer: CancelOffer }>;
}

export interface LegacyCalls extends RecordCalls<LegacyAnswer, LegacyUpdateAddressBody, LegacyChangeProductAndFrequencyBody> {
  quickCheckoutUrl(req: CustomerRequest, id: string): Promise<{ quick_checkout_url: string }>;
  shipToday(req: CustomerRequest, id: string): Promise<WithOrder<LegacyAnswer>>;
  updateDate(req: CustomerRequest, id: string, body: LegacyUpdateDateBody): Promise<LegacyAnswer>;
  updateFrequency(req: CustomerRequest, id: string, body: LegacyUpdateFrequencyBody): Promise<LegacyAnswer>;
  cancel(req: CustomerRequest, id: string, body: LegacyCancelBody): Promise<LegacyAnswer>;
}

export interface Commerce {
  readonly name: 'd1' | 'shopify';
  subscriptions: SubscriptionCalls;
  legacy: LegacyCalls;
  /** A page of the customer's orders, newest first, and the cursor of the next (null at the end). */
  orders: { list(req: CommerceRequest, customerId: string, page: OrderPageQuery): Promise<{ orders: OrderAnswer[]; nextCursor: string | null }> };
  catalogue: {
    treats(req: CommerceRequest): Promise<ReturnType<typeof treatsCollection>>;
    productOfVariant(cat: Catalogue, variantId: string): { image: string; product_id: string; title: string } | null;
  };
  /** The scheduled job's billing: charges not yet recorded, then the renewals due. */
  billDue(config: Config, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK' | 'RENEWALS'>, backend: Backend, now: Date): Promise<void>;
}

/**
 * The back end a request or a scheduled run works against, built by the composition root
 * (functions/backends.ts) so this folder never imports a back end's own folder: the engine, and
 * the adapters every engine call gets in its request (./request.ts): the shop's copy of each
 * subscription (the seam between the local and the Shopify back end) and the payment adapter.
 * A route reads it as `c.var.backend` (set in functions/app.ts, declared in
 * functions/routes/commerce-request.ts).
 */
export interface Backend extends BackendAdapters {
  commerce: Commerce;
  /** The shop's side of the catalogue: where recipes' feeding facts are kept (functions/catalogue/port.ts). */
  catalogue: CatalogueShop;
}
