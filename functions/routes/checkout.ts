import { Hono } from 'hono';
import * as v from 'valibot';
import { findKibbleVariant, frequencyOfPlan, type Catalogue } from '../../src/domain/catalogue';
import { UNKNOWN_VARIANT_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import {
  CHECKOUT_ALREADY_COMPLETED_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  TRIAL_ALREADY_CLAIMED_MESSAGE,
  TRIAL_PRODUCT_ONLY_MESSAGE,
  checkoutDiscount,
  checkoutSummary,
  householdKeys,
  offerOf,
  testCardOutcome,
  type CheckoutSummary,
} from '../../src/domain/checkout';
import { CHECKOUT_CONFIRM_INVALID_CODE, CHECKOUT_CONFIRM_INVALID_MESSAGE, checkoutConfirmBodySchema } from '../../src/domain/checkout-confirmation';
import { checkoutCompleteBodySchema } from '../../src/domain/schemas/checkout';
import { checkoutUrlRequestSchema, UNKNOWN_SELLING_PLAN_MESSAGE, type CheckoutUrlAnswer } from '../../src/domain/schemas/shop';
import { currentCatalogue } from '../catalogue/reader';
import { checkoutGatewayFor } from '../backends';
import { funnelCampaignOf } from '../../src/domain/attribution';
import { insertFunnelEventStatement } from '../db/funnel';
import { shopifyFetch } from '../shopify/clients/network';
import { requestCheckoutConfirmation } from '../checkout/confirmation';
import { orderPlacedAnswer, placeOrder, placeOrderError } from '../checkout/place-order';
import { consumeCheckoutConfirmation } from '../db/checkout-confirmations';
import { findCustomerByEmail, findCustomerById } from '../db/customers';
import { claimedHouseholdKeys, completeCheckout, findCheckoutSession, newCustomerId, type CheckoutSession } from '../db/checkout';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/ids';
import { claimDistinct, limitCaller, limitsFor } from '../limits/anonymous-limits';
import { CHECKOUT_LIMITED_MESSAGE, CHECKOUT_URL_LIMITS, FUNNEL_CAMPAIGN_LIMITS } from '../lib/limits';
import { sessionCustomer, startSession } from '../auth/session';
import { linkOrigin, publicOrigin } from '../http/public-origin';
import { invalidBodyField, validate } from '../lib/validate';
import { mailerFor } from '../mail';

/**
 * POST /api/pets/checkout-url (spec 001 §7): `{ variantId, sellingPlanId, customerData,
 * quantity: 1, discount }` → `{ checkout_url }`, which the page opens in the top window.
 * The discount is the request's (case-insensitive, a campaign link's code), else the page's own
 * (`pageDiscount`), else FREE7DAYTRIAL. With the Shopify checkout any code goes to the cart and
 * the shop decides; locally a code the catalogue lacks gives way to the page's own. Either way a
 * code that does not apply is answered with `discount_notice`, and the visitor goes on with the
 * page's offer. The free trial only exists for the trial recipes (400 `trial_not_available`).
 */
export const checkoutUrl = new Hono<AppEnv>().post('/checkout-url', validate('json', checkoutUrlRequestSchema), async (c) => {
  const body = c.req.valid('json');
  const catalogue = await currentCatalogue(c.env.DB);
  // Only what the shop sells, on a plan it has: refused like any invalid body, before the limits count the call.
  const found = findKibbleVariant(catalogue, body.variantId);
  if (!found) throw invalidBodyField('variantId', UNKNOWN_VARIANT_MESSAGE);
  const frequencyDays = frequencyOfPlan(catalogue, body.sellingPlanId);
  if (frequencyDays === null) throw invalidBodyField('sellingPlanId', UNKNOWN_SELLING_PLAN_MESSAGE);
  const { product, variant } = found;
  // Each call stores a checkout session: limited per client and per mailbox (functions/lib/limits.ts).
  await limitCaller(c, 'checkout-url', limitsFor(c, CHECKOUT_URL_LIMITS), CHECKOUT_LIMITED_MESSAGE, body.customerData?.email);
  const discount = checkoutDiscount(body.discount, body.pageDiscount, c.get('config').checkout.kind === 'shopify');
  const discountCode = discount.code;
  if (offerOf(discountCode) === 'trial' && !product.trial) {
    throw new ApiError(400, 'trial_not_available', TRIAL_PRODUCT_ONLY_MESSAGE);
  }
  const gateway = checkoutGatewayFor(c.get('config'), c.env.DB, linkOrigin(c), shopifyFetch(c.env));
  const { url, discountNotice } = await gateway.createCheckout({
    product,
    variant,
    sellingPlanId: body.sellingPlanId,
    frequencyDays,
    discountCode,
    fallbackDiscountCode: discount.fallback,
    customerData: body.customerData,
    quantity: 1,
    attribution: body.attribution,
    visitId: body.visitId,
    pets: body.pets,
  });
  if (body.visitId) {
    const event = { name: 'checkout_started' as const };
    // A campaign counts in the client's cap of distinct campaigns, as the funnel's own posts do
    // (issue 59); past it, the checkout is still made, its step counted under no campaign.
    const campaign = funnelCampaignOf(body.attribution);
    const counted = campaign !== '' && (await claimDistinct(c, 'funnel-campaign', campaign, limitsFor(c, FUNNEL_CAMPAIGN_LIMITS))) ? campaign : '';
    await insertFunnelEventStatement(c.env.DB, {
      visitId: body.visitId,
      campaign: counted,
      event,
      at: new Date(),
      writer: 'server',
    }).run();
  }
  const notice = discount.notice ?? discountNotice;
  const answer: CheckoutUrlAnswer = { checkout_url: url, ...(notice ? { discount_notice: notice } : {}) };
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

function summaryOf(session: CheckoutSession, now: Date, catalogue: Catalogue): CheckoutSummary {
  const found = findKibbleVariant(catalogue, session.variantId);
  const frequencyDays = frequencyOfPlan(catalogue, session.sellingPlanId);
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
 *   household (address and e-mail) and charges the test card. A new e-mail, or the logged-in
 *   customer's own: creates the customer when new, the ACTIVE subscription with its first charge
 *   date, and today's order, in one batch, and mails a one-time login link. 201 `{ orderId,
 *   orderNumber, subscriptionId, …, loggedIn }`; an account it created gets a session cookie. Another existing customer's e-mail: writes nothing into
 *   that account, mails its owner a confirmation link (functions/checkout/confirmation.ts).
 *   202 `{ status: 'confirmation_sent', email, expiresInMinutes }`.
 * - POST /:id/confirm — `{ token }` from that link: uses it once, checks the household again and
 *   places the order in the owner's account as /complete would. 201 as /complete; 410
 *   `confirmation_invalid` for an unknown, used, replaced or expired token.
 */
export const checkout = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Our checkout page takes test cards: it exists only where CHECKOUT is 'local'.
    if (c.get('config').checkout.kind !== 'local') throw new ApiError(404, 'not_found', 'No such endpoint.');
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
        summary: summaryOf(session, now, await currentCatalogue(c.env.DB)),
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
    const catalogue = await currentCatalogue(db);
    const summary = summaryOf(session, now, catalogue);

    const keys = summary.offer === 'trial' ? householdKeys(body.address, body.email) : null;
    if (keys && (await claimedHouseholdKeys(db, keys)).length > 0) {
      throw new ApiError(409, 'trial_already_claimed', TRIAL_ALREADY_CLAIMED_MESSAGE);
    }
    const charge = testCardOutcome(body.card.number);
    if (!charge.ok) throw new ApiError(charge.code === 'card_declined' ? 402 : 400, charge.code, charge.message);

    const mailer = mailerFor(c.get('config'), db);
    const viewer = await sessionCustomer(c);
    // Twice at most: a first attempt can meet an e-mail registered a moment ago (then it is that account's).
    for (let attempt = 0; attempt < 2; attempt++) {
      const owner = await findCustomerByEmail(db, body.email);
      // Someone else's address: nothing is written until its mailbox confirms.
      if (owner && owner.id !== viewer?.id) {
        const answer = await requestCheckoutConfirmation(db, mailer, { session, summary, owner, body, publicOrigin: publicOrigin(c), now });
        return c.json(answer, 202);
      }
      const customer = { id: owner?.id ?? newCustomerId(), isNew: !owner, email: body.email, firstName: body.firstName, lastName: body.lastName };
      const input = { session, summary, catalogue, customer, address: body.address, householdKeys: keys, now };
      const result = await completeCheckout(db, input);
      if (!result.ok && result.reason === 'email_taken') continue;
      if (!result.ok) throw placeOrderError(result.reason);
      // The account this checkout just created is theirs: logged in, as after a login link. The
      // logged-in customer's own stays logged in. (Another's account went the 202 way above.)
      if (customer.isNew) await startSession(c, customer.id, now);
      const loggedIn = customer.isNew || viewer?.id === customer.id;
      return c.json(await orderPlacedAnswer(db, mailer, result, { ...input, publicOrigin: publicOrigin(c), loggedIn }), 201);
    }
    throw placeOrderError('email_taken');
  })
  .post('/:id/confirm', validate('param', CheckoutParam), validate('json', checkoutConfirmBodySchema), async (c) => {
    const now = new Date();
    const db = c.env.DB;
    const session = await loadSession(db, c.req.valid('param').id);
    const state = stateOf(session, now);
    if (state === 'completed') throw new ApiError(409, 'checkout_completed', CHECKOUT_ALREADY_COMPLETED_MESSAGE);
    if (state === 'expired') throw new ApiError(410, 'checkout_expired', CHECKOUT_EXPIRED_MESSAGE);
    const catalogue = await currentCatalogue(db);
    const summary = summaryOf(session, now, catalogue);

    // Used up here, whatever follows: a link works once.
    const pending = await consumeCheckoutConfirmation(db, session.id, await sha256Hex(c.req.valid('json').token), now);
    const owner = pending ? await findCustomerById(db, pending.customerId) : null;
    if (!pending || !owner) throw new ApiError(410, CHECKOUT_CONFIRM_INVALID_CODE, CHECKOUT_CONFIRM_INVALID_MESSAGE);
    const { details } = pending;
    // The household may have claimed its trial since the link was sent; the batch checks again.
    const keys = summary.offer === 'trial' ? householdKeys(details.address, details.email) : null;
    if (keys && (await claimedHouseholdKeys(db, keys)).length > 0) {
      throw new ApiError(409, 'trial_already_claimed', TRIAL_ALREADY_CLAIMED_MESSAGE);
    }
    const answer = await placeOrder(db, mailerFor(c.get('config'), db), {
      session,
      summary,
      catalogue,
      customer: { id: owner.id, isNew: false, email: owner.email, firstName: details.firstName, lastName: details.lastName },
      address: details.address,
      householdKeys: keys,
      now,
      publicOrigin: publicOrigin(c),
    });
    return c.json(answer, 201);
  });
