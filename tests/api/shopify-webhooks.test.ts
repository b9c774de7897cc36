/**
 * POST /webhooks/shopify as Shopify sends it: signed, once per delivery id, late and out of
 * order; the privacy topics remove what they must.
 */
import { currentCatalogue } from '../../functions/catalogue/reader';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { shipNowBody } from '../../src/domain/dates';
import { orderPayload, shopifySignature } from '../fakes/shopify/webhooks';
import { checkoutUrlBody } from './trial-factories';
import { BASE, postJson } from './auth-helpers';
import { APP_SECRET, SHOP_DOMAIN, shopifyWorld } from './shopify-world';
import { privacyBodies, webhookRequest, type DeliveryOptions } from './webhook-delivery';

// The fake shop's own products, as the app synced them on install.
const world = shopifyWorld();

const deliver = async (topic: string, payload: unknown, opts: DeliveryOptions = {}) => world.send(await webhookRequest(topic, payload, opts));

const customerRow = (id: string) =>
  env.DB.prepare('SELECT email, first_name FROM customers WHERE id = ?1').bind(id).first<{ email: string; first_name: string }>();
const gidOf = (id: string) => `gid://shopify/Customer/${id}`;

describe('POST /webhooks/shopify: who may call it', () => {
  it('refuses a forged or missing signature (401) and changes nothing', async () => {
    const { customerId } = await world.subscriber();
    const payload = { admin_graphql_api_id: gidOf(customerId), email: 'forged@example.com', first_name: 'Mallory' };
    for (const opts of [{ secret: 'not-the-app-secret' }, { signature: '' }, { signature: 'bm90IGEgc2lnbmF0dXJl' }]) {
      const res = await deliver('customers/update', payload, opts);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect((await customerRow(customerId))!.first_name).toBe('Kiri');
  });

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify({ admin_graphql_api_id: gidOf('1'), first_name: 'A' });
    const signature = await shopifySignature(APP_SECRET, body);
    const res = await world.send(
      new Request(`${BASE}/webhooks/shopify`, {
        method: 'POST',
        headers: {
          'x-shopify-topic': 'customers/update',
          'x-shopify-hmac-sha256': signature,
          'x-shopify-shop-domain': SHOP_DOMAIN,
          'x-shopify-webhook-id': 'w1',
        },
        body: body.replace('"A"', '"B"'),
      }),
    );
    expect(res.status).toBe(401);
  });

  it('refuses another shop’s webhook, a malformed payload (400) and answers an unhandled topic 200', async () => {
    expect((await deliver('customers/update', { admin_graphql_api_id: gidOf('1') }, { shop: 'other.myshopify.com' })).status).toBe(401);
    const bad = await deliver('customers/update', { admin_graphql_api_id: 'not-a-gid' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_webhook' });
    expect(await (await deliver('collections/update', { id: 1 })).json()).toEqual({ status: 'ignored', topic: 'collections/update' });
  });

  it('is off (404) in local mode without an app secret', async () => {
    const res = await app.request(postJson('/webhooks/shopify', {}), undefined, env);
    expect(res.status).toBe(404);
  });
});

describe('POST /webhooks/shopify: at least once, late and out of order', () => {
  it('processes a repeated X-Shopify-Webhook-Id once', async () => {
    const { customerId } = await world.subscriber();
    const first = await deliver(
      'customers/update',
      { admin_graphql_api_id: gidOf(customerId), first_name: 'Aroha', updated_at: '2030-01-01T00:00:00Z' },
      { id: 'delivery-1' },
    );
    expect(await first.json()).toMatchObject({ status: 'processed' });
    const again = await deliver(
      'customers/update',
      { admin_graphql_api_id: gidOf(customerId), first_name: 'Changed', updated_at: '2030-01-02T00:00:00Z' },
      { id: 'delivery-1' },
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'duplicate' });
    expect((await customerRow(customerId))!.first_name).toBe('Aroha');
  });

  it('never lets an older state of the contract overwrite a newer one', async () => {
    const { subscriptionId, contract } = await world.subscriber();
    const status = async () =>
      (await env.DB.prepare('SELECT status FROM subscriptions WHERE id = ?1').bind(subscriptionId).first<{ status: string }>())!.status;
    const payload = (s: string) => ({
      admin_graphql_api_id: contract.id,
      status: s,
      billing_policy: { interval: 'day', interval_count: 28 },
      revision_id: String((contract.revision += 1)),
    });
    const t = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await env.DB.prepare('UPDATE subscriptions SET shopify_updated_at = ?2 WHERE id = ?1').bind(subscriptionId, t(-60)).run(); // created an hour ago

    contract.status = 'PAUSED'; // paused in the shop's admin
    contract.updatedAt = t(-10);
    await deliver('subscription_contracts/pause', payload('paused'));
    expect(await status()).toBe('PAUSED');

    // A read of the contract older than what the mirror holds (a lagging replica) is ignored.
    contract.status = 'ACTIVE';
    contract.updatedAt = t(-15);
    const late = await deliver('subscription_contracts/activate', payload('active'));
    expect(late.status).toBe(200);
    expect(await status()).toBe('PAUSED');

    // A newer one is taken.
    contract.updatedAt = t(-1);
    await deliver('subscription_contracts/activate', payload('active'));
    expect(await status()).toBe('ACTIVE');
  });

  it('a change made from the dashboard is newer than the webhooks it causes', async () => {
    const { subscriptionId, contract, session } = await world.subscriber();
    await world.call(session, 'POST', `/subscriptions/${subscriptionId}/pause`, { days: null });
    // A stale read of the contract (a lagging replica), from before our change.
    contract.status = 'ACTIVE';
    contract.updatedAt = new Date(Date.now() - 60_000).toISOString();
    await deliver('subscription_contracts/update', { admin_graphql_api_id: contract.id, status: 'active' });
    expect((await env.DB.prepare('SELECT status FROM subscriptions WHERE id = ?1').bind(subscriptionId).first<{ status: string }>())!.status).toBe('PAUSED');
  });
});

