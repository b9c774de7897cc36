/**
 * The fake shop's objects as the Admin API's types shape them (contracts, lines, addresses,
 * orders, billing attempts); graphql-js resolves their fields. The Customer Account API answers
 * the same objects for the fields its own types share.
 */
import type { FakeContract, FakeLine, ShopState } from './shop-state';

const money = (amount: string) => ({ amount, currencyCode: 'NZD' });

export function lineView(l: FakeLine) {
  return {
    ...l,
    currentPrice: money(l.price),
    lineDiscountedPrice: money((Number(l.price) * l.quantity).toFixed(2)),
    customAttributes: [],
    discountAllocations: [],
    requiresShipping: true,
    taxable: true,
  };
}

export const connection = <T>(nodes: T[]) => ({
  nodes,
  edges: nodes.map((node) => ({ node, cursor: '' })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false },
});

export function addressView(a: FakeContract['address']) {
  return { __typename: 'MailingAddress', id: 'gid://shopify/MailingAddress/1', ...a, formatted: [a.address1, a.city], coordinatesValidated: false };
}

export function contractView(state: ShopState, c: FakeContract) {
  const customer = state.customers.get(c.customerId)!;
  return {
    __typename: 'SubscriptionContract',
    id: c.id,
    status: c.status,
    nextBillingDate: c.nextBillingDate,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    revisionId: String(c.revision),
    currencyCode: 'NZD',
    customer: { id: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
    customerPaymentMethod: { id: customer.paymentMethodId },
    originOrder: c.originOrderId ? orderView(state, c.originOrderId) : null,
    billingPolicy: { interval: c.interval, intervalCount: c.intervalCount, anchors: [] },
    deliveryPolicy: { interval: c.interval, intervalCount: c.intervalCount, anchors: [] },
    deliveryMethod: { __typename: 'SubscriptionDeliveryMethodShipping', address: addressView(c.address), shippingOption: { title: 'Standard' } },
    lines: () => connection(c.lines.map(lineView)),
    lineCount: c.lines.length,
  };
}

/** An order as the Admin API answers the fields we read of it. */
export function orderView(state: ShopState, id: string) {
  const order = state.orders.get(id);
  return order ? { id: order.id, name: `#${order.number}`, customAttributes: order.customAttributes ?? [] } : null;
}

export function attemptView(state: ShopState, id: string) {
  const a = state.attempts.get(id)!;
  return { ...a, order: a.orderId ? orderView(state, a.orderId) : null };
}
