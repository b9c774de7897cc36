/**
 * The fake shop's checkout: a cart from the Storefront API becomes, when paid, what Shopify makes
 * of a subscription purchase — the customer (found by e-mail, or new) with a saved card, the
 * order of today (with the cart's attributes), and a subscription contract on the selling plan's
 * frequency, which names that order as its origin, the shipping address saved to the customer's
 * account — and the webhooks
 * for each (orders/create, subscription_contracts/create). Prices and the first billing date
 * follow the shop's own catalogue and selling plans (./checkout-pricing.ts).
 */
import { checkoutLines } from './checkout-pricing';
import { saveCustomerAddress } from './customer-addresses';
import type { FakeAddress, FakeContract, FakeCustomer, ShopState } from './shop-state';
import type { WebhookQueue } from './webhooks';

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
  const bought = checkoutLines(state, cart, now);
  if (!bought) throw new Error('The cart has no subscription line');
  const line = cart.lines[0]!;
  const customer = findOrCreateCustomer(state, buyer);
  const at = now.toISOString();
  const address: FakeAddress = { firstName: buyer.firstName, lastName: buyer.lastName, ...buyer.address };
  saveCustomerAddress(state, customer, address);
  const contractLine = {
    id: `gid://shopify/SubscriptionLine/${crypto.randomUUID()}`,
    variantId: line.merchandiseId,
    productId: bought.productId,
    title: bought.title,
    sku: bought.sku,
    quantity: 1,
    price: bought.contractPrice,
  };
  const order = {
    id: state.nextId('Order'),
    number: state.nextNumber(),
    customerId: customer.id,
    contractId: null as string | null,
    sourceName: 'web',
    lines: [{ ...contractLine, title: bought.todayTitle, price: bought.todayPrice }],
    shipping: bought.shipping,
    discountCodes: bought.discountCode ? [bought.discountCode] : [],
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
    nextBillingDate: bought.firstBillingDate.toISOString(),
    interval: 'DAY',
    intervalCount: bought.frequencyDays,
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
