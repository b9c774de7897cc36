import * as v from 'valibot';
import type { RenewalMessage } from './queues/renewal-message';
import type { WebhookMessage } from './queues/webhook-message';
import { CANCEL_OFFER_DISCOUNT_MAX_PERCENT, CANCEL_OFFER_DISCOUNT_PERCENT } from '../src/domain/cancel-offers';
import { ConfigError, configError } from './lib/config-error';
import { LOCAL_SHOP_SHARED_SECRET } from './config/local-secrets';
import { consoleAuth, refuseLocalAppInProduction, shopifyCommerce, ShopifyVarsSchema, type CommerceConfig, type ConsoleAuth } from './config/shopify';

// Defined below the configuration (lib/config-error.ts, which lib/errors.ts answers) and named here,
// where the rest of the configuration is.
export { ConfigError };
export { DEFAULT_SHOPIFY_API_VERSION, LOCAL_CONSOLE_AUTH, type ConsoleAuth, type ShopifyConfig } from './config/shopify';

/** The Worker's bindings and variables, as declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database;
  PHOTOS: R2Bucket;
  ASSETS: Fetcher;
  /** The renewal queue's producer (functions/billing/renewal-queue.ts). */
  RENEWALS: Queue<RenewalMessage>;
  /** The slow webhook topics' queue (functions/shopify/webhooks/queue.ts). */
  WEBHOOKS: Queue<WebhookMessage>;
  APP_ENV?: string;
  SHOP_ORIGINS?: string;
  STORE_DOMAIN?: string;
  PUBLIC_URL?: string;
  SHOP_SHARED_SECRET?: string;
  MAILER?: string;
  CRM_WEBHOOK_URL?: string;
  MARKETING_WEBHOOK_URL?: string;
  /** Shopify app secret: verifies app-proxy signatures (optional; without it that route is off). */
  SHOPIFY_APP_SECRET?: string;
  /** The shop's myshopify.com domain, for COMMERCE=local with SHOPIFY_APP_SECRET (Shopify mode takes SHOPIFY_STOREFRONT_URL's). */
  SHOPIFY_SHOP_DOMAIN?: string;
  LOGIN_LIMIT_PER_EMAIL?: string;
  LOGIN_LIMIT_PER_CLIENT?: string;
  LOGIN_LIMIT_WINDOW_MINUTES?: string;
  /** Checkout adapter: 'local' (our own checkout page) or 'shopify' (Storefront API cart). */
  CHECKOUT?: string;
  /** The shop's Storefront API origin, e.g. https://furbaby.myshopify.com (CHECKOUT=shopify). */
  SHOPIFY_STOREFRONT_URL?: string;
  /** Storefront API private access token (secret; CHECKOUT=shopify). */
  SHOPIFY_STOREFRONT_TOKEN?: string;
  /** Commerce back end: 'local' (our D1 engine) or 'shopify' (subscription contracts in the shop). */
  COMMERCE?: string;
  /** The app's client id from the Dev Dashboard (COMMERCE=shopify; shopify.app.toml's client_id). */
  SHOPIFY_CLIENT_ID?: string;
  /** Secret: 32 random bytes, base64: seals the shop's tokens in D1 (COMMERCE=shopify). */
  TOKEN_ENCRYPTION_KEY?: string;
  /** Secret, during a key rotation only: the key the stored tokens were sealed with before. */
  TOKEN_ENCRYPTION_KEY_PREVIOUS?: string;
  /** Admin API version (default 2026-10). */
  SHOPIFY_API_VERSION?: string;
  /** The handle of the shop's treats collection (default `treats`; CHECKOUT=shopify). */
  SHOPIFY_TREATS_COLLECTION?: string;
  /** The percent off the next order offered before cancelling (1–50; default 15). */
  CANCEL_OFFER_DISCOUNT_PERCENT?: string;
  /** Tests only: how the Worker reaches Shopify (the fake shop's fetch); unset, the network. */
  SHOPIFY_NETWORK?: Fetcher;
}

/**
 * `wrangler types` generates `Env` from wrangler.toml and .dev.vars into
 * functions/worker-configuration.d.ts (`npm run types`; npm test fails when that file is stale).
 * Every binding and variable it declares must be one of ours, with a type ours accepts.
 */
type OneOfOurs<K extends keyof Bindings> = K;
type AcceptedBy<T extends Partial<Bindings>> = T;
export type GeneratedEnv = AcceptedBy<Pick<Env, OneOfOurs<keyof Env>>>;

const csv = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().replace(/\/$/, ''))
      .filter(Boolean),
  ),
);

const positiveInt = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,6}$/, 'must be a whole number ≥ 1'), v.transform(Number)), undefined);

