import { expect, test } from './fixtures/base';

test('the health check answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
});

test('/ redirects to the dashboard and carries the token along, URL-encoded', async ({ request }) => {
  const res = await request.get('/?token=abc%2B123', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/dashboard?token=abc%2B123');
});

test('an unknown page shows the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});

test("the demo dog's photo is served from our origin out of R2", async ({ request }) => {
  const res = await request.get('/api/photos/demo_biscuit.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
  expect((await res.body()).subarray(1, 4).toString()).toBe('PNG');
});
