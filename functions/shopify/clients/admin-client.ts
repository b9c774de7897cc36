/**
 * The Admin GraphQL API through Shopify's own client (@shopify/admin-api-client), with the
 * retries a shop needs: cost-based throttling (`THROTTLED`: wait for the bucket to refill at the
 * reported restore rate), 429 and 5xx answers and time-outs, each a bounded number of times.
 * When they are exhausted the caller gets ShopifyUnavailable and writes nothing of its own.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import type { ShopifyConfig } from '../../env';
import { sleep } from '../../lib/sleep';

export const ADMIN_TIMEOUT_MS = 8_000;
/** Attempts per operation: the first and three retries. */
export const MAX_ATTEMPTS = 4;
/** Longest single wait a customer's request sits through before we give up on Shopify. */
const MAX_WAIT_MS = 2_000;
const BACKOFF_MS = [200, 500, 1_000];

/** Shopify could not be reached, or kept refusing for capacity: nothing changed there. */
export class ShopifyUnavailable extends Error {}

/** Shopify answered 401 (`[API] Invalid API key or access token`): our token is revoked, as after an uninstall. */
export class ShopifyUnauthorized extends ShopifyUnavailable {}

/** Shopify answered the operation with `userErrors`: the change was refused (nothing changed). */
export class ShopifyRefused extends Error {
  constructor(readonly userErrors: { field?: string[] | null; message: string; code?: string | null }[]) {
    super(userErrors.map((e) => e.message).join('; '));
  }
}

interface ThrottleStatus {
  currentlyAvailable?: number;
  restoreRate?: number;
}

/** How long to wait before the bucket holds the operation's cost again. */
function throttleWaitMs(extensions: unknown): number {
  const cost = (extensions as { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } } | undefined)?.cost;
  const needed = (cost?.requestedQueryCost ?? 50) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
  const rate = cost?.throttleStatus?.restoreRate || 50;
  return Math.min(MAX_WAIT_MS, Math.max(0, Math.ceil((needed / rate) * 1000)));
}

export interface AdminApi {
  /** Runs one operation; answers its `data`, retrying what can be retried. */
  request<T>(operation: string, variables: Record<string, unknown>): Promise<T>;
}

/**
 * `fetcher` reaches Shopify (tests pass the fake's); `adminOrigin` replaces the shop's https
 * origin for a local fake on loopback (the client itself only builds https URLs). `accessToken`
 * answers the shop's offline token from D1 (functions/shopify/app/access-token.ts), read at the
 * first request: a shop that is not installed throws its 503 before anything reaches Shopify.
 */
export function adminApi(config: ShopifyConfig, accessToken: () => Promise<string>, fetcher: typeof fetch = (input, init) => fetch(input, init)): AdminApi {
  const shopOrigin = `https://${config.shopDomain}`;
  let client: ReturnType<typeof createAdminApiClient> | undefined;
  const clientFor = async () =>
    (client ??= createAdminApiClient({
      storeDomain: config.shopDomain,
      apiVersion: config.apiVersion,
      accessToken: await accessToken(),
      customFetchApi: (url, init) => {
        const target = String(url).startsWith(shopOrigin) ? config.adminOrigin + String(url).slice(shopOrigin.length) : String(url);
        return fetcher(target, { ...(init as RequestInit), signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS) });
      },
    }));

  return {
    async request<T>(operation: string, variables: Record<string, unknown>): Promise<T> {
      const client = await clientFor();
      let last = '';
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const { data, errors, extensions } = await client.request<T>(operation, { variables });
        const status = errors?.networkStatusCode;
        const throttled = errors?.graphQLErrors?.some((e) => (e.extensions as { code?: string } | undefined)?.code === 'THROTTLED');
        if (!errors && data) return data;
        if (errors && !throttled && status !== undefined && status < 500 && status !== 429) {
          // A query Shopify rejects, or a bad token: retrying cannot help.
          throw new (status === 401 ? ShopifyUnauthorized : ShopifyUnavailable)(
            `Shopify refused the request (${status}): ${errors.graphQLErrors?.map((e) => e.message).join('; ') ?? errors.message}`,
          );
        }
        last = throttled ? 'THROTTLED' : (errors?.message ?? 'no data');
        if (attempt < MAX_ATTEMPTS) await sleep(throttled ? throttleWaitMs(extensions) : BACKOFF_MS[attempt - 1]!);
      }
      throw new ShopifyUnavailable(`Shopify did not answer after ${MAX_ATTEMPTS} attempts: ${last}`);
    },
  };
}

/** The operation's payload after checking its `userErrors` (every mutation answers them). */
export function accepted<P extends { userErrors: ShopifyRefused['userErrors'] }>(payload: P | null | undefined): P {
  if (!payload) throw new ShopifyUnavailable('Shopify answered no payload');
  if (payload.userErrors.length > 0) throw new ShopifyRefused(payload.userErrors);
  return payload;
}
