/**
 * The committed wrangler.toml is what a plain `wrangler deploy` ships, so it must be production:
 * no local defaults (outbox mail, dev mailbox, local checkout, loopback shops, the public local
 * shop secret) unless a deployment names them. The local defaults live in .dev.vars, which only
 * `wrangler dev` reads (npm start, npm run dev, the E2E server, the bench) and the API tests.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { RENEWAL_DEAD_LETTER_QUEUE, RENEWAL_QUEUE } from '../../functions/billing/renewal-queue';
import { ConfigError, readConfig, type Bindings } from '../../functions/env';
import { LOCAL_APP, LOCAL_SHOP_SHARED_SECRET, LOCAL_STOREFRONT_TOKEN, LOCAL_TOKEN_ENCRYPTION_KEY } from '../../functions/config/local-secrets';
import { WEBHOOK_DEAD_LETTER_QUEUE, WEBHOOK_QUEUE } from '../../functions/shopify/webhooks/queue';
import { configuredCron, everyMinutes, msToNextRun } from '../../scripts/lib/local-cron.mjs';

const committed = unstable_readConfig({ config: 'wrangler.toml' });
const vars = committed.vars as Record<string, string>;
const bindings = { DB: {}, PHOTOS: {}, ASSETS: {}, RENEWALS: {}, WEBHOOKS: {} } as unknown as Pick<
  Bindings,
  'DB' | 'PHOTOS' | 'ASSETS' | 'RENEWALS' | 'WEBHOOKS'
>;
/** What `wrangler secret put` adds in production (docs/configuration.md, 'Production checklist'). */
const SECRETS = {
  SHOP_SHARED_SECRET: 'k'.repeat(48),
  SHOPIFY_STOREFRONT_TOKEN: 'shpat_test',
  TOKEN_ENCRYPTION_KEY: btoa('k'.repeat(32)),
  SHOPIFY_APP_SECRET: 'a'.repeat(32),
  CRM_WEBHOOK_URL: 'https://crm.example/hook',
};

