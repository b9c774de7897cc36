/**
 * A shop whose currency is not NZD is refused: the catalogue is left as it was, no selling plan
 * group is made, and the console says why.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { DEFAULT_SEED } from '../fakes/shopify/shop-seeds';
import { BASE } from './auth-helpers';
import { shopifyWorld } from './shopify-world';

const world = shopifyWorld({ shop: { ...DEFAULT_SEED, name: 'aud', currency: 'AUD' } });

describe('a shop selling in AUD', () => {
  it('is refused on install: no group, the catalogue unchanged, the console names the currency', async () => {
    expect(world.fake.state.sellingPlanGroups.size).toBe(0);
    const token = await world.fake.installs.idToken({ sub: '5150' });
    const res = await world.send(new Request(`${BASE}/api/console/catalogue`, { headers: { authorization: `Bearer ${token}`, origin: BASE } }));
    const shown = await res.json<ConsoleCatalogue>();
    expect(shown).toMatchObject({ source: 'demo', currency: 'AUD', plans: { state: 'failed' } });
    expect(shown.plans.error).toContain('AUD');
    expect(shown.plans.error).toContain('NZD only');
    expect(shown.recipes.map((r) => r.id)).not.toContain('8801000000011');
  });
});