describe('signed payloads we cannot or must not apply as they are', () => {
  it('customers/update: an e-mail Shopify accepts is taken; one another customer holds stays theirs, answered 200', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    const bEmail = (await customerRow(b.customerId))!.email;
    const aEmail = (await customerRow(a.customerId))!.email;
    const taken = await deliver('customers/update', { admin_graphql_api_id: gidOf(a.customerId), email: bEmail, first_name: 'Aroha' });
    expect(taken.status).toBe(200);
    expect(await customerRow(a.customerId)).toEqual({ email: aEmail, first_name: 'Aroha' });
    const irish = `o'brien.${a.customerId}@example.com`;
    const res = await deliver('customers/update', { admin_graphql_api_id: gidOf(a.customerId), email: irish });
    expect(res.status).toBe(200);
    expect((await customerRow(a.customerId))!.email).toBe(irish);
  });

  it('absurd order amounts are a 400, never a 500; a tracking URL that is not https is dropped', async () => {
    const { session, subscriptionId, customerId } = await world.subscriber();
    expect((await world.call(session, 'POST', `/subscriptions/${subscriptionId}/ship-now`, shipNowBody(new Date()))).status).toBe(200);
    await world.flush();
    const order = [...world.fake.state.orders.values()].find((o) => o.customerId === gidOf(customerId))!;
    const genuine = orderPayload(world.fake.state, order);
    const line = genuine.line_items[0]!;
    const absurd = [
      { ...genuine, line_items: [{ ...line, quantity: 1e308 }] },
      { ...genuine, line_items: [{ ...line, price: 'NaN' }] },
      { ...genuine, total_shipping_price_set: { shop_money: { amount: '-5.00', currency_code: 'NZD' } } },
    ];
    for (const payload of absurd) expect((await deliver('orders/updated', payload)).status).toBe(400);

    const shipped = {
      ...genuine,
      updated_at: new Date(Date.now() + 1000).toISOString(),
      fulfillment_status: 'fulfilled',
      fulfillments: [{ tracking_company: 'NZ Post', tracking_number: 'NZ1', tracking_url: 'javascript:alert(document.cookie)' }],
    };
    expect((await deliver('orders/fulfilled', shipped)).status).toBe(200);
    const tracking = await env.DB.prepare('SELECT t.tracking_url FROM order_tracking t JOIN orders o ON o.id = t.order_id WHERE o.shopify_order_id = ?1')
      .bind(order.id)
      .first<{ tracking_url: string }>();
    expect(tracking).toEqual({ tracking_url: '' });
  });
});

