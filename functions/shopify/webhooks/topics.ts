/**
 * What each webhook topic does. `slow` topics (those that read Shopify's Admin API) go on the
 * webhook queue before the answer, so Shopify gets its 200 well inside its five seconds and a
 * failure is retried (functions/shopify/webhooks/queue.ts). The privacy topics run before the
 * answer: a failure is a 5xx, which Shopify redelivers.
 */
import * as v from 'valibot';
import { updateShopCustomer } from '../../db/customers';
import { findContractSubscription } from '../../db/subscriptions';
import type { Bindings, Config, ShopifyConfig } from '../../env';
import { idOfGid } from '../commerce/gids';
import { shopifyFetch } from '../clients/network';
import { shopAdmin } from '../clients/shop-admin';
import { pushContractDays } from '../../billing/contract-days';
import { actionFailure } from '../../../src/domain/subscription-action-table';
import { shopifyContracts } from '../commerce/contract-remote';
import { shopifyPaymentGateway } from '../payments/billing-attempts';
import { CONTRACT_QUERY } from '../operations/admin';
import { refreshShopCatalogue } from '../catalogue/refresh';
import { currentCatalogue } from '../../catalogue/reader';
import { APP_TOPICS } from './app-lifecycle';
import { recordBillingAttempt, type BillingTopic } from './billing';
import { mirrorBillingCycle } from './billing-cycles';
import { mirrorContract, type ContractNode } from './contract-mirror';
import { mirrorFulfillment, mirrorOrder } from './orders';
import * as payloads from './payloads';
import { customerDataSummary, redactCustomer, redactShop } from './privacy';
import { isNewer, stampOf } from './stamps';
import { assertUninstalled, consumeUninstall } from './uninstall';

export interface TopicContext {
  env: Bindings;
  config: Config;
  now: Date;
}

interface Topic<S extends v.GenericSchema> {
  schema: S;
  slow: boolean;
  /** Needs the Shopify back end (COMMERCE=shopify); ignored otherwise. */
  commerce: boolean;
  run(ctx: TopicContext, payload: v.InferOutput<S>): Promise<string>;
}

const topic = <S extends v.GenericSchema>(t: Topic<S>) => t;

const shopifyOf = (config: Config): ShopifyConfig => {
  if (config.commerce.kind !== 'shopify') throw new Error('not in Shopify mode');
  return config.commerce;
};

/** A signed payload's updated_at (capped), else the time we took it. */
const stampFor = (ctx: TopicContext, updatedAt: string | null | undefined) => stampOf(updatedAt, ctx.now) ?? ctx.now.toISOString();

async function onContract(ctx: TopicContext, p: payloads.ContractPayload): Promise<string> {
  const db = ctx.env.DB;
  const signed = stampOf(p.updated_at, ctx.now);
  if (signed) {
    const row = await findContractSubscription(db, p.admin_graphql_api_id);
    if (row && !isNewer(signed, row.shopify_updated_at)) return 'older';
  }
  // The payload says what changed; the contract as Shopify has it now says everything else,
  // and when: its updatedAt stamps the mirror.
  const api = shopAdmin(shopifyOf(ctx.config), ctx.env.DB, shopifyFetch(ctx.env));
  const { subscriptionContract } = await api.request<{ subscriptionContract: ContractNode | null }>(CONTRACT_QUERY, { id: p.admin_graphql_api_id });
  if (!subscriptionContract) return 'not-found';
  const outcome = await mirrorContract(
    db,
    subscriptionContract,
    stampOf(subscriptionContract.updatedAt, ctx.now) ?? ctx.now.toISOString(),
    ctx.now,
    await currentCatalogue(db),
  );
  // A shop date that is not ours (an older push, an edit in the shop) is set back to ours at once.
  const mirrored = outcome === 'updated' ? await findContractSubscription(db, p.admin_graphql_api_id) : null;
  if (mirrored) await pushContractDays(db, shopifyContracts(shopifyOf(ctx.config), db, shopifyFetch(ctx.env), actionFailure('changeDate')), mirrored.id);
  return outcome;
}

const contract = topic({ schema: payloads.ContractPayload, slow: true, commerce: true, run: onContract });

const billing = (kind: BillingTopic) =>
  topic({
    schema: payloads.BillingAttemptPayload,
    slow: true,
    commerce: true,
    run: (ctx, p) => {
      const shop = shopifyOf(ctx.config);
      const fetcher = shopifyFetch(ctx.env);
      const db = ctx.env.DB;
      return recordBillingAttempt(
        db,
        shopifyPaymentGateway(shop, db, ctx.config.storeDomain, fetcher),
        kind,
        p,
        ctx.now,
        shopifyContracts(shop, db, fetcher, actionFailure('changeDate')),
      );
    },
  });

