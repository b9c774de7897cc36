/**
 * What a shop order's note attributes (the cart attributes our Shopify checkout set, copied by
 * Shopify onto the order) say about the visit: its attribution and its funnel id. Anyone can
 * set cart attributes on the shop (its Ajax API), so both are checked: the attribution keeps
 * only the known keys within their bounds, and a visit id counts only in its shape and only
 * when our checkout started that visit (functions/routes/checkout.ts stored its
 * checkout_started, writer 'server': a page cannot post that step); anything else is ignored,
 * never an error.
 */
import * as v from 'valibot';
import { attributionJson, funnelCampaignOf, keptAttribution, VISIT_CART_ATTRIBUTE } from '../../../src/domain/attribution';
import { offerOf } from '../../../src/domain/checkout';
import { visitIdSchema } from '../../../src/domain/schemas/funnel';
import { insertOrderFunnelEventStatement } from '../../db/funnel';
import { setOrderVisitStatement } from '../../db/shop-orders';
import { centsOf } from '../commerce/gids';
import type { OrderPayload } from './payloads';

type OrderFields = Pick<OrderPayload, 'note_attributes' | 'discount_codes' | 'total_price'>;

export function visitOfOrder(p: Pick<OrderPayload, 'note_attributes'>): { attribution: string | null; campaign: string; visitId: string | null } {
  const values = Object.fromEntries(p.note_attributes.map((a) => [a.name, a.value ?? undefined]));
  const visit = values[VISIT_CART_ATTRIBUTE];
  const kept = keptAttribution(values);
  return { attribution: attributionJson(kept), campaign: funnelCampaignOf(kept), visitId: v.is(visitIdSchema, visit) ? visit : null };
}

/** Sets the order's attribution and, if our checkout started that visit, its visit id (migration 0021). */
export function orderVisitStatement(db: D1Database, orderId: string, p: Pick<OrderPayload, 'note_attributes'>): D1PreparedStatement {
  const { attribution, visitId } = visitOfOrder(p);
  return setOrderVisitStatement(db, orderId, attribution, visitId);
}

/**
 * The visit's trial/order step, which the local checkout stores with its order (functions/db/checkout.ts):
 * in Shopify mode the order is paid on the shop's checkout, so its mirror stores it, in the same
 * batch as the order. Only for a visit our checkout started, and once per visit.
 */
export function orderFunnelEventStatements(db: D1Database, p: OrderFields, at: Date): D1PreparedStatement[] {
  const { campaign, visitId } = visitOfOrder(p);
  if (!visitId) return [];
  const trial = (p.discount_codes ?? []).some((d) => offerOf(d.code) === 'trial');
  const props = { value: centsOf(p.total_price ?? 0) / 100, currency: 'NZD' };
  return [insertOrderFunnelEventStatement(db, { visitId, name: trial ? 'trial_started' : 'order_placed', campaign, props: JSON.stringify(props), at })];
}
