/**
 * The app's own webhooks: `app/uninstalled` (the shop's tokens are deleted, so nothing more is
 * charged or changed in the shop; renewals wait, still due, until the app is installed again;
 * customer data stays until `shop/redact`, which Shopify sends 48 hours later) and
 * `app/scopes_update` (the scopes the merchant granted now). Payloads as Shopify documents them:
 * app/uninstalled sends the Shop (myshopify_domain…), app/scopes_update `{ id, previous, current, updated_at }`.
 * Their entries join the topic table in ./topics.ts.
 */
import * as v from 'valibot';
import type { Bindings, Config } from '../../env';
import { forgetTokens, logAppEvent, recordScopes } from '../../db/shop-installs';
import { shopifyFetch } from '../clients/network';
import { shopAdmin } from '../clients/shop-admin';
import { shopifyConfirmsUninstall } from './confirm-uninstall';
import { AppUninstalledPayload as UninstalledPayload } from './payloads';
import { recordUninstall } from './uninstall';

interface LifecycleContext {
  env: Bindings;
  config: Config;
  now: Date;
}

const ScopesUpdatePayload = v.looseObject({
  previous: v.array(v.pipe(v.string(), v.maxLength(100))),
  current: v.array(v.pipe(v.string(), v.maxLength(100))),
});

const shopOf = (config: Config) => (config.commerce.kind === 'shopify' ? config.commerce.shopDomain : '');

export const APP_TOPICS = {
  'app/uninstalled': {
    schema: UninstalledPayload,
    slow: false,
    // Recorded in every mode (shop/redact is acted on only after it); tokens exist in Shopify mode.
    commerce: false,
    async run(ctx: LifecycleContext, p: v.InferOutput<typeof UninstalledPayload>): Promise<string> {
      const named = p.myshopify_domain.toLowerCase();
      if (ctx.config.commerce.kind !== 'shopify') {
        // No token to ask Shopify with: the signed body, its shop (checked at the door) and its dedupe are all there is.
        await recordUninstall(ctx.env.DB, named, ctx.now);
        return 'uninstall recorded';
      }
      const shop = shopOf(ctx.config);
      // The signed body names the shop (the header does not count: it is not signed).
      if (named !== shop) {
        await logAppEvent(ctx.env.DB, 'foreign-shop', p.myshopify_domain, 'app/uninstalled for another shop: ignored', ctx.now);
        return 'foreign-shop';
      }
      // A replayed body (or a late copy from before the current install) meets a token Shopify
      // still accepts: nothing is recorded or deleted, and shop/redact stays refused.
      if (!(await shopifyConfirmsUninstall(shopAdmin(ctx.config.commerce, ctx.env.DB, shopifyFetch(ctx.env))))) {
        // Logged as a refused request of the installation (migrations/0015: forged, stale or foreign).
        await logAppEvent(ctx.env.DB, 'install-refused', shop, 'app/uninstalled not confirmed: Shopify still accepts our token; ignored', ctx.now);
        return 'still-installed';
      }
      await recordUninstall(ctx.env.DB, shop, ctx.now);
      await forgetTokens(ctx.env.DB, shop, ctx.now);
      return 'tokens-deleted';
    },
  },
  'app/scopes_update': {
    schema: ScopesUpdatePayload,
    slow: false,
    commerce: true,
    async run(ctx: LifecycleContext, p: v.InferOutput<typeof ScopesUpdatePayload>): Promise<string> {
      await recordScopes(ctx.env.DB, shopOf(ctx.config), [...p.current].sort().join(','), ctx.now);
      return 'scopes-recorded';
    },
  },
};
