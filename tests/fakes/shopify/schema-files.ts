/**
 * Shopify's published GraphQL schemas (introspection JSON, shipped gzipped in @shopify/dev-mcp),
 * read in Node: the fake Shopify and the operations test are built on them, never on our own
 * idea of Shopify's API. Workerd cannot read files, so the API tests receive the same JSON as a
 * binding (vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

export const SHOPIFY_API_VERSION = '2026-10';
export type ShopifyApi = 'admin' | 'storefront-graphql' | 'customer';

// The package exports no data path, so it is read where npm installs it.
const DATA_DIR = new URL('../../../node_modules/@shopify/dev-mcp/dist/data/', import.meta.url);

/** The introspection JSON text of one API at our version. */
export function introspectionText(api: ShopifyApi, version = SHOPIFY_API_VERSION): string {
  return gunzipSync(readFileSync(fileURLToPath(new URL(`${api}_${version}.json.gz`, DATA_DIR)))).toString('utf8');
}

const built = new Map<string, GraphQLSchema>();

export function shopifySchema(api: ShopifyApi, version = SHOPIFY_API_VERSION): GraphQLSchema {
  const key = `${api}_${version}`;
  let schema = built.get(key);
  if (!schema) {
    schema = buildClientSchema((JSON.parse(introspectionText(api, version)) as { data: IntrospectionQuery }).data);
    built.set(key, schema);
  }
  return schema;
}
