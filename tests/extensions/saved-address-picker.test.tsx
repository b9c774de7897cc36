/**
 * Picking a saved address instead of typing it: Shopify's address book on a contract the shop
 * holds, the Worker's list in local mode. Picking fills the form and the customer still confirms;
 * an address abroad is listed but cannot be picked, with why.
 */
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../extensions/shared/customer-account-api';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import type { SavedAddressAnswer } from '../../src/domain/schemas/answers/customer-account';
import { TORY_STREET } from '../factories/address';
import { openAddressForm, shown, typeAddress } from './address-helpers';
import { dogs, shopSubscription, subscription } from './extension-world';

const tory: SavedAddressAnswer = { id: 'addr_1', ...TORY_STREET, default: false };
const shopAddress = (overrides: Partial<CustomerAddress>): CustomerAddress => ({
  id: 'gid://shopify/CustomerAddress/1',
  address1: '9 Tory Street',
  address2: 'Flat 2',
  city: 'Wellington',
  province: 'Wellington',
  zoneCode: 'WGN',
  zip: '6011',
  country: 'New Zealand',
  territoryCode: 'NZ',
  ...overrides,
});
const sydney = shopAddress({
  id: 'gid://shopify/CustomerAddress/2',
  address1: '1 George Street',
  address2: '',
  city: 'Sydney',
  province: 'New South Wales',
  zoneCode: 'NSW',
  zip: '2000',
  country: 'Australia',
  territoryCode: 'AU',
});
const useText = (line: string) => T.useSavedAddress.replace('{{address}}', line);
const section = () => document.querySelector(`s-section[heading="${T.addressHeading}"]`)!;

describe('the saved-address picker', () => {
  it('is loading while the addresses are read, the form already there to type in', async () => {
    await openAddressForm({ subscriptions: [subscription()], pets: dogs(), savedAddresses: 'pending' });
    expect(screen.getByText(T.savedAddressesHeading)).toBeTruthy();
    expect(section().querySelector('s-spinner')!.getAttribute('accessibilityLabel')).toBe(T.savedAddressesLoading);
    expect(shown(T.address1Label)).toBe('12 Ponsonby Road');
  });

  it('says when none are saved', async () => {
    await openAddressForm({ subscriptions: [subscription()], pets: dogs(), savedAddresses: [] });
    expect(await screen.findByText(T.savedAddressesNone)).toBeTruthy();
    expect(section().querySelector('s-spinner')).toBeNull();
  });

  it('says when they could not be read, and the form still works', async () => {
    const { calls } = await openAddressForm({ subscriptions: [subscription()], pets: dogs(), savedAddresses: 'failing' });
    expect(await screen.findByText(T.savedAddressesFailed)).toBeTruthy();
    typeAddress();
    fireEvent.click(screen.getByText(T.useAddress));
    expect(await screen.findByText('Delivering to: 9 Tory Street, Flat 2, Wellington 6011, New Zealand')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/update-address'))).toHaveLength(1);
  });

  it('in local mode: picking fills the form from the Worker’s list; the customer confirms, and it is saved', async () => {
    const { calls } = await openAddressForm({ subscriptions: [subscription()], pets: dogs(), savedAddresses: [tory] });
    fireEvent.click(await screen.findByText(useText('9 Tory Street, Flat 2, Wellington 6011, New Zealand')));
    expect([T.address1Label, T.address2Label, T.cityLabel, T.regionLabel, T.zipLabel].map(shown)).toEqual([
      '9 Tory Street',
      'Flat 2',
      'Wellington',
      'WGN',
      '6011',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByText(T.useAddress));
    expect(await screen.findByText('Delivering to: 9 Tory Street, Flat 2, Wellington 6011, New Zealand')).toBeTruthy();
    const { id: _id, default: _default, ...address } = tory;
    expect(calls.find((c) => c.path.endsWith('/update-address'))!.body).toEqual(address);
  });

  it('on the shop’s contract: Shopify’s address book, the default first; picking fills the form for Shopify’s delivery options', async () => {
    const { shopCalls, shopReads } = await openAddressForm({ subscriptions: [shopSubscription()], pets: dogs(), shopAddresses: [shopAddress({}), sydney] });
    fireEvent.click(await screen.findByText(useText('9 Tory Street, Flat 2, Wellington 6011, New Zealand')));
    expect(shopReads).toEqual([{ field: 'customer', variables: { first: 20 } }]);
    expect(screen.getByText(T.savedAddressDefault)).toBeTruthy();
    fireEvent.click(screen.getByText(T.findDelivery));
    expect(await screen.findByText('Standard · $6.99')).toBeTruthy();
    expect(shopCalls[0]!.variables.address).toEqual({
      address1: '9 Tory Street',
      address2: 'Flat 2',
      city: 'Wellington',
      zip: '6011',
      territoryCode: 'NZ',
      zoneCode: 'WGN',
    });
  });

  it('shows an address abroad disabled, with why, and picking it changes nothing', async () => {
    await openAddressForm({ subscriptions: [shopSubscription()], pets: dogs(), shopAddresses: [sydney] });
    const abroad = await screen.findByText(useText('1 George Street, Sydney 2000, New South Wales, Australia'));
    expect(abroad.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(T.savedAddressAbroad)).toBeTruthy();
    fireEvent.click(abroad);
    expect(shown(T.address1Label)).toBe('12 Ponsonby Road');
  });
});
