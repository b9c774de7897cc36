/**
 * What a shop order's note attributes (the cart attributes our Shopify checkout set, copied by
 * Shopify onto the order) say about the visit: its attribution and its funnel id. Anyone can
 * set cart attributes on the shop (its Ajax API), so both are checked: the attribution keeps
 * only the known keys within their bounds, and a visit id counts only in its shape and only
 * when our checkout started that visit (functions/routes/checkout.ts stored its
 * checkout_started); anything else is ignored, never an error.
 */
import * as v from 'valibot';
import { attributionJson, keptAttribution, VISIT_CART_ATTRIBUTE } from '../../../src/domain/attribution';
import { visitIdSchema } from '../../../src/domain/schemas/funnel';
import type { OrderPayload } from './payloads';

export function visitOfOrder(p: Pick<OrderPayload, 'note_attributes'>): { attribution: string | null; visitId: string | null } {
  const values = Object.fromEntries(p.note_attributes.map((a) => [a.name, a.value ?? undefined]));
  const visit = values[VISIT_CART_ATTRIBUTE];
  return { attribution: attributionJson(keptAttribution(values)), visitId: v.is(visitIdSchema, visit) ? visit : null };
}

/** Sets the order's attribution and, if our checkout started that visit, its visit id (migration 0021). */
export function orderVisitStatement(db: D1Database, orderId: string, p: Pick<OrderPayload, 'note_attributes'>): D1PreparedStatement {
  const { attribution, visitId } = visitOfOrder(p);
  return db
    .prepare(
      `UPDATE orders SET attribution = ?2,
         visit_id = (SELECT ?3 WHERE EXISTS (SELECT 1 FROM funnel_events WHERE visit_id = ?3 AND name = 'checkout_started'))
       WHERE id = ?1`,
    )
    .bind(orderId, attribution, visitId);
}
