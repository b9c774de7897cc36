import { hc } from 'hono/client';
import type { AppType } from '../../functions/app';

/**
 * The typed client every island uses to call our API (same origin, credentials included).
 * Paths, bodies and answers are checked against the Hono routes at compile time.
 */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://localhost' : location.origin, {
  init: { credentials: 'include' },
});
