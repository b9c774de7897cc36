/**
 * The composition root: the one place that picks a back end, from the configuration, for the
 * commerce engine, the shop's copy of each subscription, payments and the checkout. Local mode
 * (the default) keeps everything in D1; COMMERCE=shopify and CHECKOUT=shopify put Shopify's
 * adapters (functions/shopify/) behind the same ports. The ports' folders (commerce/, checkout/,
 * payments/) never import a back end's folder: they receive what this file builds, a request
 * through `c.var.backend` (functions/app.ts) and the engine's request (functions/commerce/request.ts),
 * the scheduled run and the queues as an argument.
 */
import type { Backend } from './commerce/port';
import { LOCAL_CATALOGUE_SHOP } from './catalogue/local';
import { d1Commerce } from './commerce/d1';
import { LOCAL_REMOTE } from './commerce/remote';
import { actionFailure } from '../src/domain/subscription-action-table';
import type { CheckoutGateway } from './checkout/gateway';
import { localCheckout } from './checkout/local';
import type { Bindings, Config } from './env';
import type { PaymentGateway } from './payments/gateway';
import { localPaymentGateway } from './payments/local';
import { shopPaymentGateway } from './payments/shop';
import { shopifyCheckout } from './shopify/checkout/cart-checkout';
import { shopifyFetch } from './shopify/clients/network';
import { shopifyContracts } from './shopify/commerce/contract-remote';
import { shopifyCommerce } from './shopify/commerce/engine';
import { shopifyPaymentGateway } from './shopify/payments/billing-attempts';
import { shopifyCatalogueShop } from './shopify/catalogue/feeding-metafields';
import { repairShopCatalogue } from './shopify/catalogue/refresh';
import { shopAdmin } from './shopify/clients/shop-admin';

export type { Backend } from './commerce/port';

/**
 * The configured payment adapter: Shopify billing attempts when Shopify is the record
 * (COMMERCE=shopify); otherwise local mode (APP_ENV=local, the default of wrangler.toml) uses the
 * local adapter and production the shop's placeholder. `origin` is our public origin, for links
 * the local adapter hands out; `fetcher` reaches Shopify (functions/shopify/clients/network.ts).
 */
export function paymentGatewayFor(config: Config, db: D1Database, origin: string, fetcher?: typeof fetch): PaymentGateway {
  if (config.commerce.kind === 'shopify') return shopifyPaymentGateway(config.commerce, db, config.storeDomain, fetcher);
  return config.local ? localPaymentGateway(db, origin) : shopPaymentGateway(config.storeDomain);
}

/**
 * The configured checkout (CHECKOUT: 'local', the default, or 'shopify' with
 * SHOPIFY_STOREFRONT_URL and SHOPIFY_STOREFRONT_TOKEN). `fetcher` reaches the Storefront API.
 */
export function checkoutGatewayFor(config: Config, db: D1Database, publicOrigin: string, fetcher?: typeof fetch): CheckoutGateway {
  return config.checkout.kind === 'shopify' ? shopifyCheckout(config.checkout, fetcher) : localCheckout(db, publicOrigin);
}

/** The back end of `config`, over `env`'s database and Shopify network. */
export function backendFor(config: Config, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>): Backend {
  const commerce = config.commerce;
  const fetcher = shopifyFetch(env);
  return {
    commerce: commerce.kind === 'shopify' ? shopifyCommerce(fetcher) : d1Commerce,
    remote: (action) => (commerce.kind === 'shopify' ? shopifyContracts(commerce, env.DB, fetcher, actionFailure(action)) : LOCAL_REMOTE),
    payments: (db, origin) => paymentGatewayFor(config, db, origin, fetcher),
    catalogue:
      commerce.kind === 'shopify'
        ? shopifyCatalogueShop(shopAdmin(commerce, env.DB, fetcher), () => repairShopCatalogue(commerce, env.DB, fetcher))
        : LOCAL_CATALOGUE_SHOP,
  };
}