describe('the committed wrangler.toml', () => {
  it('runs as production, with links from its https PUBLIC_URL, the Shopify checkout and Shopify as the record', () => {
    const config = readConfig({ ...bindings, ...vars, ...SECRETS });
    expect(config.local).toBe(false);
    expect(config.publicUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(config.checkout.kind).toBe('shopify');
    expect(config.commerce).toMatchObject({
      kind: 'shopify',
      shopDomain: 'furbaby.myshopify.com',
      adminOrigin: 'https://furbaby.myshopify.com',
      apiVersion: '2026-10',
    });
    expect(config.mailer.kind).toBe('crm');
    expect(config.shopOrigins.every((o) => o.startsWith('https://'))).toBe(true);
  });

  it('holds no secret, and refuses to run until the secrets are put', () => {
    for (const name of Object.keys(SECRETS)) expect(vars).not.toHaveProperty(name);
    expect(() => readConfig({ ...bindings, ...vars })).toThrow(ConfigError);
    expect(() => readConfig({ ...bindings, ...vars, ...SECRETS, SHOP_SHARED_SECRET: LOCAL_SHOP_SHARED_SECRET })).toThrow(/SHOP_SHARED_SECRET/);
  });

  it('renews through the queue the code names, retried, then dead-lettered; the cron is one npm start can fire', () => {
    expect(committed.queues.producers).toEqual([
      expect.objectContaining({ binding: 'RENEWALS', queue: RENEWAL_QUEUE }),
      expect.objectContaining({ binding: 'WEBHOOKS', queue: WEBHOOK_QUEUE }),
    ]);
    const consumers: { queue: string }[] = committed.queues.consumers ?? [];
    expect(consumers.find((c) => c.queue === RENEWAL_QUEUE)).toMatchObject({ dead_letter_queue: RENEWAL_DEAD_LETTER_QUEUE, max_retries: 3 });
    expect(consumers.find((c) => c.queue === WEBHOOK_QUEUE)).toMatchObject({ dead_letter_queue: WEBHOOK_DEAD_LETTER_QUEUE, max_retries: 5 });
    expect(consumers.map((c) => c.queue)).toEqual(expect.arrayContaining([RENEWAL_DEAD_LETTER_QUEUE, WEBHOOK_DEAD_LETTER_QUEUE]));
    // scripts/lib/local-cron.mjs fires it under npm start: on the quarter hour, as Cloudflare does.
    expect(committed.triggers.crons).toEqual([configuredCron()]);
    expect(everyMinutes(configuredCron())).toBe(15);
    expect(msToNextRun(Date.parse('2026-11-25T10:07:00Z'), 15)).toBe(8 * 60_000);
  });

  it('routes every page, /embed-check and /dev/* included, through the Worker, which hides the local-only ones', () => {
    const patterns = committed.assets?.run_worker_first as string[];
    expect(patterns).toContain('/*');
    // only static files (bundles, images, embed.js) are served without the Worker
    const skipped = patterns.filter((p) => p.startsWith('!'));
    for (const path of ['/embed-check', '/dev/mailbox', '/dashboard', '/checkout']) {
      expect(skipped.filter((p) => path.startsWith(p.slice(1).replace(/\*$/, '')))).toEqual([]);
    }
  });
});

describe('what the platform adds without the Worker', () => {
  it('logs no request URL of its own: invocation logs are off, the Worker logs them redacted', () => {
    expect(committed.observability).toMatchObject({ enabled: true, logs: { invocation_logs: false } });
  });

  it('forbids framing every file served without the Worker, and the 404 page of a missing one (public/_headers)', () => {
    const rules = readFileSync('public/_headers', 'utf8')
      .split(/\n(?=\S)/)
      .filter((r) => !r.startsWith('#'));
    const everyPath = rules.find((r) => r.startsWith('/*\n'));
    expect(everyPath).toContain("Content-Security-Policy: frame-ancestors 'none'");
    expect(everyPath).toContain('X-Content-Type-Options: nosniff');
  });
});

describe('production settings (functions/env.ts)', () => {
  const production = { ...bindings, ...vars, ...SECRETS };

  it('require PUBLIC_URL, over https: links must never follow the Host header', () => {
    expect(() => readConfig({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL is required in production/);
    expect(() => readConfig({ ...production, PUBLIC_URL: 'http://plans.furbaby.co.nz' })).toThrow(/PUBLIC_URL must be an https origin/);
  });

  it('take the local checkout only when it is chosen by name, with the local back end', () => {
    expect(() => readConfig({ ...production, CHECKOUT: undefined })).toThrow(/CHECKOUT is required in production/);
    expect(() => readConfig({ ...production, CHECKOUT: 'local' })).toThrow(/COMMERCE "shopify" needs CHECKOUT "shopify"/);
    const staging = { ...production, CHECKOUT: 'local', COMMERCE: 'local' };
    // The app secret (app proxy, privacy webhooks) always comes with the one shop it is for.
    expect(() => readConfig(staging)).toThrow(/SHOPIFY_APP_SECRET needs SHOPIFY_SHOP_DOMAIN/);
    const config = readConfig({ ...staging, SHOPIFY_SHOP_DOMAIN: 'Furbaby.myshopify.com' });
    expect(config.checkout.kind).toBe('local');
    expect(config.shopifyShopDomain).toBe('furbaby.myshopify.com');
  });

  it('need the app (client id and secret) and a token key for the Shopify back end, and an https myshopify shop', () => {
    expect(() => readConfig({ ...production, SHOPIFY_CLIENT_ID: undefined })).toThrow(/SHOPIFY_CLIENT_ID/);
    expect(() => readConfig({ ...production, SHOPIFY_APP_SECRET: undefined })).toThrow(/SHOPIFY_APP_SECRET/);
    expect(() => readConfig({ ...production, SHOPIFY_STOREFRONT_URL: 'http://furbaby.myshopify.com' })).toThrow(/must be https/);
    expect(() => readConfig({ ...production, SHOPIFY_STOREFRONT_URL: 'https://shop.furbaby.co.nz' })).toThrow(/myshopify\.com origin/);
    expect(() => readConfig({ ...production, TOKEN_ENCRYPTION_KEY: undefined })).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => readConfig({ ...production, TOKEN_ENCRYPTION_KEY: LOCAL_TOKEN_ENCRYPTION_KEY })).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => readConfig({ ...production, TOKEN_ENCRYPTION_KEY: btoa('too short') })).toThrow(/32 random bytes/);
  });

  it("refuse the one local app's secret and the fake shop's Storefront token, in either back end", () => {
    expect(() => readConfig({ ...production, SHOPIFY_APP_SECRET: LOCAL_APP.secret })).toThrow(/SHOPIFY_APP_SECRET is the local app's/);
    expect(() => readConfig({ ...production, SHOPIFY_STOREFRONT_TOKEN: LOCAL_STOREFRONT_TOKEN })).toThrow(/SHOPIFY_STOREFRONT_TOKEN is the fake shop's/);
    const staging = { ...production, CHECKOUT: 'local', COMMERCE: 'local', SHOPIFY_SHOP_DOMAIN: 'furbaby.myshopify.com' };
    expect(() => readConfig({ ...staging, SHOPIFY_APP_SECRET: LOCAL_APP.secret })).toThrow(/SHOPIFY_APP_SECRET is the local app's/);
    // Without an app secret, production has no console rather than the local app's.
    expect(readConfig({ ...staging, SHOPIFY_APP_SECRET: undefined }).console).toBeUndefined();
    // Local mode runs on the local app.
    const local = readConfig({ ...production, APP_ENV: 'local', SHOPIFY_APP_SECRET: LOCAL_APP.secret, SHOPIFY_STOREFRONT_TOKEN: LOCAL_STOREFRONT_TOKEN });
    expect(local.console).toMatchObject({ clientId: LOCAL_APP.clientId, appSecret: LOCAL_APP.secret });
  });
});

describe('.dev.vars (local defaults)', () => {
  it('turns on local mode for wrangler dev and the tests only', () => {
    const local = parseEnv(readFileSync('.dev.vars', 'utf8'));
    const config = readConfig({ ...bindings, ...vars, ...local });
    expect(config.local).toBe(true);
    expect(config.publicUrl).toBeUndefined(); // links follow the request's origin, whose port varies
    expect(config.checkout.kind).toBe('local');
    expect(config.commerce.kind).toBe('local');
    expect(config.mailer.kind).toBe('outbox');
  });

  it('retypes no local secret: local mode takes each from functions/config/local-secrets.ts', () => {
    const local = parseEnv(readFileSync('.dev.vars', 'utf8'));
    const secrets = [
      'SHOP_SHARED_SECRET',
      'SHOPIFY_APP_SECRET',
      'SHOPIFY_CLIENT_ID',
      'SHOPIFY_SHOP_DOMAIN',
      'SHOPIFY_STOREFRONT_TOKEN',
      'TOKEN_ENCRYPTION_KEY',
    ];
    for (const name of secrets) expect(local).not.toHaveProperty(name);
    const config = readConfig({ ...bindings, ...vars, ...local });
    expect(config.shopSharedSecret).toBe(LOCAL_SHOP_SHARED_SECRET);
  });
});
