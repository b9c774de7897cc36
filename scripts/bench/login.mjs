// A session for the demo customer, as e2e/fixtures/login.ts gets one: a one-time token minted
// through POST /auth/generate-magic-link with customer info signed by the local shop secret,
// exchanged at POST /api/auth/verify for the session cookie. (Run under tsx: imports the
// Worker's own TypeScript, so the signature and the demo ids have one source.)
import { DEMO } from '../../functions/db/demo/customers.ts';
import { LOCAL_SHOP_SHARED_SECRET } from '../../functions/config/local-secrets.ts';
import { signCustomerInfo } from '../../functions/lib/shop-signature.ts';

export const DEMO_CUSTOMER_ID = DEMO.customerId;

/**
 * Logs the demo customer (or `customer`) in and answers the `Cookie` header value (`mfb_session=…`).
 * @param {string} origin
 * @param {{ id: string, email: string }} [customer]
 * @returns {Promise<string>}
 */
export async function demoSessionCookie(origin, customer = { id: DEMO.customerId, email: DEMO.email }) {
  // A shop signature is single use: milliseconds keep two logins in one second apart.
  const timestamp = Date.now() - Math.floor(Math.random() * 60_000);
  const secret = process.env.SHOP_SHARED_SECRET || LOCAL_SHOP_SHARED_SECRET;
  const info = { customerId: customer.id, customerEmail: customer.email, timestamp };
  const signature = await signCustomerInfo(secret, info);
  const headers = { 'content-type': 'application/json', origin };
  const minted = await fetch(`${origin}/auth/generate-magic-link`, { method: 'POST', headers, body: JSON.stringify({ ...info, signature }) });
  if (minted.status !== 200) throw new Error(`generate-magic-link answered ${minted.status}: ${await minted.text()}`);
  const { token } = /** @type {{ token: string }} */ (await minted.json());
  const verified = await fetch(`${origin}/api/auth/verify`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('mfb_session='));
  if (!cookie) throw new Error('verify set no mfb_session cookie');
  return cookie.split(';')[0];
}
