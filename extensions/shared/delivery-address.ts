/**
 * A new delivery address on the customer's own contract, through Shopify's Customer Account API
 * (./customer-account-api.ts): the address is checked by the domain's own NZ rules
 * (src/domain/schemas/checkout.ts), Shopify answers the delivery options it has for it (or why it
 * cannot deliver there), and the chosen option's method is put on the contract. The page shows the
 * contract's new address from the mutation's answer at once; our mirror follows by Shopify's
 * subscription_contracts/update webhook (./converge.ts). A subscription the shop holds no contract
 * for (local mode) has no delivery options to ask for: the same checked address goes to our Worker.
 */
import * as v from 'valibot';
import { NZ_COUNTRY, nzAddressSchema, type NzAddress } from '../../src/domain/schemas/checkout';
import { NZ_TERRITORY_CODE, regionCodeOf, regionNameOf } from '../../src/domain/nz-regions';
import type { AccountSubscription } from './answers';
import * as ops from './customer-account-api';
import { customerAccountMutation } from './customer-account-fetch';
import { onWorker } from './subscription-actions';

/** The form as the customer fills it: `region` is a region's code (src/domain/nz-regions.ts). */
export interface AddressForm {
  address1: string;
  address2: string;
  city: string;
  region: string;
  zip: string;
}

export type FormErrors = Partial<Record<keyof AddressForm, string>>;

/** The form's fields a refusal can name (the region is picked from a list, the country fixed). */
export const TYPED_FIELDS = ['address1', 'address2', 'city', 'zip'] as const;

export interface DeliveryOption {
  code: string;
  title: string;
  /** Decimal string in the shop's currency, e.g. "6.99". */
  amount: string;
}

export type DeliveryOptions = { kind: 'options'; token: string; options: DeliveryOption[] } | { kind: 'undeliverable'; message: string };

/** The form filled with the subscription's current address. */
export function formOf(s: AccountSubscription): AddressForm {
  const a = s.shipping_address;
  return { address1: a?.address1 ?? '', address2: a?.address2 ?? '', city: a?.city ?? '', region: regionCodeOf(a?.province), zip: a?.zip ?? '' };
}

/**
 * The address as Shopify takes it (`address`) and as our Worker does (`nz`: the dashboard's own
 * body, nzAddressSchema), or each field's first complaint by the domain's rules.
 */
export function checkAddress(form: AddressForm): { address: Record<string, string>; nz: NzAddress } | { errors: FormErrors } {
  const parsed = v.safeParse(nzAddressSchema, { ...form, province: regionNameOf(form.region) || null, country: NZ_COUNTRY });
  if (!parsed.success) {
    const nested = v.flatten<typeof nzAddressSchema>(parsed.issues).nested ?? {};
    const errors: FormErrors = {};
    for (const key of TYPED_FIELDS) if (nested[key]?.[0]) errors[key] = nested[key][0];
    return { errors };
  }
  const a = parsed.output;
  return {
    nz: a,
    address: {
      address1: a.address1,
      address2: a.address2 ?? '',
      city: a.city,
      zip: a.zip,
      territoryCode: NZ_TERRITORY_CODE,
      ...(form.region ? { zoneCode: form.region } : {}),
    },
  };
}

const PENDING_READS = 5;
const PENDING_GAP_MS = 400;

/**
 * Shopify's delivery options for the contract at `address`, cheapest first. Shopify answers no
 * result while it is still working the rates out ("null for pending requests"): asked again then.
 */
export async function fetchDeliveryOptions(
  s: AccountSubscription,
  address: Record<string, string>,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<DeliveryOptions> {
  const contract = s.shopify_contract;
  if (!contract) throw new Error('This subscription is not held by the shop');
  for (let read = 0; read < PENDING_READS; read++) {
    const { deliveryOptionsResult: result } = await customerAccountMutation<ops.FetchDeliveryOptionsPayload>(
      ops.FETCH_DELIVERY_OPTIONS,
      'subscriptionContractFetchDeliveryOptions',
      { subscriptionContractId: contract.id, address },
    );
    if (result?.__typename === 'SubscriptionDeliveryOptionsResultFailure') return { kind: 'undeliverable', message: result.message ?? '' };
    if (result?.__typename === 'SubscriptionDeliveryOptionsResultSuccess') {
      const options = result.deliveryOptions
        .filter((o) => o.__typename === 'SubscriptionShippingOption' && o.code && o.price)
        .map((o) => ({ code: o.code!, title: o.presentmentTitle || o.title || o.code!, amount: o.price!.amount }))
        .sort((a, b) => Number(a.amount) - Number(b.amount));
      return options.length > 0 ? { kind: 'options', token: result.token, options } : { kind: 'undeliverable', message: '' };
    }
    await wait(PENDING_GAP_MS);
  }
  throw new Error('Shopify did not answer the delivery options');
}

/**
 * Puts the contract's delivery at `address` by the fetched result's `token`; answers the
 * subscription with the address Shopify now holds.
 */
export async function selectDelivery(s: AccountSubscription, token: string, address: Record<string, string>): Promise<AccountSubscription> {
  const contract = s.shopify_contract;
  if (!contract) throw new Error('This subscription is not held by the shop');
  const { contract: after } = await customerAccountMutation<ops.SelectDeliveryMethodPayload>(
    ops.SELECT_DELIVERY_METHOD,
    'subscriptionContractSelectDeliveryMethod',
    { subscriptionContractId: contract.id, subscriptionDeliveryOptionsResultToken: token, deliveryMethodInput: { shipping: { shippingAddress: address } } },
  );
  const held = after?.deliveryMethod?.address;
  if (!held) return s;
  const previous = s.shipping_address;
  return {
    ...s,
    shipping_address: {
      first_name: previous.first_name ?? '',
      last_name: previous.last_name ?? '',
      address1: held.address1 ?? '',
      address2: held.address2 ?? '',
      city: held.city ?? '',
      province: held.province ?? '',
      zip: held.zip ?? '',
      country: held.country ?? '',
    },
  };
}

/**
 * A subscription the shop holds no contract for (local mode): the address goes to our Worker,
 * the dashboard's own change (POST /api/customer-account/subscriptions/:id/update-address).
 */
export const saveOnWorker = (s: AccountSubscription, nz: NzAddress) => onWorker(s, 'updateAddress', nz);
