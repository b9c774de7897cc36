import { CHECKOUT_SESSION_TTL_HOURS } from '../../src/domain/checkout';
import { UNKNOWN_SELLING_PLAN_MESSAGE } from '../../src/domain/schemas/shop';
import { insertCheckoutSession, sellingPlanExists } from '../db/checkout';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { CheckoutGateway } from './gateway';

/** The path of our own checkout page (src/pages/checkout.astro). */
export const LOCAL_CHECKOUT_PATH = '/checkout';

/**
 * The local adapter (the embedded default): stores the checkout in `checkout_sessions` and
 * answers the URL of our own checkout page for it, where the visitor enters name, e-mail, a NZ
 * address and a test card (POST /api/checkout/:id/complete).
 */
export function localCheckout(db: D1Database, publicOrigin: string, now: () => Date = () => new Date()): CheckoutGateway {
  return {
    name: 'local',
    async createCheckout(request) {
      if (!(await sellingPlanExists(db, request.sellingPlanId))) {
        throw new ApiError(400, 'invalid_json', `Invalid request body: sellingPlanId: ${UNKNOWN_SELLING_PLAN_MESSAGE}`, [
          { path: 'sellingPlanId', message: UNKNOWN_SELLING_PLAN_MESSAGE },
        ]);
      }
      const id = newId('chk', 24);
      const createdAt = now();
      await insertCheckoutSession(db, {
        id,
        variantId: request.variant.id,
        sellingPlanId: request.sellingPlanId,
        discountCode: request.discountCode,
        customerData: request.customerData,
        attribution: request.attribution,
        visitId: request.visitId,
        pets: request.pets,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CHECKOUT_SESSION_TTL_HOURS * 3_600_000),
      });
      // `publicOrigin` may be the app proxy's root-relative prefix (linkOrigin): joined, not resolved.
      return { url: `${publicOrigin}${LOCAL_CHECKOUT_PATH}?${new URLSearchParams({ session: id })}` };
    },
  };
}
