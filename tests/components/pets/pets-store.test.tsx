import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computePetsPayload } from '../../../src/domain/pets-payload';
import { shopToday } from '../../../src/domain/renewals';

type Session = { status: 'loggedIn'; customer: { customerId: string } } | { status: 'loggedOut'; tokenFailed: boolean };
const session = atom<Session>({ status: 'loggedOut', tokenFailed: false });
const posted: unknown[] = [];

vi.mock('../../../src/stores/session', () => ({
  $session: session,
  initSession: vi.fn(async () => session.get()),
}));
vi.mock('../../../src/stores/embed', () => ({
  postToParent: vi.fn((m: unknown) => posted.push(m)),
  answerPetDataRequests: vi.fn(() => () => {}),
}));

const store = await import('../../../src/stores/pets');

/** The API as the store sees it: each call recorded, answers computed by the domain module. */
let calls: { method: string; path: string; body: unknown; mode: string | null }[];
let serverPets: Record<string, unknown>[];
let failSave = false;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  calls = [];
  failSave = false;
  serverPets = [{ id: 'pet_demo_pip', name: 'Pip', weight: 6.5, life_stage: 'puppy' }];
  store.resetPetsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.json() : null;
      calls.push({ method: request.method, path, body, mode: request.headers.get('x-auth-mode') });
      const { pets, productId } = (body ?? {}) as { pets?: Record<string, unknown>[]; productId?: string | null };
      if (path === '/api/pets' && request.method === 'GET') return answer(computePetsPayload({ pets: serverPets as never[] }, DEMO_CATALOGUE));
      if (path === '/api/pets' && failSave) return answer({ error: 'no', code: 'internal_error' }, 500);
      if (path === '/api/pets') {
        serverPets = pets!;
        return answer({ success: true, data: computePetsPayload({ pets: pets as never[], productId }, DEMO_CATALOGUE) });
      }
      if (path === '/api/pets/calculate') return answer({ success: true, data: computePetsPayload({ pets: pets as never[], productId }, DEMO_CATALOGUE) });
      return answer({ error: 'not found', code: 'not_found' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.set({ status: 'loggedOut', tokenFailed: false });
});

const stored = () => JSON.parse(localStorage.getItem('mfb_pet_data')!) as { pets: { name: string; calories_per_day?: number; weights?: unknown }[] };

describe('the browser copy (mfb_pet_data)', () => {
  it('reads the older array shape and the object shape, and writes the object shape', async () => {
    localStorage.setItem('mfb_pet_data', JSON.stringify([{ name: 'Rex', weight: '10' }, { name: '' }, { name: 'rex' }]));
    expect(store.readLocalPetData().pets.map((p) => p.name)).toEqual(['Rex']);
    localStorage.setItem('mfb_pet_data', JSON.stringify({ pets: [{ name: 'Rex', weight: 10 }], kcal_per_kg: 3225 }));
    const data = store.readLocalPetData();
    expect(data.kcal_per_kg).toBe(3225);
    expect(data.pets[0]!.id).toMatch(/^pet_/);

    await store.loadPets();
    expect(Array.isArray(stored())).toBe(false);
    expect(stored().pets[0]).toMatchObject({ name: 'Rex', calories_per_day: 551 });
  });

  it('starts an anonymous owner with an empty set on 3380 kcal/kg, and asks the server for nothing', async () => {
    const data = await store.loadPets();
    expect(data).toMatchObject({ pets: [], kcal_per_kg: 3380 });
    expect(calls).toEqual([]);
  });
});

