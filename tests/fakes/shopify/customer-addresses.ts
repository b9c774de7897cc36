/**
 * The fake shop's customer address book (Customer Account API's `customer.addresses` and
 * `defaultAddress`): Shopify saves the shipping address of a customer's checkout to their
 * account, the first one as the default, and the customer (or the merchant) can add more, abroad
 * too, since an address book is not bound to where the shop ships.
 */
import { zoneCodeOf } from './nz-zones';
import type { FakeAddress, FakeCustomer, FakeSavedAddress, ShopState } from './shop-state';

const sameAddress = (a: FakeAddress, b: FakeAddress) =>
  (['address1', 'address2', 'city', 'zip', 'country'] as const).every((k) => a[k].trim().toLowerCase() === b[k].trim().toLowerCase());

/**
 * Saves `address` to the customer's book (an address already there is not saved twice); the
 * first becomes the default. Answers the saved address.
 */
export function saveCustomerAddress(
  state: ShopState,
  customer: FakeCustomer,
  address: FakeAddress,
  opts: { territoryCode?: string; zoneCode?: string; makeDefault?: boolean } = {},
): FakeSavedAddress {
  const existing = customer.addresses.find((a) => sameAddress(a, address));
  const saved = existing ?? {
    ...address,
    id: state.nextId('CustomerAddress'),
    territoryCode: opts.territoryCode ?? 'NZ',
    zoneCode: opts.zoneCode ?? zoneCodeOf(address.province),
  };
  if (!existing) customer.addresses.push(saved);
  if (opts.makeDefault || !customer.defaultAddressId) customer.defaultAddressId = saved.id;
  return saved;
}

/** A saved address as the Customer Account API's CustomerAddress type answers it. */
export function customerAddressView(a: FakeSavedAddress) {
  return {
    ...a,
    name: [a.firstName, a.lastName].filter(Boolean).join(' '),
    company: null,
    phoneNumber: null,
    formatted: [a.address1, a.address2, `${a.city} ${a.zip}`, a.country].filter(Boolean),
    formattedArea: [a.city, a.province, a.country].filter(Boolean).join(', '),
  };
}
