/**
 * Webhooks as Shopify sends them: REST-style JSON payloads, signed with the app secret
 * (X-Shopify-Hmac-Sha256, base64 HMAC-SHA256 of the body), with the topic, shop domain, a
 * webhook id per delivery and the time of the change. Queued as the shop changes; `flush`
 * delivers them in order (the loopback server flushes after each request), `redeliver` sends a
 * delivery again with the same id, as Shopify's retries do.
 */
import { idOfGid } from '../../../functions/shopify/commerce/gids';
import type { FakeCycle } from './billing-cycles';
import type { FakeAttempt, FakeContract, FakeOrder, FakeProduct, FakeSellingPlanGroup, ShopState } from './shop-state';

export interface Delivery {
  id: string;
  topic: string;
  body: string;
  triggeredAt: string;
}

const numeric = (gid: string | null) => (gid ? Number(idOfGid(gid)) : null);

export async function shopifySignature(secret: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  return btoa(String.fromCharCode(...mac));
}

export function orderPayload(state: ShopState, o: FakeOrder) {
  const customer = state.customers.get(o.customerId)!;
  const subtotal = o.lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0);
  return {
    id: numeric(o.id),
    admin_graphql_api_id: o.id,
    name: `#${o.number}`,
    order_number: o.number,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    source_name: o.sourceName,
    financial_status: 'paid',
    fulfillment_status: o.fulfilled ? 'fulfilled' : null,
    customer: {
      id: numeric(customer.id),
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      admin_graphql_api_id: customer.id,
    },
    subtotal_price: subtotal.toFixed(2),
    total_discounts: o.discount ?? '0.00',
    total_price: (subtotal - Number(o.discount ?? 0) + Number(o.shipping)).toFixed(2),
    total_shipping_price_set: { shop_money: { amount: o.shipping, currency_code: 'NZD' } },
    discount_codes: o.discountCodes.map((code) => ({ code, amount: '0.00', type: 'percentage' })),
    // REST's name and shape for the cart attributes on the order.
    note_attributes: (o.customAttributes ?? []).map((a) => ({ name: a.key, value: a.value })),
    shipping_address: { ...o.address, first_name: o.address.firstName, last_name: o.address.lastName },
    line_items: o.lines.map((l) => ({ variant_id: numeric(l.variantId), title: l.title, quantity: l.quantity, price: l.price, sku: l.sku })),
    fulfillments: o.fulfilled
      ? [{ tracking_company: 'NZ Post', tracking_number: `NZ${o.number}`, tracking_url: `https://www.nzpost.co.nz/tools/tracking?trackid=NZ${o.number}` }]
      : [],
  };
}

