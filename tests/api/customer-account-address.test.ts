/**
 * The delivery address from the customer account page on a subscription the shop holds no
 * contract for (local mode, D1 the record): the dashboard's own change (New Zealand only, one
 * schema), for the token's customer only; and the saved addresses the page offers to pick from.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NZ_ONLY_MESSAGE, NZ_POSTCODE_MESSAGE } from '../../src/domain/schemas/checkout';
import { accountCall } from './customer-account-helpers';
import { DEMO, expectRefusedUnchanged, makeSubscription, subscriptionRow, type ErrorBody } from './subscription-helpers';

const SUBS = '/api/customer-account/subscriptions';
const ADDRESSES = '/api/customer-account/addresses';
const WELLINGTON = { address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' };

const changeAddress = (id: string, body: unknown, customerId = DEMO.customerId) => accountCall('POST', `${SUBS}/${id}/update-address`, { customerId, body });

describe('changing the delivery address (local mode)', () => {
  it('moves the customer’s own subscription to a New Zealand address, as the dashboard does', async () => {
    const id = await makeSubscription();
    const res = await changeAddress(id, WELLINGTON);
    expect(res.status).toBe(200);
    const answer = await res.json<{ id: string; shipping_address: Record<string, string>; shopify_contract: unknown }>();
    expect(answer).toMatchObject({ id, shopify_contract: null });
    expect(answer.shipping_address).toMatchObject(WELLINGTON);
    expect(await subscriptionRow(id)).toMatchObject({ ship_address1: '9 Tory Street', ship_city: 'Wellington', ship_zip: '6011' });
  });

  it('is 404 on another customer’s subscription, which stays as it was', async () => {
    const theirs = await makeSubscription({ customerId: DEMO.otherCustomerId });
    await expectRefusedUnchanged(theirs, () => changeAddress(theirs, WELLINGTON), 404, 'not_found');
  });

  it.each([
    ['a postcode that is not a NZ one', { ...WELLINGTON, zip: '60' }, `zip: ${NZ_POSTCODE_MESSAGE}`],
    ['an address abroad', { ...WELLINGTON, country: 'Australia' }, `country: ${NZ_ONLY_MESSAGE}`],
    ['no street', { ...WELLINGTON, address1: ' ' }, 'address1: '],
  ])('refuses %s with 400 and the field’s complaint, writing nothing', async (_, body, complaint) => {
    const id = await makeSubscription();
    const before = await subscriptionRow(id);
    const res = await changeAddress(id, body);
    expect(res.status).toBe(400);
    const error = await res.json<Required<ErrorBody>>();
    expect(error.code).toBe('invalid_json');
    expect(error.error).toContain(complaint);
    expect(error.issues[0]!.path).toBe(complaint.split(':')[0]);
    expect(await subscriptionRow(id)).toEqual(before);
  });

  it('is 401 without the session token', async () => {
    const id = await makeSubscription();
    await expectRefusedUnchanged(
      id,
      () => accountCall('POST', `${SUBS}/${id}/update-address`, { token: null, body: WELLINGTON }),
      401,
      'invalid_session_token',
    );
  });
});

describe('the saved addresses to pick from (local mode)', () => {
  type Saved = { id: string; address1: string; city: string; country: string; default: boolean };
  const list = async (customerId: string) => {
    const res = await accountCall('GET', ADDRESSES, { customerId });
    expect(res.status).toBe(200);
    return (await res.json<{ addresses: Saved[] }>()).addresses;
  };

  it('are the address book (default first), then the subscriptions’ and orders’ addresses, each once, the customer’s own only', async () => {
    await env.DB.prepare(
      `INSERT INTO addresses (id, customer_id, address1, address2, city, province, zip, country, is_default, created_at)
       VALUES ('addr_abroad', ?1, '1 George Street', '', 'Sydney', 'NSW', '2000', 'Australia', 0, ?2)`,
    )
      .bind(DEMO.customerId, new Date().toISOString())
      .run();
    const id = await makeSubscription();
    await changeAddress(id, WELLINGTON);

    const mine = await list(DEMO.customerId);
    expect(mine[0]).toMatchObject({ default: true });
    const lines = mine.map((a) => `${a.address1}, ${a.city}`);
    expect(lines).toContain('1 George Street, Sydney');
    expect(lines).toContain('9 Tory Street, Wellington');
    expect(new Set(lines).size).toBe(lines.length);
    expect(mine.find((a) => a.id === 'addr_abroad')).toMatchObject({ country: 'Australia', default: false });

    const theirs = await list(DEMO.otherCustomerId);
    expect(theirs.map((a) => a.address1)).not.toContain('1 George Street');
    expect(theirs.map((a) => a.address1)).not.toContain('9 Tory Street');
  });

  it('are none for a shop customer new to us', async () => {
    expect(await list('7009999999999')).toEqual([]);
  });

  it('are 401 without the session token', async () => {
    expect((await accountCall('GET', ADDRESSES, { token: null })).status).toBe(401);
  });
});
