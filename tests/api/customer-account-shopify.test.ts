/**
 * What the customer account page does through Shopify's Customer Account API (the extension's
 * own operations, extensions/shared/customer-account-api.ts), against the fake Shopify's answer of
 * that API: it changes the logged-in customer's own contract only, and our mirror converges
 * through the webhooks Shopify sends (subscription_contracts/pause, …, subscription_billing_cycles/skip).
 */
import { describe, expect, it } from 'vitest';
import * as ops from '../../extensions/shared/customer-account-api';
import { EXTENSION_ORIGIN } from '../../functions/customer-account/cors';
import type { AccountSubscriptionAnswer } from '../../src/domain/schemas/answers/customer-account';
import { accountToken } from './customer-account-helpers';
import { BASE } from './subscription-helpers';
import { APP_SECRET, SHOP_DOMAIN, SHOPIFY_VARS, shopifyWorld } from './shopify-world';
import { TORY_STREET } from '../factories/address';

const LIST = '/api/customer-account/subscriptions';
const app = { clientId: SHOPIFY_VARS.SHOPIFY_CLIENT_ID, appSecret: APP_SECRET, shopDomain: SHOP_DOMAIN };

describe('the Customer Account API on the customer’s own contract', () => {
  const world = shopifyWorld();

  /** The logged-in customer's call of the Customer Account API (Shopify authenticates the sandbox's fetch). */
  async function customerApi(customerId: string, query: string, variables: Record<string, unknown>) {
    const grant = await world.fake.fetch(
      new Request(`https://${SHOP_DOMAIN}/_fake/customer-access-token`, {
        method: 'POST',
        body: JSON.stringify({ customerId: `gid://shopify/Customer/${customerId}` }),
      }),
    );
    const { accessToken } = await grant.json<{ accessToken: string }>();
    const res = await world.fake.fetch(
      new Request(`https://${SHOP_DOMAIN}/account/customer/api/2026-10/graphql`, {
        method: 'POST',
        headers: { authorization: accessToken, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
    );
    expect(res.status).toBe(200);
    const body = await res.json<{ data: Record<string, { userErrors: { code: string }[] } & Record<string, unknown>> }>();
    await world.flush();
    return body.data;
  }

  /** The subscription as our Worker answers the extension. */
  async function mirrored(customerId: string): Promise<AccountSubscriptionAnswer> {
    const token = await accountToken(customerId, {}, app);
    const res = await world.send(new Request(`${BASE}${LIST}`, { headers: { origin: EXTENSION_ORIGIN, authorization: `Bearer ${token}` } }));
    return (await res.json<AccountSubscriptionAnswer[]>())[0]!;
  }

  it('pauses and resumes it: the shop’s contract changes, then our record through the webhooks', async () => {
    const { customerId, contract } = await world.subscriber();
    const paused = await customerApi(customerId, ops.CONTRACT_PAUSE, { subscriptionContractId: contract.id });
    expect(paused.subscriptionContractPause).toMatchObject({ contract: { id: contract.id, status: 'PAUSED' }, userErrors: [] });
    expect(contract.status).toBe('PAUSED');
    expect(await mirrored(customerId)).toMatchObject({ status: 'PAUSED', next_charge_scheduled_at: null });

    const resumed = await customerApi(customerId, ops.CONTRACT_ACTIVATE, { subscriptionContractId: contract.id });
    expect(resumed.subscriptionContractActivate).toMatchObject({ contract: { status: 'ACTIVE' }, userErrors: [] });
    const after = await mirrored(customerId);
    expect(after.status).toBe('ACTIVE');
    expect(after.next_charge_scheduled_at).not.toBeNull();
  });

  it('skips the next delivery by the selector our answer gives, and puts it back; our schedule follows', async () => {
    const { customerId, contract } = await world.subscriber();
    const before = await mirrored(customerId);
    const day = before.next_charge_scheduled_at!;
    const selector = before.shopify_contract!.cycles.find((c) => c.day === day)!.selector_date;
    const input = { billingCycleInput: { contractId: contract.id, selector: { date: selector } } };

    const skipped = await customerApi(customerId, ops.BILLING_CYCLE_SKIP, input);
    expect(skipped.subscriptionBillingCycleSkip).toMatchObject({ billingCycle: { skipped: true }, userErrors: [] });
    expect(contract.skippedCycles).toHaveLength(1);
    const moved = await mirrored(customerId);
    expect(moved.billing_attempts.filter((a) => a.status === 'skipped').map((a) => a.date)).toEqual([day]);
    expect(moved.next_charge_scheduled_at! > day).toBe(true);
    expect(moved.shopify_contract!.cycles.map((c) => c.day)).toContain(day);

    const unskipped = await customerApi(customerId, ops.BILLING_CYCLE_UNSKIP, input);
    expect(unskipped.subscriptionBillingCycleUnskip).toMatchObject({ billingCycle: { skipped: false }, userErrors: [] });
    expect(contract.skippedCycles).toEqual([]);
    const back = await mirrored(customerId);
    expect(back.next_charge_scheduled_at).toBe(day);
    expect(back.billing_attempts.filter((a) => a.status === 'skipped')).toEqual([]);
  });

  it('moves its delivery to a new address: Shopify’s options, the method selected, then our record through the update webhook', async () => {
    const { customerId, contract } = await world.subscriber();
    const address = { address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', zip: '6011', territoryCode: 'NZ', zoneCode: 'WGN' };
    const fetched = await customerApi(customerId, ops.FETCH_DELIVERY_OPTIONS, { subscriptionContractId: contract.id, address });
    const result = (fetched.subscriptionContractFetchDeliveryOptions as unknown as ops.FetchDeliveryOptionsPayload).deliveryOptionsResult!;
    expect(result).toMatchObject({
      __typename: 'SubscriptionDeliveryOptionsResultSuccess',
      deliveryOptions: [{ title: 'Standard', price: { amount: '6.99' } }],
    });
    const token = (result as { token: string }).token;

    const select = {
      subscriptionContractId: contract.id,
      subscriptionDeliveryOptionsResultToken: token,
      deliveryMethodInput: { shipping: { shippingAddress: address } },
    };
    const selected = await customerApi(customerId, ops.SELECT_DELIVERY_METHOD, select);
    expect(selected.subscriptionContractSelectDeliveryMethod).toMatchObject({
      contract: { deliveryMethod: { address: { address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', province: 'Wellington', zip: '6011' } } },
      userErrors: [],
    });
    expect(contract.address).toMatchObject({ address1: '9 Tory Street', city: 'Wellington', province: 'Wellington', zip: '6011' });
    expect((await mirrored(customerId)).shipping_address).toMatchObject(TORY_STREET);

    // A result is good once, and for its own address only.
    const again = await customerApi(customerId, ops.SELECT_DELIVERY_METHOD, select);
    expect(again.subscriptionContractSelectDeliveryMethod).toMatchObject({ contract: null, userErrors: [{ code: 'INVALID' }] });
  });

  it('answers Shopify’s reason for an address the shop does not ship to, and another customer’s contract as none', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    const chathams = { address1: '1 Waitangi Wharf Road', city: 'Waitangi', zip: '8942', territoryCode: 'NZ', zoneCode: 'CIT' };
    const refused = await customerApi(a.customerId, ops.FETCH_DELIVERY_OPTIONS, { subscriptionContractId: a.contract.id, address: chathams });
    expect(refused.subscriptionContractFetchDeliveryOptions).toMatchObject({
      deliveryOptionsResult: { __typename: 'SubscriptionDeliveryOptionsResultFailure', message: expect.stringMatching(/no shipping rates/) },
    });
    const other = await customerApi(a.customerId, ops.FETCH_DELIVERY_OPTIONS, {
      subscriptionContractId: b.contract.id,
      address: { ...chathams, zip: '6011', zoneCode: 'WGN' },
    });
    expect(other.subscriptionContractFetchDeliveryOptions).toMatchObject({
      deliveryOptionsResult: null,
      userErrors: [{ code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST' }],
    });
    expect(b.contract.address.zip).not.toBe('6011');
  });

  it('reads the customer’s own address book, with its default, abroad included; another customer’s is not in it', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    const customer = world.fake.state.customers.get(`gid://shopify/Customer/${a.customerId}`)!;
    const sydney = {
      firstName: 'Kiri',
      lastName: 'Walker',
      address1: '1 George Street',
      address2: '',
      city: 'Sydney',
      province: 'New South Wales',
      zip: '2000',
      country: 'Australia',
    };
    const added = await world.fake.fetch(
      new Request(`https://${SHOP_DOMAIN}/_fake/customer-addresses`, {
        method: 'POST',
        body: JSON.stringify({ customerId: customer.id, address: sydney, territoryCode: 'AU', zoneCode: 'NSW' }),
      }),
    );
    expect(added.status).toBe(200);
    const data = (await customerApi(a.customerId, ops.CUSTOMER_ADDRESSES, { first: 20 })) as unknown as ops.CustomerAddressesData;
    const nodes = data.customer!.addresses.nodes;
    expect(nodes.map((n) => [n.address1, n.territoryCode, n.zoneCode])).toEqual([
      ['5 Queen Street', 'NZ', 'AUK'],
      ['1 George Street', 'AU', 'NSW'],
    ]);
    expect(data.customer!.defaultAddress).toEqual({ id: nodes[0]!.id });
    const theirs = world.fake.state.customers.get(`gid://shopify/Customer/${b.customerId}`)!.addresses.map((x) => x.id);
    expect(nodes.map((n) => n.id).filter((id) => theirs.includes(id))).toEqual([]);
    const one = (await customerApi(a.customerId, ops.CUSTOMER_ADDRESSES, { first: 1 })) as unknown as ops.CustomerAddressesData;
    expect(one.customer!.addresses.nodes).toHaveLength(1);
  });

  it('cancels it', async () => {
    const { customerId, contract } = await world.subscriber();
    const cancelled = await customerApi(customerId, ops.CONTRACT_CANCEL, { subscriptionContractId: contract.id });
    expect(cancelled.subscriptionContractCancel).toMatchObject({ contract: { status: 'CANCELLED' }, userErrors: [] });
    expect((await mirrored(customerId)).status).toBe('CANCELLED');
  });

  it('refuses another customer’s contract as one that does not exist, and changes nothing', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    const paused = await customerApi(a.customerId, ops.CONTRACT_PAUSE, { subscriptionContractId: b.contract.id });
    expect(paused.subscriptionContractPause).toMatchObject({ contract: null, userErrors: [{ code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST' }] });
    const skip = await customerApi(a.customerId, ops.BILLING_CYCLE_SKIP, {
      billingCycleInput: { contractId: b.contract.id, selector: { index: 1 } },
    });
    expect(skip.subscriptionBillingCycleSkip).toMatchObject({ billingCycle: null, userErrors: [{ code: 'INVALID' }] });
    expect(b.contract).toMatchObject({ status: 'ACTIVE', skippedCycles: [] });
  });

  it('answers nobody without a customer’s access token', async () => {
    const res = await world.fake.fetch(
      new Request(`https://${SHOP_DOMAIN}/account/customer/api/2026-10/graphql`, { method: 'POST', body: JSON.stringify({ query: ops.CONTRACT_PAUSE }) }),
    );
    expect(res.status).toBe(401);
  });
});
