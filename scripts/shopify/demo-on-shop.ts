// The demo subscribers as customers of the shop the app was installed into: once the install has
// synced a shop with products of its own (SHOPIFY_FAKE_SHOP=default or second), each demo recipe
// becomes the shop's recipe at the same place in its list, each bag the shop's nearest size, each
// treat the shop's treat, at the shop's prices less the plan's discount. Without it every demo
// subscriber would hold a bag the shop has never sold. Past orders keep what they bought.
import { writeFileSync } from 'node:fs';
import { sqlLiteral } from '../../functions/db/sql-literal.ts';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money.ts';
import { kibbleVariantTitle } from '../../src/domain/renewals.ts';
import { capture, run } from '../lib/run.mjs';

interface VariantRow {
  variant_id: string;
  product_id: string;
  product_title: string;
  kind: 'kibble' | 'treat';
  sku: string;
  bag_size_kg: number | null;
  price_cents: number;
  image: string;
  offered: number;
}

const VARIANTS_SQL = `SELECT v.id AS variant_id, v.product_id, p.title AS product_title, p.kind, v.sku, v.bag_size_kg, v.price_cents, p.image,
  (p.offered = 1 AND v.offered = 1) AS offered
  FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY p.position, p.id, v.position, v.bag_size_kg`;

async function query<T>(dir: string, sql: string): Promise<T[]> {
  const out = JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--json', '--command', sql])) as { results: T[] }[];
  return out[0]!.results;
}

/** Moves the demo subscriptions onto the shop's catalogue; answers how many items moved (0: the catalogue is still the demo's). */
export async function demoSubscribersOnShop(dir: string, file: string): Promise<number> {
  const [state] = await query<{ source: string }>(dir, 'SELECT source FROM catalogue_state WHERE id = 1');
  if (state?.source !== 'shop') return 0;
  const variants = await query<VariantRow>(dir, VARIANTS_SQL);
  const shop = variants.filter((v) => v.offered);
  const productsOf = (rows: VariantRow[], kind: VariantRow['kind']) => [...new Set(rows.filter((v) => v.kind === kind).map((v) => v.product_id))];
  const [demoKibbles, shopKibbles] = [
    productsOf(
      variants.filter((v) => !v.offered),
      'kibble',
    ),
    productsOf(shop, 'kibble'),
  ];
  const [demoTreats, shopTreats] = [
    productsOf(
      variants.filter((v) => !v.offered),
      'treat',
    ),
    productsOf(shop, 'treat'),
  ];
  if (shopKibbles.length === 0) return 0;

  const plans = await query<{ frequency_days: number; discount_percent: number }>(
    dir,
    'SELECT frequency_days, discount_percent FROM selling_plans WHERE offered = 1',
  );
  const discountFor = (days: number) =>
    plans.reduce(
      (best, p) => (Math.abs(p.frequency_days - days) < Math.abs(best.frequency_days - days) ? p : best),
      plans[0] ?? { frequency_days: days, discount_percent: 0 },
    ).discount_percent;

  /** The shop's variant standing in for the demo's `old`. */
  const standIn = (old: VariantRow): VariantRow | undefined => {
    const [from, to] = old.kind === 'kibble' ? [demoKibbles, shopKibbles] : [demoTreats, shopTreats];
    if (to.length === 0) return undefined;
    const product = to[Math.max(0, from.indexOf(old.product_id)) % to.length];
    const bags = shop.filter((v) => v.product_id === product);
    return bags.reduce((best, v) =>
      Math.abs((v.bag_size_kg ?? 0) - (old.bag_size_kg ?? 0)) < Math.abs((best.bag_size_kg ?? 0) - (old.bag_size_kg ?? 0)) ? v : best,
    );
  };

  const items = await query<{ id: string; subscription_id: string; variant_id: string; frequency: number }>(
    dir,
    `SELECT i.id, i.subscription_id, i.variant_id, s.order_interval_frequency AS frequency FROM subscription_items i JOIN subscriptions s ON s.id = i.subscription_id`,
  );
  const byId = new Map(variants.map((v) => [v.variant_id, v]));
  const updates: string[] = [];
  let moved = 0;
  for (const item of items) {
    const old = byId.get(item.variant_id);
    const to = old && !old.offered ? standIn(old) : undefined;
    if (!old || !to) continue;
    moved += 1;
    const price =
      to.kind === 'kibble' ? renewalPriceCents(to.price_cents, { discountPercent: discountFor(item.frequency) }) : treatSubscriptionPriceCents(to.price_cents);
    const title = to.kind === 'kibble' ? kibbleVariantTitle({ title: to.product_title }, { bagSizeKg: to.bag_size_kg ?? 0 }) : to.product_title;
    updates.push(
      `UPDATE subscription_items SET product_id = ${sqlLiteral(to.product_id)}, variant_id = ${sqlLiteral(to.variant_id)}, title = ${sqlLiteral(title)}, sku = ${sqlLiteral(to.sku)}, price_cents = ${to.price_cents}, final_price_cents = ${price}, image = ${sqlLiteral(to.image)} WHERE id = ${sqlLiteral(item.id)};`,
      `UPDATE subscriptions SET product_id = ${sqlLiteral(to.product_id)}, variant_id = ${sqlLiteral(to.variant_id)} WHERE id = ${sqlLiteral(item.subscription_id)} AND variant_id = ${sqlLiteral(old.variant_id)};`,
    );
  }
  // Each customer's chosen recipe, as their dogs' plans read it.
  demoKibbles.forEach((id, i) =>
    updates.push(`UPDATE customers SET product_id = ${sqlLiteral(shopKibbles[i % shopKibbles.length]!)} WHERE product_id = ${sqlLiteral(id)};`),
  );
  writeFileSync(file, updates.join('\n') + '\n');
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', dir, '--file', file]);
  return moved;
}
