/**
 * Every GraphQL operation we send to Shopify is valid against Shopify's own published schema for
 * the version we call, so a misspelt field or a wrong argument type fails here, not in a shop.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_OPERATIONS } from '../../functions/shopify/operations/storefront';
import { ADMIN_OPERATIONS } from '../../functions/shopify/operations/admin';
import { shopifySchema } from '../fakes/shopify/schema-files';

const errorsOf = (api: 'admin' | 'storefront-graphql', source: string) => validate(shopifySchema(api), parse(source)).map((e) => e.message);

describe("Shopify operations against Shopify's schemas (2026-10)", () => {
  it.each(Object.entries(ADMIN_OPERATIONS))('Admin API: %s is valid', (_name, source) => {
    expect(errorsOf('admin', source)).toEqual([]);
  });

  it.each(Object.entries(STOREFRONT_OPERATIONS))('Storefront API: %s is valid', (_name, source) => {
    expect(errorsOf('storefront-graphql', source)).toEqual([]);
  });

  it('rejects what Shopify would reject (the check can fail)', () => {
    expect(errorsOf('admin', 'mutation { subscriptionContractPause(id: "1") { contract { id } } }').length).toBeGreaterThan(0);
    expect(errorsOf('admin', 'query { subscriptionContract(id: "1") { nextDeliveryDay } }')).toEqual([
      'Cannot query field "nextDeliveryDay" on type "SubscriptionContract".',
    ]);
  });

  it('knows every #graphql literal in the Worker (none is sent unchecked)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.(ts|graphql)$/.test(f) ? [join(dir, f)] : []));
    const literals = files('functions').reduce((n, f) => n + (readFileSync(f, 'utf8').match(/`#graphql/g)?.length ?? 0), 0);
    const fragments = 3; // ContractFields, AttemptFields and SellingPlanGroupFields, checked inside the operations that use them
    expect(literals).toBe(Object.keys(ADMIN_OPERATIONS).length + Object.keys(STOREFRONT_OPERATIONS).length + fragments);
    expect(files('functions').filter((f) => f.endsWith('.graphql'))).toEqual([]);
  });
});
