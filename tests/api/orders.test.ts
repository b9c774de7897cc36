import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TREATS } from '../../src/domain/catalogue';
import { ordersAnswerSchema } from '../../src/domain/schemas/order';
import { treatsAnswerSchema } from '../../src/domain/schemas/shop';
import { call, DEMO, type ErrorBody, samForFile } from './subscription-helpers';

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
    expect(body.products).toHaveLength(TREATS.length);
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
