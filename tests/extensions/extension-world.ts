/**
 * What Shopify's sandbox gives an extension, for component tests: the `shopify` global (a session
 * token, i18n), the Customer Account API behind the sandbox's `fetch` (shopify://customer-account/…,
 * acting on the shop's contract and then, as Shopify's webhook would, on our record; the customer's
 * address book) and our Worker behind `fetch`, answering from a small state it keeps up to date.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { forgetCatalogue } from '../../extensions/shared/catalogue';
import type { Catalogue } from '../../src/domain/catalogue';
import { vi } from 'vitest';
import * as v from 'valibot';
import type { AccountSubscription, CancelOffersAnswer, PetsPayload, PlanFitAnswer } from '../../extensions/shared/answers';
import type { CustomerAddress } from '../../extensions/shared/customer-account-api';
import type { SavedAddressAnswer } from '../../src/domain/schemas/answers/customer-account';
import { SUBSCRIPTION_EXAMPLE } from '../../src/domain/schemas/answers/records';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { shopToday } from '../../src/domain/renewals';
import { planSkip, planUnskip } from '../../src/domain/skips';
import { petSchema } from '../../src/domain/schemas/pet';
import type { WeightsAnswer } from '../../src/domain/schemas/weight-journal';
import { shopDayFromToday } from '../factories/days';
import { makeJourney } from '../factories/journey';

export const CONTRACT_ID = 'gid://shopify/SubscriptionContract/1001';
const selectorOf = (day: string) => `${day}T00:00:00+12:00`;

/** A subscription our Worker holds alone (local mode): every action goes to the Worker. */
export const subscription = (overrides: Partial<AccountSubscription> = {}): AccountSubscription => ({
  ...SUBSCRIPTION_EXAMPLE,
  next_charge_scheduled_at: shopDayFromToday(10),
  shopify_contract: null,
  ...overrides,
});

/** A billing attempt whose card was declined: what shows the failed-payment banner. */
export const declinedAttempt: AccountSubscription['billing_attempts'][number] = {
  id: 'ba1',
  date: '2026-11-01',
  status: 'error',
  completed_at: null,
  skipped_on: null,
  error_code: 'card_declined',
  error_message: 'Declined',
  order_id: null,
};

/** A subscription the shop holds: its contract's own actions go to the Customer Account API. */
export function shopSubscription(overrides: Partial<AccountSubscription> = {}): AccountSubscription {
  const s = subscription(overrides);
  const days = [s.next_charge_scheduled_at, ...s.billing_attempts.filter((a) => a.status === 'skipped').map((a) => a.date)].filter((d): d is string => !!d);
  return { ...s, shopify_contract: { id: CONTRACT_ID, cycles: days.map((day) => ({ day, selector_date: selectorOf(day) })) }, ...overrides };
}

export const fits = (overrides: Partial<PlanFitAnswer> = {}): PlanFitAnswer => ({
  dailyGrams: 500,
  bagKg: 15,
  daysPerBag: 30,
  frequency: 28,
  runsOutOn: null,
  nextDelivery: shopDayFromToday(10),
  status: 'fits',
  suggestion: null,
  ...overrides,
});

export const dogs = (): PetsPayload =>
  computePetsPayload({ pets: [v.parse(petSchema, { id: 'pet_rex', name: 'Rex', weight: 20 })] }, DEMO_CATALOGUE) as PetsPayload;

export interface WorkerState {
  subscriptions: AccountSubscription[] | 'pending';
  /** GET /api/catalogue: the demo shop's unless given; null answers a 503. */
  catalogue?: Catalogue | null;
  planFit?: PlanFitAnswer;
  pets?: PetsPayload | null;
  orderContracts?: number;
  offers?: CancelOffersAnswer['offers'];
  /** The Customer Account API refuses every mutation with this userError message. */
  shopRefuses?: string;
  /** Each dog's journey (GET /pets/:id/weights); a weighing adds its point, as the Worker does. */
  journeys?: Record<string, WeightsAnswer>;
  /** The customer's address book in Shopify (Customer Account API `customer.addresses`), its first the default. */
  shopAddresses?: CustomerAddress[] | 'pending';
  /** The addresses our Worker holds for the customer (GET /addresses); 'failing': it answers 503. */
  savedAddresses?: SavedAddressAnswer[] | 'pending' | 'failing';
  /** The Worker refuses an address change with this 400 (its message and issues). */
  refuseAddress?: { error: string; issues: { path: string; message: string }[] };
}

/** A dog's journey as the Worker answers it: empty unless told otherwise. */
export const journey = makeJourney;

