/**
 * The fake shop's delivery for subscriptionContractFetchDeliveryOptions and
 * subscriptionContractSelectDeliveryMethod (Customer Account API): the shop ships within New
 * Zealand by one courier rate, as its orders are charged (the shop's own rate, SHOP_SHIPPING), and its
 * shipping zone leaves out the Chatham Islands (region CIT, postcode 8942), which the courier does
 * not reach: there Shopify answers a Failure with its reason. A Success's token names the contract
 * and the address it was fetched for; the selection must come with both, as Shopify's does.
 */
import { NZ_TERRITORY, zoneNameOf } from './nz-zones';
import type { FakeAddress } from './shop-state';

/** The shop's one courier rate, as its checkout charges it (./checkout-pricing.ts). */
const SHOP_SHIPPING = '6.99';

export const UNDELIVERABLE_MESSAGE = 'There are no shipping rates available for this address.';
const UNSERVED_REGIONS = ['CIT'];
const UNSERVED_ZIPS = ['8942'];

/** CustomerAddressInput as the schema validated it. */
export interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zip?: string | null;
  territoryCode?: string | null;
  zoneCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The address the contract would hold, names kept from its current one. */
export function addressOf(input: AddressInput, current: FakeAddress): FakeAddress {
  return {
    firstName: input.firstName ?? current.firstName,
    lastName: input.lastName ?? current.lastName,
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    province: input.zoneCode ? zoneNameOf(input.zoneCode) : '',
    zip: input.zip ?? '',
    country: 'New Zealand',
  };
}

export function createDeliveryOptions() {
  const results = new Map<string, { contractId: string; address: string }>();
  const key = (a: AddressInput) => JSON.stringify([a.address1 ?? '', a.address2 ?? '', a.city ?? '', a.zip ?? '', a.territoryCode ?? '', a.zoneCode ?? '']);
  return {
    /** The result for `address`: Shopify's Failure where the shop does not ship, its rate otherwise. */
    fetch(contractId: string, address: AddressInput) {
      const ships =
        (address.territoryCode ?? '').toUpperCase() === NZ_TERRITORY &&
        !UNSERVED_REGIONS.includes(address.zoneCode ?? '') &&
        !UNSERVED_ZIPS.includes((address.zip ?? '').trim());
      if (!ships) return { __typename: 'SubscriptionDeliveryOptionsResultFailure', message: UNDELIVERABLE_MESSAGE };
      const token = `dor_${crypto.randomUUID().replace(/-/g, '')}`;
      results.set(token, { contractId, address: key(address) });
      const price = { amount: SHOP_SHIPPING, currencyCode: 'NZD' };
      return {
        __typename: 'SubscriptionDeliveryOptionsResultSuccess',
        token,
        deliveryOptions: [
          {
            __typename: 'SubscriptionShippingOption',
            code: 'standard',
            title: 'Standard',
            presentmentTitle: 'Standard',
            description: null,
            phoneRequired: false,
            price,
          },
        ],
      };
    },
    /** Whether `token` was fetched for this contract and address (a token is good once). */
    redeem(token: string, contractId: string, address: AddressInput): boolean {
      const result = results.get(token);
      if (!result || result.contractId !== contractId || result.address !== key(address)) return false;
      results.delete(token);
      return true;
    },
  };
}
