/**
 * Calls to the shop's console as App Bridge makes them: `Authorization: Bearer <ID token>`,
 * signed with the local console app's secret unless a test forges another.
 *
 *   const res = await consoleCall('GET', '/api/console/today');
 *   const forged = await consoleCall('GET', '/api/console/today', { token: await idToken({ aud: 'other' }) });
 */
import { SELF } from 'cloudflare:test';
import { signIdToken, type IdTokenClaims } from '../../functions/shopify/app/id-token';
import { LOCAL_CONSOLE_AUTH, type ConsoleAuth } from '../../functions/env';
import { BASE } from './auth-helpers';

/** A token for the local console app, with any claim overridden. */
export const idToken = (claims: Partial<IdTokenClaims> = {}, auth: ConsoleAuth = LOCAL_CONSOLE_AUTH, now = new Date()) => signIdToken(auth, now, claims);

export async function consoleCall(method: string, path: string, opts: { token?: string | null; body?: unknown } = {}): Promise<Response> {
  const token = opts.token === undefined ? await idToken() : opts.token;
  const headers: Record<string, string> = { origin: BASE };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return SELF.fetch(`${BASE}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}
