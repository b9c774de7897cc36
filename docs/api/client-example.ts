/**
 * The client example of docs/api.md: a third party's typed client of the API, generated from the
 * contract (GET /api/openapi.json) with openapi-typescript and called with openapi-fetch. It
 * logs in with a one-time login token (the `token` of a login e-mail's link) and lists the
 * customer's subscriptions. Against `npm start` (the token from /dev/mailbox):
 *
 *   npm exec -- tsx docs/api/client-example.ts <token>
 *
 * `npm test` (and `npm run typecheck`) generates docs/api/openapi.d.ts from the served contract
 * (`npm run api:types`) and type-checks this file against it with `tsc -p tsconfig.node.json`.
 */
import createClient from 'openapi-fetch';
import type { paths } from './openapi'; // generated: npm run api:types

const api = createClient<paths>({ baseUrl: process.env.API_URL ?? 'http://localhost:8787' });

// Log in: `X-Auth-Transport: bearer` asks for the session as a bearer token too.
const login = await api.POST('/api/auth/verify', {
  params: { header: { 'X-Auth-Transport': 'bearer' } },
  body: { token: process.argv[2] ?? '' },
});
if (!login.data?.sessionToken) throw new Error(`login refused: ${login.error?.code ?? 'no session token'}`);
const { customerId, sessionToken } = login.data;

// List the customer's subscriptions with the token.
const { data, error } = await api.GET('/api/subscriptions/customer/{customerId}', {
  params: { path: { customerId } },
  headers: { Authorization: `Bearer ${sessionToken}` },
});
if (error) throw new Error(`${error.code}: ${error.error}`);
for (const s of data) console.log(`${s.id} ${s.status} ${s.product_name}, next ${s.next_charge_scheduled_at ?? '—'}, $${s.total_value}`);
