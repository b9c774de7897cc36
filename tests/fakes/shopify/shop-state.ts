/**
 * The fake Shopify's in-memory shop: customers with saved cards, subscription contracts with
 * their lines, drafts, billing attempts, orders and carts, numbered as Shopify numbers them.
 * The Admin and Storefront resolvers read and change it; tests read it to check what reached
 * the shop.
 */
export interface FakeAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
}

/** A saved address of a customer's account (./customer-addresses.ts): its country's code and its region's code (zoneCode). */
export interface FakeSavedAddress extends FakeAddress {
  id: string;
  territoryCode: string;
  zoneCode: string;
}

export interface FakeLine {
  id: string;
  variantId: string;
  productId: string;
  title: string;
  sku: string;
  quantity: number;
  /** Decimal string, e.g. "54.99". */
  price: string;
}

export interface FakeContract {
  id: string;
  customerId: string;
  status: 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED';
  nextBillingDate: string | null;
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount: number;
  address: FakeAddress;
  lines: FakeLine[];
  /** Lines added to the next billing cycle only (billing-cycle edits): billed once, then gone. */
  nextCycleLines: FakeLine[];
  /** Billing cycles skipped (subscriptionBillingCycleSkip), by their billing instant (ISO): none is billed. */
  skippedCycles: string[];
  /** Manual discounts (subscriptionDraftDiscountAdd): a percentage off the next `cyclesLeft` orders. */
  discounts?: FakeDiscount[];
  /** The checkout's order the contract came from (Admin's originOrder); none for a seeded contract. */
  originOrderId?: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface FakeDiscount {
  id: string;
  title: string;
  percentage: number;
  /** The lines it applies to; null: all of them. */
  lineIds: string[] | null;
  /** null: every cycle. */
  cyclesLeft: number | null;
}

export interface FakeDraft {
  id: string;
  contractId: string;
  kind: 'contract' | 'cycle';
  interval?: FakeContract['interval'];
  intervalCount?: number;
  address?: FakeAddress;
  lines: FakeLine[];
  discounts?: FakeDiscount[];
  committed: boolean;
}

export interface FakeAttempt {
  id: string;
  contractId: string;
  idempotencyKey: string;
  ready: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  orderId: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface FakeOrder {
  id: string;
  number: number;
  customerId: string;
  contractId: string | null;
  sourceName: string;
  lines: FakeLine[];
  shipping: string;
  discountCodes: string[];
  /** The amount the contract's manual discounts took off (decimal string); none when absent. */
  discount?: string;
  /** The cart's attributes, which Shopify copies onto the order at checkout (Admin's customAttributes); none when absent. */
  customAttributes?: { key: string; value: string }[];
  address: FakeAddress;
  createdAt: string;
  updatedAt: string;
  fulfilled: boolean;
}

export interface FakeCustomer {
  id: string;
  /** The customer's address book (./customer-addresses.ts) and which of it is the default. */
  addresses: FakeSavedAddress[];
  defaultAddressId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** The saved card: false declines every billing attempt (a test's lapsed card). */
  cardWorks: boolean;
  paymentMethodId: string;
  /** Card-update e-mails Shopify sent (customerPaymentMethodSendUpdateEmail). */
  cardUpdateEmails: number;
}

export interface FakeCart {
  id: string;
  lines: { merchandiseId: string; sellingPlanId: string | null; quantity: number }[];
  discountCodes: string[];
  email: string | null;
  /** The cart's attributes (the visit's attribution, issue 35), as the shop's admin shows them under the order's additional details. */
  attributes: { key: string; value: string }[];
  completedOrderId: string | null;
}

/** A product of the shop (Admin's Product), with its variants and metafields. */
export interface FakeProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  tags: string[];
  status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT';
  image: string;
  variants: FakeVariant[];
  metafields: FakeMetafield[];
  updatedAt: string;
}

export interface FakeVariant {
  id: string;
  sku: string;
  /** Decimal string, e.g. "61.00". */
  price: string;
  /** Selected options, e.g. [{ name: 'Size', value: '6 kg' }]. */
  options: { name: string; value: string }[];
  weightKg: number | null;
}

/** A metafield; `namespace` is stored resolved, as Shopify does ($app:feeding → app--<client id>--feeding). */
export interface FakeMetafield {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface FakeMetafieldDefinition {
  id: string;
  namespace: string;
  key: string;
  name: string;
  type: string;
  ownerType: string;
}

export interface FakeSellingPlan {
  id: string;
  name: string;
  options: string[];
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount: number;
  /** The fixed pricing policy's percentage off, or null without one. */
  percentage: number | null;
  position: number;
}

/** A selling plan group (Admin's SellingPlanGroup), owned by the app that created it. */
export interface FakeSellingPlanGroup {
  id: string;
  appId: string | null;
  name: string;
  merchantCode: string;
  options: string[];
  sellingPlans: FakeSellingPlan[];
  productIds: string[];
  createdAt: string;
}

export function createShopState() {
  let seq = 1000;
  const next = () => ++seq;
  return {
    nextId: (kind: string) => `gid://shopify/${kind}/${next()}`,
    nextNumber: () => next(),
    customers: new Map<string, FakeCustomer>(),
    contracts: new Map<string, FakeContract>(),
    drafts: new Map<string, FakeDraft>(),
    attempts: new Map<string, FakeAttempt>(),
    orders: new Map<string, FakeOrder>(),
    carts: new Map<string, FakeCart>(),
    /** The shop's currency (Admin's shop.currencyCode). */
    currency: 'NZD',
    /** The shop's products (./shop-seeds.ts); empty: a shop without a catalogue, whose cart takes any variant (older tests). */
    products: new Map<string, FakeProduct>(),
    metafieldDefinitions: [] as FakeMetafieldDefinition[],
    sellingPlanGroups: new Map<string, FakeSellingPlanGroup>(),
    /** Billing attempts stay undecided (ready: false) until `decideHeldAttempts`, as Shopify's often are for a while. */
    holdAttempts: false,
  };
}

export type ShopState = ReturnType<typeof createShopState>;
