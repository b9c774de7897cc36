// The demo shop's customers and the signed customer info its theme renders for them.
import { DEMO } from '../../functions/db/demo/customers.ts';
import { signCustomerInfo } from '../../functions/lib/shop-signature.ts';
import { SECRET } from './settings.mjs';

export const CUSTOMERS = {
  demo: { id: DEMO.customerId, name: 'Sam Taylor', email: DEMO.email, secret: SECRET },
  other: { id: DEMO.otherCustomerId, name: 'Alex Ngata', email: DEMO.otherEmail, secret: SECRET },
  forged: { id: DEMO.customerId, name: 'Sam Taylor', email: DEMO.email, secret: 'not-the-shared-secret' },
};
/** A key of CUSTOMERS, or a test customer's own id (the E2E fixtures' fresh customers; app proxy only). */
export const isCustomerKey = (k) => typeof k === 'string' && (Object.hasOwn(CUSTOMERS, k) || /^\d{1,20}$/.test(k));

/** The logged-in customer for a key: one of CUSTOMERS, or a test customer known only by id. */
export const customerOf = (key) => CUSTOMERS[key] ?? { id: key, name: `Test customer ${key}`, email: null };

/** The <script> the theme renders for a logged-in customer (Liquid signs it with `hmac_sha256`). */
export async function customerScript(key) {
  const c = key ? CUSTOMERS[key] : undefined;
  if (!c) return ''; // nobody, or a test customer: they use the app proxy
  // Milliseconds (Liquid: 'now' | date: '%s%L'): a signature is single use, and two page views
  // in one second would otherwise render the same one.
  const timestamp = Date.now();
  const signature = await signCustomerInfo(c.secret, { customerId: c.id, customerEmail: c.email, timestamp });
  const json = JSON.stringify({ customerId: c.id, customerName: c.name, customerEmail: c.email, timestamp, signature });
  return `<script type="application/json" data-furbaby-customer>${json.replace(/</g, '\\u003c')}</script>`;
}
