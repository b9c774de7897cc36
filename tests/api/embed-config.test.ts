import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/embed-config', () => {
  it('gives the frame the allowed shop origins, local mode and the store domain from the configuration', async () => {
    const res = await SELF.fetch('http://localhost/api/embed-config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    // wrangler.toml [vars]; the test pool runs in local mode (vitest.config.ts).
    expect(await res.json()).toEqual({ shopOrigins: ['https://furbaby.co.nz'], local: true, storeDomain: 'furbaby.co.nz' });
  });
});
