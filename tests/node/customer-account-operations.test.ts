/**
 * Every Customer Account API operation of the extensions (extensions/shared/customer-account-api.ts)
 * validates against Shopify's published customer_2026-10 schema, as the Admin and Storefront
 * operations do against theirs; no `#graphql` literal lives anywhere else in the extensions, and
 * the page does through it what the API offers on the customer's own contract.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../extensions/shared/customer-account-api';
import { shopifySchema } from '../fakes/shopify/schema-files';

const documents = Object.entries(operations).filter(([, text]) => typeof text === 'string' && text.trimStart().startsWith('#graphql'));

/** Every extension source file (not what Shopify CLI built). */
function sources(dir = 'extensions'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'dist' || name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const rootFields = (text: string) =>
  parse(text)
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .flatMap((d) => d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [`${d.operation} ${s.name.value}`] : [])));

describe('Customer Account API operations', () => {
  it('are there', () => {
    expect(documents.length).toBeGreaterThan(0);
    console.log(`customer account operations validated: ${documents.length}`);
  });

  it.each(documents)('%s is valid against customer_2026-10', (_, text) => {
    expect(validate(shopifySchema('customer'), parse(text as string)).map((e) => e.message)).toEqual([]);
  });

  it('live in one module: no other extension file holds a #graphql literal', () => {
    const elsewhere = sources().filter((f) => !f.endsWith('shared/customer-account-api.ts') && readFileSync(f, 'utf8').includes('`#graphql'));
    expect(elsewhere).toEqual([]);
  });

  it('pause, resume, cancel, skip, unskip and the delivery at a new address through Shopify (every subscription mutation it offers)', () => {
    const used = documents.flatMap(([, text]) => rootFields(text as string)).filter((f) => f.startsWith('mutation'));
    const offered = Object.keys(shopifySchema('customer').getMutationType()!.getFields())
      .filter((name) => /^subscription/.test(name))
      .map((name) => `mutation ${name}`);
    expect(offered).toHaveLength(7);
    expect(used.sort()).toEqual(offered.sort());
  });
});