describe('Shopify checkout → contract → dashboard', () => {
  it('a trial checkout in the shop creates the contract; the customer sees it and the first order', async () => {
    const catalogue = await currentCatalogue(env.DB);
    const body = checkoutUrlBody({ discount: 'FREE7DAYTRIAL' }, catalogue.kibbles[0], catalogue);
    const res = await world.send(postJson('/api/pets/checkout-url', body));
    expect(res.status).toBe(200);
    const { checkout_url } = await res.json<{ checkout_url: string }>();
    expect(checkout_url).toMatch(new RegExp(`^https://${SHOP_DOMAIN}/checkouts/`));
    const cartId = decodeURIComponent(checkout_url.split('/checkouts/')[1]!);
    const { contractId, orderId } = world.fake.completeCheckout(cartId, {
      email: body.customerData.email,
      firstName: 'Aroha',
      lastName: 'Smith',
      address: { address1: '9 Tory Street', address2: '', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' },
    });
    await world.flush();
    const sub = await env.DB.prepare('SELECT id, customer_id, status, variant_id, order_interval_frequency FROM subscriptions WHERE shopify_contract_id = ?1')
      .bind(contractId)
      .first<Record<string, any>>();
    expect(sub).toMatchObject({ status: 'ACTIVE', variant_id: String(body.variantId) });
    const order = await env.DB.prepare('SELECT customer_id, discount_code FROM orders WHERE shopify_order_id = ?1').bind(orderId).first();
    expect(order).toEqual({ customer_id: sub!.customer_id, discount_code: 'FREE7DAYTRIAL' });
    expect(await customerRow(sub!.customer_id)).toMatchObject({ email: body.customerData.email, first_name: 'Aroha' });
  });

  it('fulfilment in the shop marks the order shipped with its tracking', async () => {
    const { session, subscriptionId, customerId } = await world.subscriber();
    expect((await world.call(session, 'POST', `/subscriptions/${subscriptionId}/ship-now`, shipNowBody(new Date()))).status).toBe(200);
    const [order] = [...world.fake.state.orders.values()].filter((o) => o.customerId === gidOf(customerId));
    order!.fulfilled = true;
    order!.updatedAt = new Date(Date.now() + 1000).toISOString();
    world.fake.webhooks.order('orders/fulfilled', order!);
    await world.flush();
    const history = await (await world.call(session, 'GET', `/api/orders/customer/${customerId}`)).json<{ orders: any[] }>();
    expect(history.orders[0]).toMatchObject({ fulfillment_status: 'fulfilled' });
    expect(JSON.stringify(history.orders[0])).toContain(`NZ${order!.number}`);
  });
});

describe('privacy webhooks', () => {
  it('customers/redact leaves nothing of the customer in D1 or R2', async () => {
    const { customerId, subscriptionId, session } = await world.subscriber();
    expect((await world.call(session, 'POST', `/subscriptions/${subscriptionId}/ship-now`, shipNowBody(new Date()))).status).toBe(200);
    await world.flush();
    const at = new Date().toISOString();
    const key = `redact_${customerId}.png`;
    await env.PHOTOS.put(key, new Uint8Array([137, 80, 78, 71]));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO photos (id, customer_id, small_key, content_type, bytes, created_at) VALUES (?1, ?2, ?3, 'image/png', 4, ?4)").bind(
        `ph_${customerId}`,
        customerId,
        key,
        at,
      ),
      env.DB.prepare("INSERT INTO pets (id, customer_id, name, weight_kg, photo_id, created_at, updated_at) VALUES (?1, ?2, 'Biscuit', 12, ?3, ?4, ?4)").bind(
        `pet_${customerId}`,
        customerId,
        `ph_${customerId}`,
        at,
      ),
    ]);
    const email = (await customerRow(customerId))!.email;
    await env.DB.prepare("INSERT INTO outbox (id, to_email, subject, text, kind, adapter, created_at) VALUES (?1, ?2, 's', 't', 'login-link', 'outbox', ?3)")
      .bind(`mail_${customerId}`, email, at)
      .run();
    await env.DB.prepare('INSERT INTO temp_pet_data (browser_id, data, expires_at) VALUES (?1, ?2, ?3)')
      .bind(`b_${customerId}`, JSON.stringify({ customerData: { email } }), '2999-01-01T00:00:00Z')
      .run();
    // Another person's address that contains this one stays.
    await env.DB.prepare('INSERT INTO temp_pet_data (browser_id, data, expires_at) VALUES (?1, ?2, ?3)')
      .bind(`jo_${customerId}`, JSON.stringify({ customerData: { email: `jo${email}` } }), '2999-01-01T00:00:00Z')
      .run();

    const res = await deliver('customers/redact', privacyBodies.customerRedact(customerId, email));
    expect(res.status).toBe(200);

    const tables = [
      'customers',
      'pets',
      'photos',
      'sessions',
      'login_tokens',
      'subscriptions',
      'orders',
      'subscription_events',
      'payment_attempts',
      'idempotency_keys',
    ];
    for (const table of tables) {
      const column = table === 'customers' ? 'id' : 'customer_id';
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?1`).bind(customerId).first<{ n: number }>();
      expect(row!.n, table).toBe(0);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1').bind(email).first()).toEqual({ n: 0 });
    const temp = await env.DB.prepare('SELECT browser_id FROM temp_pet_data WHERE instr(data, ?1) > 0').bind(email).all();
    expect(temp.results).toEqual([{ browser_id: `jo_${customerId}` }]);
    expect(await env.PHOTOS.get(key)).toBeNull();
    // The session no longer opens the dashboard.
    expect((await world.call(session, 'GET', `/subscriptions/customer/${customerId}`)).status).toBe(401);
  });

  it('customers/data_request is answered', async () => {
    const { customerId } = await world.subscriber();
    const res = await deliver('customers/data_request', privacyBodies.dataRequest(customerId));
    expect(await res.json()).toEqual({ status: 'processed', topic: 'customers/data_request' });
  });
});
