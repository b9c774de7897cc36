// After the install (the shop's catalogue synced): gives the fake Shopify the demo customers' subscriptions as contracts and their orders, and
// links the local D1's mirror rows to them (shopify_contract_id, shopify_line_id,
// shopify_order_id), as a shop that already has subscribers would be. Usage: tsx scripts/shopify/seed.ts <persist dir> <fake shop origin>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShippingColumns } from '../../functions/db/shipping-address.ts';
import { sqlLiteral } from '../../functions/db/sql-literal.ts';
import { mailingAddressOf } from '../../functions/shopify/commerce/gids.ts';
import { capture, run } from '../lib/run.mjs';
import { demoSubscribersOnShop } from './demo-on-shop.ts';

const [dir, shopOrigin] = process.argv.slice(2);
if (!dir || !shopOrigin) throw new Error('usage: tsx scripts/shopify/seed.ts <persist dir> <fake shop origin>');

interface Row extends ShippingColumns {
  id: string;
  customer_id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  next_charge_scheduled_at: string | null;
  order_interval_frequency: number;
  items: string;
}

const SQL = `SELECT s.id, s.customer_id, c.email, c.first_name, c.last_name, s.status, s.next_charge_scheduled_at, s.order_interval_frequency,
  s.ship_address1, s.ship_address2, s.ship_city, s.ship_province, s.ship_zip, s.ship_country,
  (SELECT json_group_array(json_object('id', i.id, 'variant_id', i.variant_id, 'product_id', i.product_id, 'title', i.title, 'sku', i.sku,
     'quantity', i.quantity, 'final_price_cents', i.final_price_cents)) FROM subscription_items i WHERE i.subscription_id = s.id AND i.one_time = 0) AS items
  FROM subscriptions s JOIN customers c ON c.id = s.customer_id ORDER BY s.id`;

const moved = await demoSubscribersOnShop(dir, join(dir, 'demo-on-shop.sql'));
const contractOf = new Map<string, string>();
const out = JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--json', '--command', SQL])) as { results: Row[] }[];
const updates: string[] = [];
const now = new Date().toISOString();
for (const s of out[0]!.results) {
  const items = (
    JSON.parse(s.items) as { id: string; variant_id: string; product_id: string; title: string; sku: string; quantity: number; final_price_cents: number }[]
  ).sort((a, b) => Number(b.id.endsWith('_main')) - Number(a.id.endsWith('_main')));
  const res = await fetch(`${shopOrigin}/_fake/contracts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { id: `gid://shopify/Customer/${s.customer_id}`, email: s.email, firstName: s.first_name, lastName: s.last_name },
      status: s.status,
      nextBillingDate: s.next_charge_scheduled_at ? new Date(`${s.next_charge_scheduled_at}T07:00:00+12:00`).toISOString() : null,
      intervalCount: s.order_interval_frequency,
      address: mailingAddressOf({ ...s, ship_first_name: s.first_name, ship_last_name: s.last_name }),
      lines: items.map((i) => ({
        variantId: `gid://shopify/ProductVariant/${i.variant_id}`,
        productId: `gid://shopify/Product/${i.product_id}`,
        title: i.title,
        sku: i.sku,
        quantity: i.quantity,
        price: (i.final_price_cents / 100).toFixed(2),
      })),
    }),
  });
  if (!res.ok) throw new Error(`seeding ${s.id}: the fake shop answered ${res.status}`);
  const { id, lineIds } = (await res.json()) as { id: string; lineIds: string[] };
  contractOf.set(s.id, id);
  updates.push(`UPDATE subscriptions SET shopify_contract_id = ${sqlLiteral(id)}, shopify_updated_at = ${sqlLiteral(now)} WHERE id = ${sqlLiteral(s.id)};`);
  items.forEach((item, i) => updates.push(`UPDATE subscription_items SET shopify_line_id = ${sqlLiteral(lineIds[i]!)} WHERE id = ${sqlLiteral(item.id)};`));
}
// Their order history, so the shop holds the orders the dashboard shows.
interface OrderRow extends ShippingColumns {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  order_number: number;
  created_at: string;
  fulfillment_status: string | null;
  shipping_cents: number;
  lines: string;
}
const ORDERS_SQL = `SELECT o.id, o.customer_id, o.subscription_id, o.order_number, o.created_at, o.fulfillment_status, o.shipping_cents,
  o.ship_address1, o.ship_address2, o.ship_city, o.ship_province, o.ship_zip, o.ship_country,
  (SELECT json_group_array(json_object('variant_id', l.variant_id, 'title', l.title, 'quantity', l.quantity, 'price_cents', l.price_cents))
     FROM order_line_items l WHERE l.order_id = o.id) AS lines
  FROM orders o WHERE o.customer_id IN (SELECT customer_id FROM subscriptions) ORDER BY o.created_at`;
const orders = (
  JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--json', '--command', ORDERS_SQL])) as { results: OrderRow[] }[]
)[0]!.results;
for (const o of orders) {
  const lines = JSON.parse(o.lines) as { variant_id: string; title: string; quantity: number; price_cents: number }[];
  const res = await fetch(`${shopOrigin}/_fake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: o.order_number,
      customerId: `gid://shopify/Customer/${o.customer_id}`,
      contractId: o.subscription_id ? (contractOf.get(o.subscription_id) ?? null) : null,
      lines: lines.map((l) => ({
        variantId: `gid://shopify/ProductVariant/${l.variant_id}`,
        productId: '',
        title: l.title,
        sku: '',
        quantity: l.quantity,
        price: (l.price_cents / 100).toFixed(2),
      })),
      shipping: (o.shipping_cents / 100).toFixed(2),
      address: mailingAddressOf({ ...o, ship_first_name: '', ship_last_name: '' }),
      createdAt: o.created_at,
      fulfilled: o.fulfillment_status === 'fulfilled' || o.fulfillment_status === 'delivered',
    }),
  });
  if (!res.ok) throw new Error(`seeding order ${o.id}: the fake shop answered ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  updates.push(`UPDATE orders SET shopify_order_id = ${sqlLiteral(id)}, shopify_updated_at = ${sqlLiteral(now)} WHERE id = ${sqlLiteral(o.id)};`);
}
const file = join(dir, 'shopify-links.sql');
writeFileSync(file, updates.join('\n') + '\n');
await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--file', file]);
console.log(
  `  Seeded the fake Shopify with ${out[0]!.results.length} demo subscriptions (${moved} items moved onto the shop's products) and ${orders.length} orders.`,
);
