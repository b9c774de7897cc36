/**
 * The customer's saved addresses, offered when they change a subscription's delivery address:
 * on a contract the shop holds, Shopify's address book through the Customer Account API (the
 * customer's own, as Shopify answers it for the logged-in customer); otherwise (local mode) the
 * addresses our Worker holds for them (functions/db/saved-addresses.ts). Each comes with the form
 * it fills and whether the shop delivers there (New Zealand only: src/domain/saved-addresses.ts).
 */
import { addressLine } from '../../src/domain/address-text';
import { regionCodeOf } from '../../src/domain/nz-regions';
import { deliversTo, SAVED_ADDRESSES_MAX } from '../../src/domain/saved-addresses';
import type { SavedAddressesAnswer } from '../../src/domain/schemas/answers/customer-account';
import type { AccountSubscription } from './answers';
import * as ops from './customer-account-api';
import { customerAccountApi } from './customer-account-fetch';
import type { AddressForm } from './delivery-address';
import { worker } from './worker';

export interface SavedAddress {
  id: string;
  /** The address on one line, as the page shows it. */
  line: string;
  /** The change-address form as picking it fills it. */
  form: AddressForm;
  /** Whether the shop delivers there: one it does not is shown, not offered. */
  ships: boolean;
  isDefault: boolean;
}

/** An address as either source answers it: Shopify's adds its country's and region's codes. */
type Parts = ops.MailingAddress & { id: string; territoryCode?: string | null; zoneCode?: string | null };

function savedOf(a: Parts, isDefault: boolean): SavedAddress {
  const ships = deliversTo(a);
  const form = {
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    region: ships ? a.zoneCode || regionCodeOf(a.province) : '',
    zip: a.zip ?? '',
  };
  return { id: a.id, line: addressLine(a), form, ships, isDefault };
}

/** The default first, then as the source lists them. */
const defaultFirst = (list: SavedAddress[]) => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/**
 * @example
 * const saved = await loadSavedAddresses(subscription);
 */
export async function loadSavedAddresses(s: AccountSubscription): Promise<SavedAddress[]> {
  if (s.shopify_contract) {
    const { customer } = await customerAccountApi<ops.CustomerAddressesData>(ops.CUSTOMER_ADDRESSES, { first: SAVED_ADDRESSES_MAX });
    const defaultId = customer?.defaultAddress?.id;
    return defaultFirst((customer?.addresses.nodes ?? []).map((a) => savedOf(a, a.id === defaultId)));
  }
  const { addresses } = await worker<SavedAddressesAnswer>('GET', '/addresses');
  return defaultFirst(addresses.map((a) => savedOf(a, a.default)));
}