const ConfigSchema = v.object({
  APP_ENV: v.optional(v.picklist(['local', 'production']), 'production'),
  SHOP_ORIGINS: csv,
  STORE_DOMAIN: v.optional(v.string(), 'furbaby.co.nz'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), undefined),
  SHOP_SHARED_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), undefined),
  MAILER: v.optional(v.picklist(['outbox', 'crm'], 'must be "outbox" or "crm"'), undefined),
  CRM_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url()), undefined),
  LOGIN_LIMIT_PER_EMAIL: positiveInt,
  LOGIN_LIMIT_PER_CLIENT: positiveInt,
  LOGIN_LIMIT_WINDOW_MINUTES: positiveInt,
  CHECKOUT: v.optional(v.picklist(['local', 'shopify'], 'must be "local" or "shopify"'), undefined),
  MARKETING_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url()), undefined),
  CANCEL_OFFER_DISCOUNT_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[1-9]\d?$/, 'must be a whole percent'),
      v.transform(Number),
      v.maxValue(CANCEL_OFFER_DISCOUNT_MAX_PERCENT, `must be at most ${CANCEL_OFFER_DISCOUNT_MAX_PERCENT}`),
    ),
    undefined,
  ),
  ...ShopifyVarsSchema.entries,
});

const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Login-link request limits (POST /api/auth/request-link), per e-mail address and per client
 * address, in one fixed window. Production is strict: a person needs a link or two, not ten.
 * Local mode allows automated test runs; the tests of the limit set low limits explicitly.
 */
export const LOGIN_LIMIT_DEFAULTS = {
  production: { perEmail: 5, perClient: 20, windowMinutes: 15 },
  local: { perEmail: 100, perClient: 300, windowMinutes: 15 },
} as const;

export type Config = {
  /** Local mode: the embedded defaults (outbox mail, local checkout, dev mailbox, loopback shops). */
  local: boolean;
  shopOrigins: string[];
  storeDomain: string;
  /** Our public origin (PUBLIC_URL, no trailing slash): always set in production; local mode may leave it to the request. */
  publicUrl: string | undefined;
  /** HMAC key the shop signs customer info with (generate-magic-link). */
  shopSharedSecret: string;
  /** Shopify app secret for app-proxy signatures; undefined turns that route off. */
  shopifyAppSecret: string | undefined;
  /**
   * The one shop whose signed requests we take (webhooks' header and payload, the app proxy's
   * `shop`): set whenever shopifyAppSecret is, so a signed body is never run for another shop.
   */
  shopifyShopDomain: string | undefined;
  /** Where mail goes: the outbox table (local) or the CRM webhook. */
  mailer: { kind: 'outbox' } | { kind: 'crm'; webhookUrl: string };
  loginLimits: { perEmail: number; perClient: number; windowMinutes: number };
  /** Where checkout-url sends the visitor: our own checkout page, or a Shopify cart's checkout. */
  checkout: { kind: 'local' } | { kind: 'shopify'; storefrontUrl: string; storefrontToken: string };
  /** The feeding-plan e-mail: through the mailer, or posted to the marketing webhook when set. */
  planMail: { kind: 'mailer' } | { kind: 'marketing'; webhookUrl: string };
  /** The handle of the shop's treats collection (Storefront API, CHECKOUT=shopify). */
  treatsCollection: string;
  /** Where subscriptions, orders and payments live: our D1 engine, or the Shopify shop (functions/commerce). */
  commerce: CommerceConfig;
  /** The percent off the next order offered before cancelling (src/domain/cancel-offers.ts). */
  cancelOfferDiscountPercent: number;
  /** Who may read the console: undefined in production until the app's client id, secret and shop are set. */
  console: ConsoleAuth | undefined;
};

const cache = new WeakMap<object, Config>();