describe('anonymous saves', () => {
  it('are computed by POST /api/pets/calculate (X-Auth-Mode anonymous), kept in the browser and pushed to the shop', async () => {
    await store.loadPets();
    const data = await store.savePets({ pets: [{ id: 'pet_rex', name: 'Rex', weight: 10 } as never] });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/pets/calculate', mode: 'anonymous' });
    expect(data.pets[0]).toMatchObject({ calories_per_day: 551, grams_per_day: 163 });
    expect(stored().pets[0]!.name).toBe('Rex');
    expect(posted.at(-1)).toEqual({ type: 'SYNC_PET_DATA', data: JSON.stringify(store.$petData.get()) });
  });

  it('refuse a set holding one name twice before any call, so the new dog is not dropped (issue 39)', async () => {
    await store.loadPets();
    await store.savePets({ pets: [{ id: 'pet_nala', name: 'Nala', weight: 10 } as never] });
    const before = calls.length;
    const twice = [...store.$petData.get().pets, { id: 'pet_nala2', name: 'NALA', weight: 12 } as never];
    await expect(store.savePets({ pets: twice })).rejects.toThrow('Each furbaby needs a different name');
    expect(calls.length).toBe(before);
    expect(stored().pets.map((p) => p.name)).toEqual(['Nala']);
    expect(store.$pendingSaves.get()).toBe(0);
  });

  it('keep a weight journal with each dog in the browser: one reading per shop day (issue 50)', async () => {
    await store.loadPets();
    await store.savePets({ pets: [{ id: 'pet_moss', name: 'Moss', weight: 4 } as never] });
    await store.savePets({ pets: [{ ...store.$petData.get().pets[0]!, weight: 4.5 }] });
    await store.savePets({ pets: [{ ...store.$petData.get().pets[0]!, name: 'Mossy' }] });
    expect(stored().pets[0]!.weights).toEqual([{ day: shopToday(new Date()), kg: 4.5 }]);
  });

  it('run one at a time, in the order asked', async () => {
    await store.loadPets();
    const first = store.savePets({ pets: [{ id: 'pet_a', name: 'A', weight: 10 } as never] });
    const second = store.savePets({ pets: [{ id: 'pet_a', name: 'A', weight: 20 } as never] });
    await Promise.all([first, second]);
    expect(store.$petData.get().pets[0]!.weight).toBe(20);
    expect(store.$pendingSaves.get()).toBe(0);
  });
});

describe('logging in', () => {
  beforeEach(() => session.set({ status: 'loggedIn', customer: { customerId: '7001000000001' } }));

  it("merges this browser's dogs into the account once, by name ignoring case", async () => {
    localStorage.setItem(
      'mfb_pet_data',
      JSON.stringify([
        { id: 'pet_local_pip', name: 'PIP', weight: 7 },
        { id: 'pet_local_mango', name: 'Mango', weight: 8 },
      ]),
    );
    const data = await store.loadPets();
    expect(data.pets.map((p) => p.name)).toEqual(['Pip', 'Mango']);
    const save = calls.find((c) => c.method === 'POST')!;
    expect(save).toMatchObject({ path: '/api/pets', mode: 'authenticated' });
    expect(localStorage.getItem('mfb_migration_attempted')).toBe('true');

    // A later visit: leftovers in the browser are not merged again; the server's list wins.
    store.resetPetsForTests();
    calls = [];
    localStorage.setItem('mfb_pet_data', JSON.stringify([{ name: 'Kiwi', weight: 5 }]));
    const again = await store.loadPets();
    expect(again.pets.map((p) => p.name)).toEqual(['Pip', 'Mango']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(stored().pets.map((p) => p.name)).toEqual(['Pip', 'Mango']);
  });

  it('sends the weights a browser kept with its dog in the merged save (issue 50)', async () => {
    const weights = [{ day: '2026-01-10', kg: 3 }];
    localStorage.setItem('mfb_pet_data', JSON.stringify([{ id: 'pet_local_moss', name: 'Moss', weight: 4, weights }]));
    await store.loadPets();
    const save = calls.find((c) => c.method === 'POST')!;
    expect((save.body as { pets: { name: string; weights?: unknown }[] }).pets.find((p) => p.name === 'Moss')!.weights).toEqual(weights);
  });

  it('keeps the flag unset when the merged save fails, so no dog is lost', async () => {
    failSave = true;
    localStorage.setItem('mfb_pet_data', JSON.stringify([{ name: 'Mango', weight: 8 }]));
    const data = await store.loadPets();
    expect(data.pets.map((p) => p.name)).toEqual(['Pip', 'Mango']);
    expect(localStorage.getItem('mfb_migration_attempted')).toBeNull();
  });

  it('reports "Failed to fetch pets" when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'x', code: 'internal_error' }, 500)),
    );
    await expect(store.loadPets()).rejects.toThrow('Failed to fetch pets');
    expect(store.$petsLoad.get()).toEqual({ status: 'error', message: 'Failed to fetch pets' });
  });

  it('keeps the magic-link token as auth_token only until the session has used it', async () => {
    window.history.replaceState(null, '', '/manage-pets?token=abc');
    store.captureAuthToken();
    expect(localStorage.getItem('auth_token')).toBe('abc');
    await store.loadPets();
    expect(localStorage.getItem('auth_token')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
