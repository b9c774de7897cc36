import { env, SELF } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertOrderStatements } from '../../functions/db/orders';
import { postJson } from './auth-helpers';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { ORDER_PAGE_MAX, ORDER_PAGE_SIZE, ordersAnswerSchema } from '../../src/domain/schemas/order';
import { treatsAnswerSchema } from '../../src/domain/schemas/shop';
import { call, DEMO, type ErrorBody, loginAs, samForFile } from './subscription-helpers';

const sam = samForFile();

describe('GET /api/orders/customer/:customerId', () => {
  it('answers { orders } newest first with line items, tracking, status and the order status URL', async () => {
    const res = await call(sam, 'GET', `/api/orders/customer/${DEMO.customerId}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(() => v.parse(ordersAnswerSchema, body)).not.toThrow();
    expect(body.orders.map((o: any) => o.name)).toEqual(['#1004', '#1003', '#1002', '#1001']);
    const first = body.orders.find((o: any) => o.order_number === 1001);
    expect(first).toMatchObject({
      id: 'order_demo_1001',
      order_number_numeric: 1001,
      fulfillment_status: 'delivered',
      status: 'delivered',
      financial_status: 'paid',
      order_status_url: 'http://localhost/order-status?order=order_demo_1001',
      tracking: { tracking_company: 'NZ Post', tracking_number: 'NZ100100101', tracking_url: expect.stringContaining('NZ100100101') },
    });
    expect(first.line_items).toHaveLength(4);
    expect(first.line_items[1]).toMatchObject({
      title: 'Green-Lipped Mussel Bites',
      price: 17.99,
      quantity: 1,
      image: { src: '/images/treats/mussel-bites.svg' },
    });
    expect(first.total_price).toBe(Math.round(first.line_items.reduce((s: number, l: any) => s + l.price * 100 * l.quantity, 0) + 699) / 100);
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);
    expect(body.orders.find((o: any) => o.order_number === 1004).tracking).toBeNull();
  });

  it("another customer's id is 404 and their orders never appear; no session is 401", async () => {
    const res = await call(sam, 'GET', `/api/orders/customer/${DEMO.otherCustomerId}`);
    expect(res.status).toBe(404);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'not_found' });
    const mine = await (await call(sam, 'GET', `/api/orders/customer/${DEMO.customerId}`)).json<any>();
    expect(mine.orders.some((o: any) => o.name === '#1006')).toBe(false);
    expect((await call(null, 'GET', `/api/orders/customer/${DEMO.customerId}`)).status).toBe(401);
  });

  it('a malformed customer id is 400', async () => {
    const res = await call(sam, 'GET', '/api/orders/customer/not%20an%20id');
    expect(res.status).toBe(400);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_param' });
  });
});

describe('the catalogue calls (/api/shopify)', () => {
  it('GET /api/shopify/get-collection answers the treats with image.src and variants (id, price, sku)', async () => {
    const res = await call(null, 'GET', '/api/shopify/get-collection');
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(() => v.parse(treatsAnswerSchema, body)).not.toThrow();
    expect(body.products).toHaveLength(DEMO_CATALOGUE.treats.length);
    expect(body.products[0]).toEqual({
      id: '8800000000001',
      title: 'Venison Jerky Strips',
      image: { src: '/images/treats/venison-jerky.svg' },
      variants: [{ id: '48800000000011', sku: 'TRT-VEN-200', price: 14.99, subscription_price: 14.24 }],
    });
  });

  it('GET /api/shopify/subscription-product/:variantId answers the image of a bag or a treat; unknown is 404, malformed 400', async () => {
    const bag = await call(sam, 'GET', '/api/shopify/subscription-product/47100000000103');
    expect(await bag.json()).toEqual({ image: '/images/products/chicken.svg', product_id: '8710529646842', title: 'Chicken Dog Box' });
    const treat = await call(sam, 'GET', '/api/shopify/subscription-product/48800000000021');
    expect(await treat.json()).toMatchObject({ image: '/images/treats/mussel-bites.svg' });
    expect((await call(sam, 'GET', '/api/shopify/subscription-product/999')).status).toBe(404);
    expect((await call(sam, 'GET', '/api/shopify/subscription-product/abc')).status).toBe(400);
  });
});

describe('GET /api/orders/customer/:customerId, a page at a time (issue 20)', () => {
  /** A fresh customer with `n` orders, a minute apart (two in the same minute, as a reorder can be). */
  async function customerWithOrders(n: number) {
    const res = await SELF.fetch(postJson('/dev/fixtures/customer', { active: false, legacy: false }));
    const { customerId } = await res.json<{ customerId: string }>();
    const start = Date.parse('2026-01-01T00:00:00Z');
    const address = { address1: '1 Queen Street', address2: '', city: 'Auckland', province: 'Auckland', zip: '1010', country: 'New Zealand' };
    const line = { productId: 'p', variantId: 'v', title: 'Chicken Dog Box 15kg', priceCents: 15399, quantity: 1, image: '' };
    for (let i = 0; i < n; i += 1) {
      const at = new Date(start + Math.min(i, n - 2) * 60_000); // the last two share a time
      await env.DB.batch(insertOrderStatements(env.DB, { customerId, lines: [line], shippingCents: 699, address, at }).statements);
    }
    return { customerId, session: await loginAs(customerId) };
  }

  it('pages newest first by its cursor, every order once, and ends with nextCursor null', async () => {
    const { customerId, session } = await customerWithOrders(45);
    const seen: number[] = [];
    const keys: string[] = [];
    let before: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
      const res = await call(session, 'GET', `/api/orders/customer/${customerId}${query}`);
      expect(res.status).toBe(200);
      const body = v.parse(ordersAnswerSchema, await res.json());
      sizes.push(body.orders!.length);
      seen.push(...body.orders!.map((o) => Number(o.order_number)));
      keys.push(...body.orders!.map((o) => `${o.created_at} ${String(o.order_number).padStart(12, '0')}`));
      before = body.nextCursor;
    } while (before);
    // The fixture customer comes with orders of its own.
    const total = (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?1').bind(customerId).first<{ n: number }>())!.n;
    expect(total).toBeGreaterThanOrEqual(45);
    expect(sizes).toEqual([ORDER_PAGE_SIZE, ORDER_PAGE_SIZE, total - 2 * ORDER_PAGE_SIZE]);
    expect(new Set(seen).size).toBe(total);
    // Newest first by time, and by number between the two of one minute.
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('takes a page size up to the most, and one order by id (the order status page)', async () => {
    const { customerId, session } = await customerWithOrders(3);
    const two = await (await call(session, 'GET', `/api/orders/customer/${customerId}?limit=2`)).json<any>();
    expect(two.orders).toHaveLength(2);
    expect(two.nextCursor).toEqual(expect.any(String));
    const oldest = (await (await call(session, 'GET', `/api/orders/customer/${customerId}?before=${encodeURIComponent(two.nextCursor)}`)).json<any>())
      .orders[0];
    const one = await (await call(session, 'GET', `/api/orders/customer/${customerId}?order=${oldest.id}`)).json<any>();
    expect(one).toEqual({ orders: [oldest], nextCursor: null });
    // Another customer's order by id: none of theirs is answered.
    const theirs = await (await call(session, 'GET', `/api/orders/customer/${customerId}?order=order_demo_1001`)).json<any>();
    expect(theirs.orders).toEqual([]);
  });

  it('refuses a page size out of range and a cursor it did not make (400)', async () => {
    for (const query of [`limit=${ORDER_PAGE_MAX + 1}`, 'limit=0', 'limit=ten', 'before=2026-01-01', "before=x'--"]) {
      const res = await call(sam, 'GET', `/api/orders/customer/${DEMO.customerId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_query' });
    }
  });
});