/** Reads and checks the configuration once per environment, with a readable error. */
export function readConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  // An empty var counts as unset (wrangler passes '' for a var set to nothing); SHOP_ORIGINS reads '' itself.
  const vars = Object.keys(ConfigSchema.entries).map((k) => [k, k === 'SHOP_ORIGINS' ? env.SHOP_ORIGINS : env[k as keyof Bindings] || undefined]);
  const parsed = v.safeParse(ConfigSchema, Object.fromEntries(vars));
  if (!parsed.success) {
    configError(parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; '));
  }
  if (!env.DB || !env.PHOTOS) {
    throw new ConfigError('Missing bindings: DB (D1) and PHOTOS (R2) must be bound in wrangler.toml');
  }
  const c = parsed.output;
  const local = c.APP_ENV === 'local';
  // Links in e-mails (login, checkout, order status) are built from PUBLIC_URL alone in
  // production: the request's Host header is the caller's to choose.
  if (!local && !c.PUBLIC_URL) configError('PUBLIC_URL is required in production: our public https origin, e.g. https://plans.furbaby.co.nz');
  if (!local && c.PUBLIC_URL && new URL(c.PUBLIC_URL).protocol !== 'https:') configError('PUBLIC_URL must be an https origin in production');
  const shopSharedSecret = c.SHOP_SHARED_SECRET ?? (local ? LOCAL_SHOP_SHARED_SECRET : undefined);
  if (!shopSharedSecret) configError('SHOP_SHARED_SECRET is required in production (`wrangler secret put SHOP_SHARED_SECRET`)');
  if (!local && (shopSharedSecret.length < MIN_PRODUCTION_SECRET_LENGTH || shopSharedSecret === LOCAL_SHOP_SHARED_SECRET)) {
    configError(`SHOP_SHARED_SECRET must be a random secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
  }

  const mailerKind = c.MAILER ?? (local ? 'outbox' : 'crm');
  const crmUrl = c.CRM_WEBHOOK_URL;
  if (mailerKind === 'crm' && !crmUrl) configError('MAILER "crm" needs CRM_WEBHOOK_URL');

  refuseLocalAppInProduction(c, local);
  const commerce = shopifyCommerce(c, local);
  // A Shopify back end sells through Shopify's checkout: a local checkout's subscriptions would
  // live where the shop never sees them.
  if (commerce.kind === 'shopify' && c.CHECKOUT === 'local') configError('COMMERCE "shopify" needs CHECKOUT "shopify"');
  // The local checkout takes test cards as paid orders: the default only in local mode; a
  // production deployment names its checkout (a staging one may choose 'local' explicitly).
  if (!local && !c.CHECKOUT) configError('CHECKOUT is required in production: "shopify" (a Storefront API cart), or "local" only for a staging deployment');
  const checkoutKind = c.CHECKOUT ?? (commerce.kind === 'shopify' ? 'shopify' : 'local');
  const storefrontUrl = c.SHOPIFY_STOREFRONT_URL?.replace(/\/$/, '');
  const storefrontToken = c.SHOPIFY_STOREFRONT_TOKEN;
  if (checkoutKind === 'shopify' && (!storefrontUrl || !storefrontToken)) {
    configError('CHECKOUT "shopify" needs SHOPIFY_STOREFRONT_URL and SHOPIFY_STOREFRONT_TOKEN (`wrangler secret put SHOPIFY_STOREFRONT_TOKEN`)');
  }

  // A signature proves Shopify sent it, not for which shop: the secret always comes with its shop.
  const shopifyShopDomain = commerce.kind === 'shopify' ? commerce.shopDomain : c.SHOPIFY_SHOP_DOMAIN;
  if (c.SHOPIFY_APP_SECRET && !shopifyShopDomain) {
    configError('SHOPIFY_APP_SECRET needs SHOPIFY_SHOP_DOMAIN (the shop\'s myshopify.com domain) when COMMERCE is "local"');
  }

  const limits = LOGIN_LIMIT_DEFAULTS[local ? 'local' : 'production'];
  const config: Config = {
    local,
    shopOrigins: c.SHOP_ORIGINS,
    storeDomain: c.STORE_DOMAIN,
    publicUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined,
    shopSharedSecret,
    shopifyAppSecret: c.SHOPIFY_APP_SECRET,
    shopifyShopDomain,
    mailer: mailerKind === 'crm' && crmUrl ? { kind: 'crm', webhookUrl: crmUrl } : { kind: 'outbox' },
    loginLimits: {
      perEmail: c.LOGIN_LIMIT_PER_EMAIL ?? limits.perEmail,
      perClient: c.LOGIN_LIMIT_PER_CLIENT ?? limits.perClient,
      windowMinutes: c.LOGIN_LIMIT_WINDOW_MINUTES ?? limits.windowMinutes,
    },
    checkout: checkoutKind === 'shopify' && storefrontUrl && storefrontToken ? { kind: 'shopify', storefrontUrl, storefrontToken } : { kind: 'local' },
    planMail: c.MARKETING_WEBHOOK_URL ? { kind: 'marketing', webhookUrl: c.MARKETING_WEBHOOK_URL } : { kind: 'mailer' },
    commerce,
    cancelOfferDiscountPercent: c.CANCEL_OFFER_DISCOUNT_PERCENT ?? CANCEL_OFFER_DISCOUNT_PERCENT,
    treatsCollection: c.SHOPIFY_TREATS_COLLECTION ?? 'treats',
    console: consoleAuth(c.SHOPIFY_CLIENT_ID, c.SHOPIFY_APP_SECRET, shopifyShopDomain, local),
  };
  cache.set(env, config);
  return config;
}

/** The logged-in customer, as the session lookups answer it (functions/auth/session.ts). */
/** Where `npm start` serves the product (README): local mode's address for a mail no request asked for. */
export const LOCAL_DEFAULT_ORIGIN = 'http://localhost:8787';

/**
 * The origin of the links in a mail a scheduled job sends (a birthday, a weigh-in, a pause
 * ending, a recipe switch): PUBLIC_URL, or in local mode without one the local default, so a
 * mail client can open every link (issue 61 §5: they were relative under `npm start`). A mail a
 * request sends uses that request's public origin (functions/http/public-origin.ts).
 */
export function mailOrigin(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl ?? LOCAL_DEFAULT_ORIGIN;
}

export interface SessionCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    config: Config;
    /** SHA-256 of the session secret the request carries (cookie or bearer token), unchecked. */
    sessionHash?: string;
    /** The session's customer, once a call has looked the session up (functions/auth/session.ts). */
    customer?: SessionCustomer;
    /** The shop's staff member acting for `customer` in the console (functions/console/act-for-customer.ts). */
    actor?: `shop:${string}`;
    /** Through Shopify's app proxy: its path on the shop (`/apps/furbaby`), where the links we hand out start. */
    proxyPrefix?: string;
  };
};
