import { hc } from 'hono/client';
import type { AppType } from '../../functions/app';
import { authHeaders } from './auth-token';
import { BASE } from './base-path';
import { wholeAnswerFetch } from './whole-answer-fetch';

/**
 * The typed client every island uses to call our API (same origin, credentials included).
 * Paths, bodies and answers are checked against the Hono routes at compile time. Inside the
 * shop's iframe the session may travel as a bearer token instead of the cookie (auth-token.ts);
 * through Shopify's app proxy the calls go under the proxy's prefix (base-path.ts) and carry neither.
 * Every answer is read whole before the caller sees it (whole-answer-fetch.ts).
 */
// No location while Astro pre-renders: any origin does, nothing is called then.
export const api = hc<AppType>(((globalThis.location as Location | undefined)?.origin ?? 'http://localhost') + BASE, {
  init: { credentials: 'include' },
  headers: authHeaders,
  fetch: wholeAnswerFetch,
});
