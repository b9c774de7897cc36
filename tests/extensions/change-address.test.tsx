/**
 * "Change address" on a subscription the shop holds: the address form (the domain's NZ rules),
 * Shopify's delivery options for it through the Customer Account API, the contract's delivery put
 * there, and the page showing the new address at once; an address Shopify cannot deliver to shows
 * its reason and changes nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { NZ_POSTCODE_MESSAGE } from '../../src/domain/schemas/checkout';
import { fill, openAddressForm, typeAddress } from './address-helpers';
import { DELIVERY_TOKEN, dogs, shopSubscription, UNDELIVERABLE } from './extension-world';

const CONTRACT = 'gid://shopify/SubscriptionContract/1001';

const openForm = () => openAddressForm({ subscriptions: [shopSubscription()], pets: dogs() });

describe('changing the delivery address on the shop’s contract', () => {
  it('opens with the current address, lists Shopify’s options cheapest first, and puts the contract there', async () => {
    const { shopCalls, calls, record } = await openForm();
    expect(document.querySelector(`[label="${T.address1Label}"]`)!.getAttribute('value')).toBe('12 Ponsonby Road');
    expect(screen.getByText(T.countryNz)).toBeTruthy();
    typeAddress();
    fireEvent.click(screen.getByText(T.findDelivery));

    expect(await screen.findByText('Standard · $6.99')).toBeTruthy();
    const listed = [...document.querySelectorAll(`s-section[heading="${T.addressHeading}"] s-text`)]
      .map((e) => e.textContent)
      .filter((text) => text?.includes(' · $'));
    expect(listed).toEqual(['Standard · $6.99', 'Express · $12.99']);
    const address = { address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', zip: '6011', territoryCode: 'NZ', zoneCode: 'WGN' };
    expect(shopCalls).toEqual([{ field: 'subscriptionContractFetchDeliveryOptions', variables: { subscriptionContractId: CONTRACT, address } }]);

    fireEvent.click(screen.getByText(T.useAddress));
    const shown = '9 Tory Street, Flat 2, Wellington 6011, New Zealand';
    expect(await screen.findByText(`Delivering to: ${shown}`)).toBeTruthy();
    expect(screen.getByText(`Your deliveries now go to ${shown}.`)).toBeTruthy();
    expect(shopCalls[1]).toEqual({
      field: 'subscriptionContractSelectDeliveryMethod',
      variables: {
        subscriptionContractId: CONTRACT,
        subscriptionDeliveryOptionsResultToken: DELIVERY_TOKEN,
        deliveryMethodInput: { shipping: { shippingAddress: address } },
      },
    });
    expect(record(shopSubscription().id).shipping_address).toMatchObject({ address1: '9 Tory Street', city: 'Wellington', province: 'Wellington' });
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('holds an incomplete address or a postcode that is not a NZ one at the form, asking Shopify nothing', async () => {
    const { shopCalls } = await openForm();
    fill(T.address1Label, ' ');
    fill(T.zipLabel, '60');
    fireEvent.click(screen.getByText(T.findDelivery));
    await waitFor(() => expect(document.querySelector(`[label="${T.zipLabel}"]`)!.getAttribute('error')).toBe(NZ_POSTCODE_MESSAGE));
    expect(document.querySelector(`[label="${T.address1Label}"]`)!.getAttribute('error')).toBe('Please enter your street address');
    expect(shopCalls).toEqual([]);
  });

  it('shows Shopify’s reason for an address it cannot deliver to, and leaves the contract as it was', async () => {
    const { shopCalls, record } = await openForm();
    typeAddress('8942', 'CIT');
    fireEvent.click(screen.getByText(T.findDelivery));
    expect(await screen.findByText(`We cannot deliver to this address: ${UNDELIVERABLE}`)).toBeTruthy();
    expect(screen.queryByText(T.useAddress)).toBeNull();
    expect(shopCalls.map((c) => c.field)).toEqual(['subscriptionContractFetchDeliveryOptions']);
    expect(record(shopSubscription().id).shipping_address.address1).toBe('12 Ponsonby Road');
  });

  it('keeps the address when the customer changes their mind', async () => {
    const { shopCalls } = await openForm();
    typeAddress();
    fireEvent.click(screen.getByText(T.keepAddress));
    expect(await screen.findByText('Delivering to: 12 Ponsonby Road, Auckland 1011, New Zealand')).toBeTruthy();
    expect(shopCalls).toEqual([]);
  });
});