export function createWebhookQueue(state: ShopState, now: () => Date) {
  const pending: Delivery[] = [];
  const sent: Delivery[] = [];
  const push = (topic: string, payload: unknown, triggeredAt = now().toISOString()) =>
    pending.push({ id: crypto.randomUUID(), topic, body: JSON.stringify(payload), triggeredAt });

  return {
    pending,
    sent,
    push,
    contract(topic: string, c: FakeContract) {
      const customer = state.customers.get(c.customerId)!;
      const policy = { interval: c.interval.toLowerCase(), interval_count: c.intervalCount, min_cycles: null, max_cycles: null };
      push(
        topic,
        {
          admin_graphql_api_id: c.id,
          id: numeric(c.id),
          billing_policy: policy,
          currency_code: 'NZD',
          customer_id: numeric(customer.id),
          admin_graphql_api_customer_id: customer.id,
          delivery_policy: { interval: policy.interval, interval_count: policy.interval_count },
          status: c.status.toLowerCase(),
          revision_id: String(c.revision),
        },
        c.updatedAt,
      );
    },
    billingAttempt(topic: string, a: FakeAttempt) {
      push(topic, {
        id: numeric(a.id),
        admin_graphql_api_id: a.id,
        idempotency_key: a.idempotencyKey,
        order_id: numeric(a.orderId),
        admin_graphql_api_order_id: a.orderId,
        subscription_contract_id: numeric(a.contractId),
        admin_graphql_api_subscription_contract_id: a.contractId,
        ready: a.ready,
        error_message: a.errorMessage,
        error_code: a.errorCode?.toLowerCase() ?? null,
      });
    },
    /** subscription_billing_cycles/skip and …/unskip: the cycle, as Shopify's REST-style payload names it. */
    billingCycle(topic: string, c: FakeContract, cycle: FakeCycle & { skipped: boolean }) {
      push(topic, {
        subscription_contract_id: numeric(c.id),
        admin_graphql_api_subscription_contract_id: c.id,
        cycle_index: cycle.cycleIndex,
        cycle_start_at: cycle.cycleStartAt,
        cycle_end_at: cycle.cycleEndAt,
        billing_attempt_expected_date: cycle.billingAttemptExpectedDate,
        skipped: cycle.skipped,
        edited: false,
        contract_edit: null,
      });
    },
    /** products/create and products/update: the product as Shopify's REST-style payload has it. */
    product(topic: string, p: FakeProduct) {
      push(
        topic,
        {
          id: numeric(p.id),
          admin_graphql_api_id: p.id,
          title: p.title,
          handle: p.handle,
          product_type: p.productType,
          status: p.status.toLowerCase(),
          tags: p.tags.join(', '),
          updated_at: p.updatedAt,
          variants: p.variants.map((v, i) => ({
            id: numeric(v.id),
            admin_graphql_api_id: v.id,
            product_id: numeric(p.id),
            price: v.price,
            sku: v.sku,
            position: i + 1,
            option1: v.options[0]?.value ?? null,
            title: v.options.map((o) => o.value).join(' / '),
          })),
          options: [...new Set(p.variants.flatMap((v) => v.options.map((o) => o.name)))].map((name, i) => ({ name, position: i + 1 })),
          image: { src: p.image },
        },
        p.updatedAt,
      );
    },
    productDeleted(p: FakeProduct) {
      push('products/delete', { id: numeric(p.id) });
    },
    /** selling_plan_groups/create and …/update: the group with its plans and products. */
    sellingPlanGroup(topic: string, st: ShopState, g: FakeSellingPlanGroup) {
      push(topic, {
        admin_graphql_api_id: g.id,
        id: numeric(g.id),
        name: g.name,
        merchant_code: g.merchantCode,
        admin_graphql_api_app: g.appId ? `gid://shopify/App/${g.appId}` : null,
        app_id: g.appId,
        description: null,
        options: g.options,
        position: null,
        summary: `${g.sellingPlans.length} delivery frequencies`,
        selling_plans: g.sellingPlans.map((p) => ({ name: p.name, options: p.options, description: null })),
        product_variants: [],
        products: g.productIds.filter((id) => st.products.has(id)).map((id) => ({ id: numeric(id), admin_graphql_api_id: id })),
      });
    },
    sellingPlanGroupDeleted(g: FakeSellingPlanGroup) {
      push('selling_plan_groups/delete', { admin_graphql_api_id: g.id, id: numeric(g.id) });
    },
    order(topic: string, o: FakeOrder) {
      push(topic, orderPayload(state, o), o.updatedAt);
    },
    /** The signed request of one delivery, to `url`. */
    async request(d: Delivery, url: string, secret: string, shopDomain: string, apiVersion: string): Promise<Request> {
      return new Request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': d.topic,
          'x-shopify-hmac-sha256': await shopifySignature(secret, d.body),
          'x-shopify-shop-domain': shopDomain,
          'x-shopify-webhook-id': d.id,
          'x-shopify-event-id': d.id,
          'x-shopify-api-version': apiVersion,
          'x-shopify-triggered-at': d.triggeredAt,
        },
        body: d.body,
      });
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
