/**
 * One call of Shopify's Customer Account API from the extension: the sandbox's `fetch` at
 * `shopify://customer-account/api/2026-10/graphql.json`, authenticated by Shopify for the
 * logged-in customer (https://shopify.dev/docs/api/customer-account-ui-extensions/2026-10-rc/target-apis/account-apis/customer-account-api).
 * The local host (scripts/demo-shop/account-host.mjs) and the component tests answer it with the fake Shopify.
 */
import { CUSTOMER_ACCOUNT_API_URL, type UserError } from './customer-account-api';

/** The data of `query`; a transport or GraphQL error, or a mutation's userErrors, is thrown with Shopify's message. */
export async function customerAccountApi<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(CUSTOMER_ACCOUNT_API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || !body.data || (body.errors?.length ?? 0) > 0) throw new Error(body.errors?.map((e) => e.message).join('; ') || `HTTP ${res.status}`);
  return body.data;
}

/** A mutation's payload, or its first userError thrown. */
export async function customerAccountMutation<P extends { userErrors: UserError[] }>(
  query: string,
  field: string,
  variables: Record<string, unknown>,
): Promise<P> {
  const data = await customerAccountApi<Record<string, P | null>>(query, variables);
  const payload = data[field];
  if (!payload) throw new Error(`${field} answered nothing`);
  if (payload.userErrors.length > 0) throw new Error(payload.userErrors.map((e) => e.message).join('; '));
  return payload;
}
