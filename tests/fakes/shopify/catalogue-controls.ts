/**
 * The fake shop's back office for its catalogue (tests and end-to-end): what a merchant does in
 * the admin, each sending the webhook Shopify sends. POST /_fake/variant-price {variantId, price},
 * /_fake/delete-product {productId}, /_fake/edit-group {groupId?, intervalCount} (the first plan
 * now every N days), /_fake/delete-group {groupId?}.
 */
import type { ShopState } from './shop-state';
import type { WebhookQueue } from './webhooks';

const answer = (body: unknown, status = 200) => ({ body, status });

/** The control's answer, or null when `path` is not one of these. */
export function catalogueControl(state: ShopState, webhooks: WebhookQueue, now: () => Date, path: string, body: Record<string, unknown>) {
  if (path === 'variant-price') {
    // The merchant changes a price in the admin: Shopify sends products/update.
    const product = [...state.products.values()].find((p) => p.variants.some((v) => v.id === String(body.variantId)));
    if (!product) return answer({ error: 'no such variant' }, 404);
    if (typeof body.price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(body.price)) return answer({ error: 'price must be a decimal string' }, 400);
    product.variants.find((v) => v.id === body.variantId)!.price = Number(body.price).toFixed(2);
    product.updatedAt = now().toISOString();
    webhooks.product('products/update', product);
    return answer({ ok: true });
  }
  if (path === 'delete-product') {
    const product = state.products.get(String(body.productId));
    if (!product) return answer({ error: 'no such product' }, 404);
    state.products.delete(product.id);
    for (const g of state.sellingPlanGroups.values()) g.productIds = g.productIds.filter((id) => id !== product.id);
    webhooks.productDeleted(product);
    return answer({ ok: true });
  }
  if (path === 'edit-group') {
    // The merchant edits the app's group in the admin: its plans now deliver every `days` instead.
    const group = [...state.sellingPlanGroups.values()].find((g) => g.id === body.groupId) ?? [...state.sellingPlanGroups.values()][0];
    const days = Number(body.intervalCount);
    if (!group) return answer({ error: 'no such group' }, 404);
    if (!Number.isInteger(days) || days < 1) return answer({ error: 'intervalCount must be a whole number of days' }, 400);
    group.sellingPlans = group.sellingPlans.map((p, i) => (i === 0 ? { ...p, intervalCount: days, name: `Every ${days} days`, options: [`${days} days`] } : p));
    webhooks.sellingPlanGroup('selling_plan_groups/update', state, group);
    return answer({ ok: true, groupId: group.id });
  }
  if (path === 'delete-group') {
    const group = state.sellingPlanGroups.get(String(body.groupId)) ?? [...state.sellingPlanGroups.values()][0];
    if (!group) return answer({ error: 'no such group' }, 404);
    state.sellingPlanGroups.delete(group.id);
    webhooks.sellingPlanGroupDeleted(group);
    return answer({ ok: true });
  }
  return null;
}
