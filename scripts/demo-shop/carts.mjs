// Carts by token, checked the way Shopify's /cart/add.js checks items. The demo shop sells the
// demo catalogue (functions/db/demo/demo-catalogue.ts), which local mode loads into D1.
import { findKibbleVariant, findTreatVariant, frequencyOfPlan } from '../../src/domain/catalogue.ts';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';

/** Cart token → lines { variantId, sellingPlanId, quantity, properties }. */
export const carts = new Map();

export function describeLine(line) {
  const kibble = findKibbleVariant(DEMO_CATALOGUE, line.variantId);
  const treat = kibble ? undefined : findTreatVariant(DEMO_CATALOGUE, line.variantId);
  const frequency = line.sellingPlanId ? frequencyOfPlan(DEMO_CATALOGUE, line.sellingPlanId) : null;
  const priceCents = kibble?.variant.priceCents ?? treat?.variant.priceCents ?? 0;
  return {
    id: Number(line.variantId),
    variant_id: Number(line.variantId),
    product_id: Number(kibble?.product.id ?? treat?.product.id),
    product_title: kibble?.product.title ?? treat?.product.title ?? 'Unknown',
    variant_title: kibble ? `${kibble.variant.bagSizeKg} kg` : null,
    sku: kibble?.variant.sku ?? treat?.variant.sku ?? null,
    quantity: line.quantity,
    price: priceCents,
    line_price: priceCents * line.quantity,
    properties: line.properties,
    selling_plan_allocation: line.sellingPlanId ? { selling_plan: { id: Number(line.sellingPlanId), name: `Delivery every ${frequency} days` } } : null,
  };
}

export function cartJson(token) {
  const items = (carts.get(token) ?? []).map(describeLine);
  return {
    token,
    currency: 'NZD',
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    total_price: items.reduce((n, i) => n + i.line_price, 0),
    items,
  };
}

export class CartError extends Error {}

/** Checks one `/cart/add.js` item the way Shopify does: known variant, selling plan only for kibble. */
export function toLine(raw) {
  if (!raw || typeof raw !== 'object') throw new CartError('Each item needs an id');
  const item = raw;
  const variantId = String(item.id ?? '');
  const kibble = findKibbleVariant(DEMO_CATALOGUE, variantId);
  if (!kibble && !findTreatVariant(DEMO_CATALOGUE, variantId)) throw new CartError(`Cannot find variant ${variantId}`);
  const plan = item.selling_plan == null || item.selling_plan === '' ? null : String(item.selling_plan);
  if (plan !== null && (!kibble || frequencyOfPlan(DEMO_CATALOGUE, plan) === null))
    throw new CartError(`Variant ${variantId} cannot be sold on selling plan ${plan}`);
  const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new CartError('Quantity must be 1 to 99');
  const properties = {};
  if (item.properties && typeof item.properties === 'object') {
    for (const [k, v] of Object.entries(item.properties)) properties[k] = String(v);
  }
  return { variantId, sellingPlanId: plan, quantity, properties };
}

export function addLines(token, lines) {
  const cart = carts.get(token) ?? [];
  for (const line of lines) {
    const same = cart.find(
      (l) => l.variantId === line.variantId && l.sellingPlanId === line.sellingPlanId && JSON.stringify(l.properties) === JSON.stringify(line.properties),
    );
    if (same) same.quantity += line.quantity;
    else cart.push(line);
  }
  carts.set(token, cart);
}
