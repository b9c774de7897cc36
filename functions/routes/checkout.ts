import { Hono } from 'hono';
import * as v from 'valibot';
import { findKibbleVariant, frequencyOfSellingPlan } from '../../src/domain/catalogue';
import {
  CHECKOUT_ALREADY_COMPLETED_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  TRIAL_ALREADY_CLAIMED_MESSAGE,
  TRIAL_PRODUCT_ONLY_MESSAGE,
  UNKNOWN_DISCOUNT_CODE_CODE,
  checkoutDiscountCode,
  checkoutSummary,
  householdKeys,
  offerOf,
  testCardOutcome,
  unknownDiscountCodeMessage,
  type CheckoutSummary,
} from '../../src/domain/checkout';
import { checkoutCompleteBodySchema } from '../../src/domain/schemas/checkout';
import { checkoutUrlRequestSchema, type CheckoutUrlAnswer } from '../../src/domain/schemas/shop';
import { checkoutGatewayFor } from '../checkout';
import { sendCheckoutLoginLink } from '../checkout/login-link';
import { findCustomerByEmail } from '../db/customers';
import {
  claimedHouseholdKeys,
  completeCheckout,
  findCheckoutSession,
  newCustomerId,
  type CheckoutSession,
  type CompleteCheckoutResult,
} from '../db/checkout';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { sessionCustomer } from '../lib/session';
import { publicOrigin } from '../lib/public-origin';
import { validate } from '../lib/validate';
import { mailerFor } from '../mail';

/**
 * POST /api/pets/checkout-url (spec 001 §7): `{ variantId, sellingPlanId, customerData,
 * quantity: 1, discount }` → `{ checkout_url }`, which the page opens in the top window.
 * The discount is the request's (case-insensitive) or FREE7DAYTRIAL when none is sent; an
 * unknown code is refused (400 `unknown_discount_code`), and the free trial only exists for
 * the trial recipes (400 `trial_not_available`). The configured gateway makes the URL.
 */
export const checkoutUrl = new Hono<AppEnv>().post('/checkout-url', validate('json', checkoutUrlRequestSchema), async (c) => {
  const body = c.req.valid('json');
  const discountCode = checkoutDiscountCode(body.discount);
  if (!discountCode) {
    const message = unknownDiscountCodeMessage(body.discount ?? '');
    throw new ApiError(400, UNKNOWN_DISCOUNT_CODE_CODE, message, [{ path: 'discount', message }]);
  }
  // The schema has checked both ids already.
  const { product, variant } = findKibbleVariant(body.variantId)!;
  const frequencyDays = frequencyOfSellingPlan(body.sellingPlanId)!;
  if (offerOf(discountCode) === 'trial' && !product.trial) {
    throw new ApiError(400, 'trial_not_available', TRIAL_PRODUCT_ONLY_MESSAGE);
  }
  const gateway = checkoutGatewayFor(c.var.config, c.env.DB, publicOrigin(c));
  const { url } = await gateway.createCheckout({
    product,
    variant,
    sellingPlanId: body.sellingPlanId,
    frequencyDays,
    discountCode,
    customerData: body.customerData,
    quantity: 1,
  });
  const answer: CheckoutUrlAnswer = { checkout_url: url };
  return c.json(answer, 200);
});

const CheckoutParam = v.object({
  id: v.pipe(v.string(), v.regex(/^chk_[a-z0-9]{8,40}$/, 'Unknown checkout')),
});

type SessionState = 'open' | 'completed' | 'expired';

function stateOf(session: CheckoutSession, now: Date): SessionState {
  if (session.completedAt) return 'completed';
  return session.expiresAt <= now.toISOString() ? 'expired' : 'open';
}

async function loadSession(db: D1Database, id: string): Promise<CheckoutSession> {
  const session = await findCheckoutSession(db, id);
  if (!session) throw new ApiError(404, 'checkout_not_found', CHECKOUT_NOT_FOUND_MESSAGE);
  return session;
}

function summaryOf(session: CheckoutSession, now: Date): CheckoutSummary {
  const found = findKibbleVariant(session.variantId);
  const frequencyDays = frequencyOfSellingPlan(session.sellingPlanId);
  if (!found || frequencyDays === null) throw new ApiError(404, 'checkout_not_found', CHECKOUT_NOT_FOUND_MESSAGE);
  return checkoutSummary({ ...found, frequencyDays, discountCode: session.discountCode, now });
}

