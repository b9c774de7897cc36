/**
 * The fake shop's checkout: a cart from the Storefront API becomes, when paid, what Shopify makes
 * of a subscription purchase — the customer (found by e-mail, or new) with a saved card, the
 * order of today (with the cart's attributes), and a subscription contract on the selling plan's
 * frequency, which names that order as its origin, the shipping address saved to the customer's
 * account — and the webhooks
 * for each (orders/create, subscription_contracts/create). Prices and the first billing date
 * follow the shop's selling plans, which our catalogue describes (src/domain/checkout.ts).
 */
import { idOfGid } from '../../../functions/shopify/commerce/gids';
import { findKibbleVariant, frequencyOfSellingPlan } from '../../../src/domain/catalogue-legacy';
import { checkoutSummary } from '../../../src/domain/checkout';
import { renewalPriceCents } from '../../../src/domain/money';
import { saveCustomerAddress } from './customer-addresses';
import type { FakeAddress, FakeContract, FakeCustomer, ShopState } from './shop-state';
import type { WebhookQueue } from './webhooks';

const decimal = (cents: number) => (cents / 100).toFixed(2);

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  address: Omit<FakeAddress, 'firstName' | 'lastName'>;
}

export function findOrCreateCustomer(state: ShopState, buyer: Pick<Buyer, 'email' | 'firstName' | 'lastName'>, id?: string): FakeCustomer {
  const existing = [...state.customers.values()].find((c) => c.email.toLowerCase() === buyer.email.toLowerCase());
  if (existing) return existing;
  const customer: FakeCustomer = {
    id: id ?? state.nextId('Customer'),
    addresses: [],
    defaultAddressId: null,
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    cardWorks: true,
    paymentMethodId: state.nextId('CustomerPaymentMethod'),
    cardUpdateEmails: 0,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** Pays for a cart: answers the order and the contract it made. */
export function completeCheckout(state: ShopState, webhooks: WebhookQueue, cartId: string, buyer: Buyer, now: Date) {
  const cart = state.carts.get(cartId);
  if (!cart) throw new Error('No such cart');
  if (cart.completedOrderId) return { orderId: cart.completedOrderId, contractId: null };
  const line = cart.lines[0]!;
  const found = findKibbleVariant(idOfGid(line.merchandiseId));
  const frequency = line.sellingPlanId ? frequencyOfSellingPlan(idOfGid(line.sellingPlanId)) : null;
  if (!found || !frequency) throw new Error('The cart has no subscription line');
  const summary = checkoutSummary({ product: found.product, variant: found.variant, frequencyDays: frequency, discountCode: cart.discountCodes[0] ?? '', now });
  const customer = findOrCreateCustomer(state, buyer);
  const at = now.toISOString();
  const address: FakeAddress = { firstName: buyer.firstName, lastName: buyer.lastName, ...buyer.address };
  saveCustomerAddress(state, customer, address);
  const contractLine = {
    id: `gid://shopify/SubscriptionLine/${crypto.randomUUID()}`,
    variantId: line.merchandiseId,
    productId: `gid://shopify/Product/${found.product.id}`,
    title: `${found.product.title} ${found.variant.bagSizeKg}kg`,
    sku: found.variant.sku,
    quantity: 1,
    price: decimal(renewalPriceCents(found.variant.priceCents)),
  };
  const order = {
    id: state.nextId('Order'),
    number: state.nextNumber(),
    customerId: customer.id,
    contractId: null as string | null,
    sourceName: 'web',
    lines: [{ ...contractLine, title: summary.todayLine.title, price: decimal(summary.todayLine.priceCents) }],
    shipping: decimal(summary.shippingCents),
    discountCodes: [summary.discountCode],
    customAttributes: cart.attributes.map((a) => ({ ...a })),
    address,
    createdAt: at,
    updatedAt: at,
    fulfilled: false,
  };
  const contract: FakeContract = {
    id: state.nextId('SubscriptionContract'),
    customerId: customer.id,
    status: 'ACTIVE',
    nextBillingDate: new Date(`${summary.firstFullOrderDate}T07:00:00+12:00`).toISOString(),
    interval: 'DAY',
    intervalCount: frequency,
    address,
    lines: [contractLine],
    nextCycleLines: [],
    skippedCycles: [],
    originOrderId: order.id,
    createdAt: at,
    updatedAt: at,
    revision: 1,
  };
  order.contractId = contract.id;
  state.orders.set(order.id, order);
  state.contracts.set(contract.id, contract);
  cart.completedOrderId = order.id;
  webhooks.order('orders/create', order);
  webhooks.contract('subscription_contracts/create', contract);
  return { orderId: order.id, contractId: contract.id };
}
