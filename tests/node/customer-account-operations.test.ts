/**
 * Every Customer Account API operation of the extensions (extensions/shared/customer-account-api.ts)
 * validates against Shopify's published customer_2026-10 schema, as the Admin and Storefront
 * operations do against theirs.
 */
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../extensions/shared/customer-account-api';
import { shopifySchema } from '../fakes/shopify/schema-files';

const documents = Object.entries(operations).filter(([, text]) => typeof text === 'string' && text.trimStart().startsWith('#graphql'));

describe('Customer Account API operations', () => {
  it('are there', () => {
    expect(documents.length).toBeGreaterThan(0);
    console.log(`customer account operations validated: ${documents.length}`);
  });

  it.each(documents)('%s is valid against customer_2026-10', (_, text) => {
    expect(validate(shopifySchema('customer'), parse(text as string)).map((e) => e.message)).toEqual([]);
  });
});