/** First and last name from the customer data the recipe page sent (`firstname`/`lastname`, else `name` split). */
function prefillNames(data: CheckoutSession['customerData']): { firstName: string; lastName: string } {
  if (data?.firstname || data?.lastname) return { firstName: data.firstname ?? '', lastName: data.lastname ?? '' };
  const [first = '', ...rest] = (data?.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The local checkout page's API (CHECKOUT=local), mounted at /api/checkout:
 * - GET /:id — the order to show (offer, product, prices, the trial's portion, ramp and first
 *   dates) and the details to prefill; `state` open, completed or expired.
 * - POST /:id/complete — `{ firstName, lastName, email, address, card }`: checks one trial per
 *   household (address and e-mail), charges the test card, then creates or finds the customer,
 *   the ACTIVE subscription with its first charge date, and today's order, in one batch, and
 *   mails a one-time login link. 201 `{ orderId, orderNumber, subscriptionId, … }`.
 */
export const checkout = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/:id', validate('param', CheckoutParam), async (c) => {
    const now = new Date();
    const session = await loadSession(c.env.DB, c.req.valid('param').id);
    const names = prefillNames(session.customerData);
    const customer = await sessionCustomer(c);
    return c.json(
      {
        id: session.id,
        state: stateOf(session, now),
        summary: summaryOf(session, now),
        prefill: {
          firstName: names.firstName || customer?.firstName || '',
          lastName: names.lastName || customer?.lastName || '',
          email: session.customerData?.email ?? customer?.email ?? '',
        },
      },
      200,
    );
  })
  .post('/:id/complete', validate('param', CheckoutParam), validate('json', checkoutCompleteBodySchema), async (c) => {
    const now = new Date();
    const db = c.env.DB;
    const body = c.req.valid('json');
    const session = await loadSession(db, c.req.valid('param').id);
    const state = stateOf(session, now);
    if (state === 'completed') throw new ApiError(409, 'checkout_completed', CHECKOUT_ALREADY_COMPLETED_MESSAGE);
    if (state === 'expired') throw new ApiError(410, 'checkout_expired', CHECKOUT_EXPIRED_MESSAGE);
    const summary = summaryOf(session, now);

    const keys = summary.offer === 'trial' ? householdKeys(body.address, body.email) : null;
    if (keys && (await claimedHouseholdKeys(db, keys)).length > 0) {
      throw new ApiError(409, 'trial_already_claimed', TRIAL_ALREADY_CLAIMED_MESSAGE);
    }
    const charge = testCardOutcome(body.card.number);
    if (!charge.ok) throw new ApiError(charge.code === 'card_declined' ? 402 : 400, charge.code, charge.message);

    let result: CompleteCheckoutResult | null = null;
    let customerId = '';
    // Twice at most: a first attempt can meet an e-mail registered a moment ago (then reuse it).
    for (let attempt = 0; attempt < 2 && (result === null || (!result.ok && result.reason === 'email_taken')); attempt++) {
      const existing = await findCustomerByEmail(db, body.email);
      customerId = existing?.id ?? newCustomerId();
      result = await completeCheckout(db, {
        session,
        summary,
        customer: { id: customerId, isNew: !existing, email: body.email, firstName: body.firstName, lastName: body.lastName },
        address: body.address,
        householdKeys: keys,
        now,
      });
    }
    if (!result || !result.ok) {
      if (result?.reason === 'trial_claimed') throw new ApiError(409, 'trial_already_claimed', TRIAL_ALREADY_CLAIMED_MESSAGE);
      if (result?.reason === 'already_completed') throw new ApiError(409, 'checkout_completed', CHECKOUT_ALREADY_COMPLETED_MESSAGE);
      throw new ApiError(409, 'checkout_conflict', 'Your order could not be placed. Please try again.');
    }

    let loginLinkSent = true;
    try {
      await sendCheckoutLoginLink(db, mailerFor(c.var.config, db), {
        customerId,
        email: body.email,
        firstName: body.firstName,
        orderNumber: result.orderNumber,
        publicOrigin: publicOrigin(c),
      }, now);
    } catch (err) {
      // The order stands; the dashboard's 'Send Magic Link' gets them in later.
      loginLinkSent = false;
      console.error('checkout login link not sent', err instanceof Error ? err.message : err);
    }
    return c.json(
      {
        orderId: result.orderId,
        orderNumber: result.orderNumber,
        subscriptionId: result.subscriptionId,
        email: body.email,
        offer: summary.offer,
        dueTodayCents: summary.dueTodayCents,
        firstFullOrderDate: summary.firstFullOrderDate,
        loginLinkSent,
      },
      201,
    );
  });