type Call = { method: string; path: string; body: unknown; authorization: string | null };
type ShopCall = { field: string; variables: Record<string, unknown> };

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Installs the sandbox; answers the Worker's and Shopify's calls from `state` and records them. */
export function sandbox(state: WorkerState) {
  forgetCatalogue();
  const calls: Call[] = [];
  const shopCalls: ShopCall[] = [];
  const shopReads: ShopCall[] = [];
  const subs = () => state.subscriptions as AccountSubscription[];
  const put = (next: AccountSubscription) => {
    state.subscriptions = subs().map((s) => (s.id === next.id ? next : s));
    return next;
  };
  const byContract = (id: unknown) => subs().find((s) => s.shopify_contract?.id === id)!;
  vi.stubGlobal('shopify', {
    sessionToken: { get: async () => 'session-token' },
    i18n: { translate: (key: string) => key },
    orderId: 'gid://shopify/Order/1',
  });

  /** The Customer Account API: the shop's change, then our record as the webhook leaves it. */
  function customerAccount(body: { query: string; variables: Record<string, unknown> }) {
    const field = /\{\s*(\w+)/.exec(body.query.slice(body.query.indexOf('{')))![1]!;
    if (field === 'customer') {
      // A read of the address book, kept apart from the calls that change the shop.
      shopReads.push({ field, variables: body.variables });
      if (state.shopAddresses === 'pending') return new Promise<Response>(() => {});
      const nodes = state.shopAddresses ?? [];
      return json({ data: { customer: { addresses: { nodes }, defaultAddress: nodes[0] ? { id: nodes[0].id } : null } } });
    }
    shopCalls.push({ field, variables: body.variables });
    if (field === 'order') {
      const nodes = Array.from({ length: state.orderContracts ?? 0 }, (_, i) => ({ id: i === 0 ? CONTRACT_ID : `c${i}`, status: 'ACTIVE' }));
      return json({ data: { order: { id: 'gid://shopify/Order/1', subscriptionContracts: { nodes } } } });
    }
    if (state.shopRefuses) return json({ data: { [field]: { userErrors: [{ field: null, message: state.shopRefuses, code: 'INVALID' }] } } });
    if (field.startsWith('subscriptionContract') && field.includes('Delivery')) return delivery(field, body.variables);
    if (field.startsWith('subscriptionBillingCycle')) {
      const input = body.variables.billingCycleInput as { contractId: string; selector: { date: string } };
      const s = byContract(input.contractId);
      const day = input.selector.date.slice(0, 10);
      const skipping = field === 'subscriptionBillingCycleSkip';
      const plan = (skipping ? planSkip : planUnskip)({ ...s, attempts: s.billing_attempts }, day, new Date());
      const others = s.billing_attempts.filter((a) => a.date !== day);
      const skipped = { ...SKIPPED, id: `ba-${day}`, date: day, skipped_on: shopToday(new Date()) };
      const next = plan.kind === 'change' ? plan.next : s.next_charge_scheduled_at;
      put({ ...s, next_charge_scheduled_at: next, billing_attempts: skipping ? [...others, skipped] : others });
      return json({
        data: { [field]: { billingCycle: { cycleIndex: 1, billingAttemptExpectedDate: input.selector.date, skipped: skipping }, userErrors: [] } },
      });
    }
    const s = byContract(body.variables.subscriptionContractId);
    const status = { subscriptionContractPause: 'PAUSED', subscriptionContractActivate: 'ACTIVE', subscriptionContractCancel: 'CANCELLED' }[field]!;
    const next = status === 'ACTIVE' ? shopDayFromToday(3) : null;
    put({ ...s, status, next_charge_scheduled_at: next, paused_until: null });
    const nextBillingDate = next ? `${next}T07:00:00+12:00` : null;
    return json({ data: { [field]: { contract: { id: s.shopify_contract!.id, status, nextBillingDate }, userErrors: [] } } });
  }

  /**
   * Delivery at a new address: the Chatham Islands' postcode (8942) is one Shopify cannot deliver
   * to; elsewhere two rates, the dearer first (the page lists the cheapest first). Selecting puts
   * the address on our record as Shopify's webhook would.
   */
  function delivery(field: string, variables: Record<string, unknown>) {
    if (field === 'subscriptionContractFetchDeliveryOptions') {
      const address = variables.address as { zip: string };
      const result =
        address.zip === '8942'
          ? { __typename: 'SubscriptionDeliveryOptionsResultFailure', message: UNDELIVERABLE }
          : {
              __typename: 'SubscriptionDeliveryOptionsResultSuccess',
              token: DELIVERY_TOKEN,
              deliveryOptions: [rate('express', 'Express', '12.99'), rate('standard', 'Standard', '6.99')],
            };
      return json({ data: { [field]: { deliveryOptionsResult: result, userErrors: [] } } });
    }
    const s = byContract(variables.subscriptionContractId);
    const a = (variables.deliveryMethodInput as { shipping: { shippingAddress: Record<string, string> } }).shipping.shippingAddress;
    const held = {
      address1: a.address1!,
      address2: a.address2 ?? '',
      city: a.city!,
      province: REGION_NAMES[a.zoneCode ?? ''] ?? '',
      zip: a.zip!,
      country: 'New Zealand',
    };
    put({ ...s, shipping_address: { ...s.shipping_address, ...held } });
    const deliveryMethod = { __typename: 'SubscriptionDeliveryMethodShipping', address: held, shippingOption: { title: 'Standard' } };
    return json({ data: { [field]: { contract: { id: s.shopify_contract!.id, deliveryMethod }, userErrors: [] } } });
  }

  /** A dog's journal: a weighing becomes a point (20 g a day per kg here: the numbers are the Worker's, not the page's). */
  function onJourney(method: string, path: string, body: Record<string, unknown> | undefined) {
    const [, , petId, what] = path.split('/') as [string, string, string, string];
    const journeys = (state.journeys ??= {});
    const current = journeys[petId] ?? journey(petId);
    if (method === 'POST' && what === 'weights') {
      const entry = { day: body!.day as string, kg: body!.kg as number };
      const entries = [...current.entries.filter((e) => e.day !== entry.day), entry].sort((a, b) => a.day.localeCompare(b.day));
      journeys[petId] = { ...current, entries, points: entries.map((e) => ({ ...e, grams: e.kg * 20 })) };
    } else if (method === 'POST') journeys[petId] = { ...current, ...body, birthday: body?.keepLifeStage ? null : current.birthday };
    return json(journeys[petId] ?? current);
  }

  /** Our Worker: each action's answer, kept as the record. */
  function onWorker(method: string, path: string, body: Record<string, unknown> | undefined) {
    if (path === '/subscriptions') return state.subscriptions === 'pending' ? new Promise<Response>(() => {}) : json(state.subscriptions);
    if (path.endsWith('/plan-fit')) return json(state.planFit ?? fits());
    if (path === '/pets')
      return state.pets
        ? json(method === 'POST' ? { success: true, data: state.pets } : state.pets)
        : json({ error: 'Customer not found', code: 'not_found' }, 404);
    if (path.startsWith('/pets/')) return onJourney(method, path, body);
    if (path === '/addresses') {
      if (state.savedAddresses === 'pending') return new Promise<Response>(() => {});
      if (state.savedAddresses === 'failing') return json({ error: 'Service unavailable', code: 'unavailable' }, 503);
      return json({ addresses: state.savedAddresses ?? [] });
    }
    const [, , id, action, sub] = path.split('/');
    const current = subs().find((s) => s.id === id)!;
    const b = body ?? {};
    if (method === 'DELETE') return json(put({ ...current, status: 'CANCELLED', next_charge_scheduled_at: null }));
    if (action === 'pause') return json(put({ ...current, status: 'PAUSED', next_charge_scheduled_at: null, paused_until: (b.until as string) ?? null }));
    if (action === 'resume') return json(put({ ...current, status: 'ACTIVE', paused_until: null, next_charge_scheduled_at: b.nextDeliveryDate as string }));
    if (action === 'change-frequency') return json(put({ ...current, order_interval_frequency: b.newFrequency as number }));
    if (action === 'changeDate') return json(put({ ...current, next_charge_scheduled_at: b.date as string }));
    if (action === 'change-product-and-frequency') return json(put({ ...current, variant_id: b.variantId as string }));
    if (action === 'ship-now') return json({ ...current, order: null });
    if (action === 'update-address') {
      if (state.refuseAddress) return json({ ...state.refuseAddress, code: 'invalid_json' }, 400);
      return json(put({ ...current, shipping_address: { ...current.shipping_address, ...(b as Record<string, string>) } }));
    }
    if (action === 'cancel-offers' && sub === 'accept') {
      const offer = (state.offers ?? []).find((o) => o.kind === b.offer)!;
      const { shopify_contract: _contract, ...answer } = put({
        ...current,
        order_interval_frequency: 'frequency' in offer ? offer.frequency : current.order_interval_frequency,
      });
      return json({ subscription: answer, offer });
    }
    if (action === 'cancel-offers') return json({ offers: state.offers ?? [] });
    return json(current);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url.startsWith('shopify://customer-account/api/2026-10/graphql.json')) return customerAccount(body);
      if (new URL(url).pathname === '/api/catalogue') {
        const catalogue = state.catalogue === undefined ? DEMO_CATALOGUE : state.catalogue;
        return catalogue ? json(catalogue) : new Response('{}', { status: 503 });
      }
      const path = new URL(url).pathname.replace('/api/customer-account', '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body, authorization: new Headers(init.headers).get('authorization') });
      return onWorker(method, path, body);
    }),
  );
  return { calls, shopCalls, shopReads, record: (id: string) => subs().find((s) => s.id === id)! };
}

export const UNDELIVERABLE = 'There are no shipping rates available for this address.';
export const DELIVERY_TOKEN = 'delivery-options-1';
const REGION_NAMES: Record<string, string> = { WGN: 'Wellington', AUK: 'Auckland', CIT: 'Chatham Islands' };
const rate = (code: string, title: string, amount: string) => ({
  __typename: 'SubscriptionShippingOption',
  code,
  title,
  presentmentTitle: title,
  price: { amount, currencyCode: 'NZD' },
});

const SKIPPED = { status: 'skipped', completed_at: null, error_code: null, error_message: null, order_id: null };
