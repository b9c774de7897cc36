import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers ok after checking D1', async () => {
    const res = await SELF.fetch('http://localhost/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('unknown paths', () => {
  it('answer 404 in the one JSON error shape', async () => {
    const res = await SELF.fetch('http://localhost/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such endpoint.', code: 'not_found' });
  });
});

describe('GET /', () => {
  it('redirects to the dashboard and keeps the token URL-encoded', async () => {
    const res = await SELF.fetch('http://localhost/?token=a%2Bb%20c%26d', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?token=a%2Bb%20c%26d');
  });
  it('redirects without a token when none is given', async () => {
    const res = await SELF.fetch('http://localhost/', { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/dashboard');
  });
});
