import * as v from 'valibot';

/** The Worker's bindings and variables, as declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database;
  PHOTOS: R2Bucket;
  ASSETS: Fetcher;
  APP_ENV?: string;
  SHOP_ORIGINS?: string;
  STORE_DOMAIN?: string;
  PUBLIC_URL?: string;
  SHOP_SHARED_SECRET?: string;
  MAILER?: string;
  CRM_WEBHOOK_URL?: string;
  MARKETING_WEBHOOK_URL?: string;
}

const csv = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().replace(/\/$/, ''))
      .filter(Boolean),
  ),
);

const ConfigSchema = v.object({
  APP_ENV: v.optional(v.picklist(['local', 'production']), 'production'),
  SHOP_ORIGINS: csv,
  STORE_DOMAIN: v.optional(v.string(), 'furbaby.co.nz'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), undefined),
});

export type Config = {
  /** Local mode: the embedded defaults (outbox mail, local checkout, dev mailbox, loopback shops). */
  local: boolean;
  shopOrigins: string[];
  storeDomain: string;
  publicUrl: string | undefined;
};

const cache = new WeakMap<object, Config>();

/** Reads and checks the configuration once per environment, with a readable error. */
export function readConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const parsed = v.safeParse(ConfigSchema, {
    APP_ENV: env.APP_ENV || undefined,
    SHOP_ORIGINS: env.SHOP_ORIGINS,
    STORE_DOMAIN: env.STORE_DOMAIN || undefined,
    PUBLIC_URL: env.PUBLIC_URL || undefined,
  });
  if (!parsed.success) {
    const where = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid Worker configuration (wrangler.toml [vars] or secrets): ${where}`);
  }
  if (!env.DB || !env.PHOTOS) {
    throw new Error('Missing bindings: DB (D1) and PHOTOS (R2) must be bound in wrangler.toml');
  }
  const c = parsed.output;
  const config: Config = {
    local: c.APP_ENV === 'local',
    shopOrigins: c.SHOP_ORIGINS,
    storeDomain: c.STORE_DOMAIN,
    publicUrl: c.PUBLIC_URL,
  };
  cache.set(env, config);
  return config;
}

/** The logged-in customer, set by the session middleware (functions/lib/session.ts). */
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
    /** Present when the request carries a valid session (cookie or bearer token). */
    customer?: SessionCustomer;
  };
};
