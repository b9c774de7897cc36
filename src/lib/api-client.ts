import { hc } from 'hono/client';
import type { AppType } from '../../functions/app';
import { authHeaders } from './auth-token';

/**
 * The typed client every island uses to call our API (same origin, credentials included).
 * Paths, bodies and answers are checked against the Hono routes at compile time. Inside the
 * shop's iframe the session may travel as a bearer token instead of the cookie (auth-token.ts).
 */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://localhost' : location.origin, {
  init: { credentials: 'include' },
  headers: authHeaders,
});