/** A billing cycle skipped or put back in the shop (the customer account page does it through Shopify). */
const cycle = (skipped: boolean) =>
  topic({ schema: payloads.BillingCyclePayload, slow: false, commerce: true, run: (ctx, p) => mirrorBillingCycle(ctx.env.DB, skipped, p, ctx.now) });

const order = topic({
  schema: payloads.OrderPayload,
  slow: false,
  commerce: true,
  run: (ctx, p) => mirrorOrder(ctx.env.DB, p, stampFor(ctx, p.updated_at), ctx.now),
});

const fulfillment = topic({ schema: payloads.FulfillmentPayload, slow: false, commerce: true, run: (ctx, p) => mirrorFulfillment(ctx.env.DB, p.order_id, p) });

/**
 * The shop's catalogue changed (a product, or the app's selling plan group): read it again.
 * Idempotent and order-free (it reads the shop as it is now), so a replay does no harm. A group
 * edited in the admin is reported as a mismatch, not undone: "Repair plans" does that.
 */
const catalogueChange = (schema: v.GenericSchema) =>
  topic({
    schema,
    slow: true,
    commerce: true,
    run: async (ctx) => {
      const outcome = await refreshShopCatalogue(shopifyOf(ctx.config), ctx.env.DB, shopifyFetch(ctx.env), 'check', ctx.now);
      return `catalogue ${outcome.recipes} recipes, plans ${outcome.plansState}`;
    },
  });
const productChange = catalogueChange(v.looseObject({ id: v.number() }));
const groupChange = catalogueChange(v.looseObject({ admin_graphql_api_id: v.string() }));

export const TOPICS: Record<string, Topic<v.GenericSchema>> = {
  ...APP_TOPICS,
  'subscription_contracts/create': contract,
  'subscription_contracts/update': contract,
  'subscription_contracts/activate': contract,
  'subscription_contracts/pause': contract,
  'subscription_contracts/cancel': contract,
  'subscription_contracts/expire': contract,
  'subscription_contracts/fail': contract,
  'subscription_billing_attempts/success': billing('success'),
  'subscription_billing_attempts/failure': billing('failure'),
  'subscription_billing_attempts/challenged': billing('challenged'),
  'subscription_billing_cycles/skip': cycle(true),
  'subscription_billing_cycles/unskip': cycle(false),
  'orders/create': order,
  'orders/updated': order,
  'orders/fulfilled': order,
  'fulfillments/create': fulfillment,
  'fulfillments/update': fulfillment,
  'products/create': productChange,
  'products/update': productChange,
  'products/delete': productChange,
  'selling_plan_groups/create': groupChange,
  'selling_plan_groups/update': groupChange,
  'selling_plan_groups/delete': groupChange,
  'customers/update': topic({
    schema: payloads.CustomerPayload,
    slow: false,
    commerce: true,
    run: async (ctx, p) => {
      const c = { id: idOfGid(p.admin_graphql_api_id), email: p.email ?? null, firstName: p.first_name ?? null, lastName: p.last_name ?? null };
      return (await updateShopCustomer(ctx.env.DB, c, stampFor(ctx, p.updated_at), ctx.now)) ? 'updated' : 'older-or-unknown';
    },
  }),
  // Privacy topics run before the answer (slow: false): a failure is a 5xx Shopify redelivers.
  'customers/redact': topic({
    schema: payloads.CustomerRedactPayload,
    slow: false,
    commerce: false,
    run: async (ctx, p) => {
      await redactCustomer(ctx.env.DB, ctx.env.PHOTOS, p.customer.id, p.customer.email);
      return 'redacted';
    },
  }),
  'shop/redact': topic({
    schema: payloads.ShopRedactPayload,
    slow: false,
    commerce: false,
    run: async (ctx, p) => {
      await assertUninstalled(ctx.env.DB, p.shop_domain, ctx.now);
      const n = await redactShop(ctx.env.DB, ctx.env.PHOTOS);
      await consumeUninstall(ctx.env.DB, p.shop_domain);
      return `redacted ${n} customers`;
    },
  }),
  'customers/data_request': topic({
    schema: payloads.DataRequestPayload,
    slow: false,
    commerce: false,
    run: async (ctx, p) => {
      // What we hold beyond Shopify's own records; the shop answers the customer (docs/shopify.md).
      console.log('shopify data request', JSON.stringify(await customerDataSummary(ctx.env.DB, p.customer.id)));
      return 'summarised';
    },
  }),
};
