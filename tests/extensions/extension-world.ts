/**
 * What Shopify's sandbox gives an extension, for component tests: the `shopify` global (a session
 * token, the Customer Account API) and our Worker behind `fetch`, answering from a small state.
 */
import { vi } from 'vitest';
import type { PetsPayload, PlanFitAnswer, SubscriptionAnswer } from '../../extensions/shared/answers';
import { SUBSCRIPTION_EXAMPLE } from '../../src/domain/schemas/answers/records';
import { computePetsPayload } from '../../src/domain/pets-payload';
import * as v from 'valibot';
import { petSchema } from '../../src/domain/schemas/pet';
import { shopDayFromToday } from '../factories/days';

export const subscription = (overrides: Partial<SubscriptionAnswer> = {}): SubscriptionAnswer => ({
  ...SUBSCRIPTION_EXAMPLE,
  next_charge_scheduled_at: shopDayFromToday(10),
  ...overrides,
});

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

export const dogs = (): PetsPayload => computePetsPayload({ pets: [v.parse(petSchema, { id: 'pet_rex', name: 'Rex', weight: 20 })] }) as PetsPayload;

export interface WorkerState {
  subscriptions: SubscriptionAnswer[] | 'pending';
  planFit?: PlanFitAnswer;
  pets?: PetsPayload | null;
  orderContracts?: number;
}

/** Installs the sandbox; answers the Worker's calls from `state` and records them. */
export function sandbox(state: WorkerState) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('shopify', {
    sessionToken: { get: async () => 'session-token' },
    i18n: { translate: (key: string) => key },
    query: vi.fn(async () => ({
      data: {
        order: {
          id: 'gid://shopify/Order/1',
          subscriptionContracts: { nodes: Array.from({ length: state.orderContracts ?? 0 }, (_, i) => ({ id: `c${i}`, status: 'ACTIVE' })) },
        },
      },
    })),
    orderId: 'gid://shopify/Order/1',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname.replace('/api/customer-account', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', path, body, authorization: new Headers(init.headers).get('authorization') });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/subscriptions') return state.subscriptions === 'pending' ? new Promise<Response>(() => {}) : json(state.subscriptions);
      if (path.endsWith('/plan-fit')) return json(state.planFit ?? fits());
      if (path === '/pets')
        return state.pets
          ? json(init.method === 'POST' ? { success: true, data: state.pets } : state.pets)
          : json({ error: 'Customer not found', code: 'not_found' }, 404);
      const [, , id, action] = path.split('/');
      const current = (state.subscriptions as SubscriptionAnswer[]).find((s) => s.id === id)!;
      if (action === 'pause') return json({ ...current, status: 'PAUSED', next_charge_scheduled_at: null, paused_until: (body as { until: string }).until });
      if (action === 'resume')
        return json({ ...current, status: 'ACTIVE', paused_until: null, next_charge_scheduled_at: (body as { nextDeliveryDate: string }).nextDeliveryDate });
      if (action === 'change-frequency') return json({ ...current, order_interval_frequency: (body as { frequency: number }).frequency });
      return json(current);
    }),
  );
  return { calls };
}
