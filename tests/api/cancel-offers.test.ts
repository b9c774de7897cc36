/**
 * Offers before cancelling (issue 21), local back end: which offers a subscription is shown and
 * that showing them is logged; each accepted offer makes its change and is logged in the same
 * batch; the discount once a year and off the next renewal only; the owner, status and body
 * rules. (Shopify mode: ./shopify-cancel-offers.test.ts.)
 */
import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountCall } from './customer-account-helpers';
import { runScheduled } from './scheduled-run';
import { CANCEL_OFFER_LIMITS, RATE_LIMITED_MESSAGE } from '../../functions/lib/limits';
import { CANCEL_OFFER_DISCOUNT_PERCENT, CANCEL_OFFER_PAUSE_DAYS } from '../../src/domain/cancel-offers';
import { OFFER_UNAVAILABLE_MESSAGE } from '../../src/copy/cancel-offers';
import type { PlanFit } from '../../src/domain/plan-fit';
import { addInterval, nextOrderDiscountCents } from '../../src/domain/renewals';
import { renewalPriceCents } from '../../src/domain/money';
import { acceptCancelOfferAnswerSchema, cancelOffersAnswerSchema } from '../../src/domain/schemas/cancel-offers';
import {
  call,
  callConcurrently,
  DEMO,
  lastEvent,
  loginAs,
  makeSubscription,
  samForFile,
  subscriptionRow,
  subscriptionState,
  today,
  type ErrorBody,
} from './subscription-helpers';
import { shopTime } from '../factories/days';

const sam = samForFile({ workingCard: true });

const offersOf = (id: string, session = sam) => call(session, 'POST', `/api/subscriptions/${id}/cancel-offers`);
const accept = (id: string, offer: string, session = sam) => call(session, 'POST', `/subscriptions/${id}/cancel-offers/accept`, { offer });

async function shownOffers(id: string) {
  const res = await offersOf(id);
  expect(res.status).toBe(200);
  const answer = await res.json<any>();
  expect(v.safeParse(cancelOffersAnswerSchema, answer).issues).toBeUndefined();
  return answer.offers as { kind: string; [k: string]: unknown }[];
}

async function accepted(id: string, offer: string) {
  const res = await accept(id, offer);
  expect(res.status, offer).toBe(200);
  const answer = await res.json<any>();
  expect(v.safeParse(acceptCancelOfferAnswerSchema, answer).issues).toBeUndefined();
  return answer;
}

describe('POST /subscriptions/:id/cancel-offers', () => {
  it('offers skip, a month’s pause, the frequency that fits the dogs and the discount, and logs them as shown', async () => {
    const next = addInterval(today(), 10);
    const id = await makeSubscription({ next, frequency: 28 });
    // Sam's Labrador and puppy finish a 15 kg bag before 28 days are up: plan fit suggests a shorter gap.
    const fit = await (await call(sam, 'GET', `/api/subscriptions/${id}/plan-fit`)).json<PlanFit>();
    expect(fit.status).toBe('runs_out_early');
    const offers = await shownOffers(id);
    expect(offers).toEqual([
      { kind: 'skip', date: next, nextDelivery: addInterval(next, 28) },
      { kind: 'pause', days: CANCEL_OFFER_PAUSE_DAYS, nextDelivery: addInterval(next, CANCEL_OFFER_PAUSE_DAYS) },
      { kind: 'frequency', frequency: fit.suggestion!.frequency, currentFrequency: 28 },
      { kind: 'discount', percent: CANCEL_OFFER_DISCOUNT_PERCENT },
    ]);
    expect(await lastEvent(id)).toMatchObject({ actor: `customer:${DEMO.customerId}`, action: 'cancel-offers-shown', after: { details: { offers } } });
  });

  it('logs the same offers once a day however often they are asked for, and again when they change', async () => {
    const id = await makeSubscription({ next: addInterval(today(), 10), frequency: 28 });
    const shownEvents = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM subscription_events WHERE subscription_id = ?1 AND action = 'cancel-offers-shown'")
        .bind(id)
        .first<{ n: number }>())!.n;
    for (let i = 0; i < 5; i += 1) await shownOffers(id);
    expect(await shownEvents()).toBe(1);
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, addInterval(today(), 12)).run();
    await shownOffers(id);
    expect(await shownEvents()).toBe(2);
  });

  it(`takes ${CANCEL_OFFER_LIMITS.perCustomer} calls an hour per customer, asking and accepting together, at every door; then 429, nothing logged`, async () => {
    // A customer of its own: the limit counts per customer, and the file's other tests are the demo customers'.
    const customerId = '7001000000909';
    await env.DB.prepare(
      "INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at) VALUES (?1, 'rangi@example.com', 'Rangi', 'Tane', ?2, ?2)",
    )
      .bind(customerId, new Date().toISOString())
      .run();
    const id = await makeSubscription({ next: addInterval(today(), 10), frequency: 28, customerId });
    const login = await loginAs(customerId);
    const events = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM subscription_events WHERE subscription_id = ?1').bind(id).first<{ n: number }>())!.n;
    const statuses: number[] = [];
    for (let i = 0; i < CANCEL_OFFER_LIMITS.perCustomer - 1; i += 1) statuses.push((await offersOf(id, login)).status);
    statuses.push((await accept(id, 'nothing-such', login)).status);
    expect(statuses).toEqual([...Array<number>(CANCEL_OFFER_LIMITS.perCustomer - 1).fill(200), 400]);
    const logged = await events();

    for (const res of [await offersOf(id, login), await accept(id, 'skip', login)]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: RATE_LIMITED_MESSAGE, code: 'rate_limited' });
    }
    expect(await events()).toBe(logged);
    // The limit is the customer's (issue 59): another login, and the customer account's session token, count in it too.
    expect((await offersOf(id, await loginAs(customerId))).status).toBe(429);
    const viaAccount = await accountCall('POST', `/api/customer-account/subscriptions/${id}/cancel-offers`, { customerId });
    expect(viaAccount.status).toBe(429);
    expect(await events()).toBe(logged);
  });

  it('offers no frequency when the bag fits the dogs, and nothing at all for a paused subscription', async () => {
    const fitting = await makeSubscription({ frequency: 28 });
    const fit = await (await call(sam, 'GET', `/api/subscriptions/${fitting}/plan-fit`)).json<PlanFit>();
    await env.DB.prepare('UPDATE subscriptions SET order_interval_frequency = ?2 WHERE id = ?1').bind(fitting, fit.suggestion!.frequency).run();
    expect((await shownOffers(fitting)).map((o) => o.kind)).toEqual(['skip', 'pause', 'discount']);

    const paused = await makeSubscription({ status: 'PAUSED' });
    expect(await shownOffers(paused)).toEqual([]);
    expect(await lastEvent(paused)).toBeNull();
  });

  it('is the owner’s only: anonymous 401, another customer’s or an unknown subscription 404', async () => {
    expect((await call(null, 'POST', `/api/subscriptions/${DEMO.activeSubscriptionId}/cancel-offers`)).status).toBe(401);
    for (const id of [DEMO.otherSubscriptionId, 'sub_nope']) {
      const res = await offersOf(id);
      expect(res.status).toBe(404);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'not_found' });
    }
    expect(await lastEvent(DEMO.otherSubscriptionId)).not.toMatchObject({ action: 'cancel-offers-shown' });
  });
});

describe('POST /subscriptions/:id/cancel-offers/accept', () => {
  it('skip: the next delivery is skipped and the one after is next, logged as the accepted offer', async () => {
    const id = await makeSubscription({ frequency: 28 });
    const next = (await subscriptionRow(id)).next_charge_scheduled_at as string;
    const { subscription, offer } = await accepted(id, 'skip');
    expect(offer).toEqual({ kind: 'skip', date: next, nextDelivery: addInterval(next, 28) });
    expect(subscription.next_charge_scheduled_at).toBe(addInterval(next, 28));
    expect(subscription.billing_attempts).toEqual([expect.objectContaining({ date: next, status: 'skipped', skipped_on: today() })]);
    expect(await lastEvent(id)).toMatchObject({
      action: 'cancel-offer-skip',
      before: { next_charge_scheduled_at: next },
      after: { next_charge_scheduled_at: addInterval(next, 28), details: { offer } },
    });
  });

  it('pause: the next delivery a month later, the subscription still ACTIVE', async () => {
    const id = await makeSubscription();
    const next = (await subscriptionRow(id)).next_charge_scheduled_at as string;
    const { subscription } = await accepted(id, 'pause');
    expect(subscription).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: addInterval(next, CANCEL_OFFER_PAUSE_DAYS) });
    expect(await lastEvent(id)).toMatchObject({ action: 'cancel-offer-pause' });
  });

  it('frequency: the plan fit’s suggestion becomes the frequency', async () => {
    const id = await makeSubscription({ frequency: 28 });
    const fit = await (await call(sam, 'GET', `/api/subscriptions/${id}/plan-fit`)).json<PlanFit>();
    const { subscription } = await accepted(id, 'frequency');
    expect(subscription.order_interval_frequency).toBe(fit.suggestion!.frequency);
    expect(await lastEvent(id)).toMatchObject({ action: 'cancel-offer-frequency', after: { order_interval_frequency: fit.suggestion!.frequency } });
  });

  it('discount: the percent comes off the next renewal’s bag only, and is offered once a year', async () => {
    const day = today();
    const id = await makeSubscription({ next: addInterval(day, 3) });
    const { subscription } = await accepted(id, 'discount');
    expect(subscription.next_order_discount_percent).toBe(CANCEL_OFFER_DISCOUNT_PERCENT);
    expect(await lastEvent(id)).toMatchObject({ action: 'cancel-offer-discount', after: { next_order_discount_percent: CANCEL_OFFER_DISCOUNT_PERCENT } });

    // The renewal takes it off the 15 kg bag (list 174.99) and uses it up.
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, day).run();
    await runScheduled(env, shopTime(day, '09:00'));
    const [order] = (await subscriptionState(id)).orders;
    const row = await env.DB.prepare('SELECT discount_cents FROM orders WHERE id = ?1').bind(order!.id).first<{ discount_cents: number }>();
    expect(row!.discount_cents).toBe(nextOrderDiscountCents(17499, renewalPriceCents(17499), CANCEL_OFFER_DISCOUNT_PERCENT));
    expect((await subscriptionRow(id)).next_order_discount_percent).toBe(0);

    // Within the year: neither shown nor taken again.
    expect((await shownOffers(id)).map((o) => o.kind)).not.toContain('discount');
    const again = await accept(id, 'discount');
    expect(again.status).toBe(409);
    expect(await again.json<ErrorBody>()).toMatchObject({ code: 'offer_unavailable', error: OFFER_UNAVAILABLE_MESSAGE });

    // A year and a day later it is offered again.
    await env.DB.prepare("UPDATE subscription_events SET created_at = ?2 WHERE subscription_id = ?1 AND action = 'cancel-offer-discount'")
      .bind(id, new Date(Date.now() - 366 * 86_400_000).toISOString())
      .run();
    expect((await shownOffers(id)).map((o) => o.kind)).toContain('discount');
  });

  it('two accepts of the discount at once: one takes it, the other is refused, one event', async () => {
    const id = await makeSubscription();
    const both = () => callConcurrently(sam, 'POST', `/api/subscriptions/${id}/cancel-offers/accept`, { offer: 'discount' });
    const statuses = (await Promise.all([both(), both()])).map((r) => r.status).sort();
    // The other waited for the busy lock (409 busy) or found the offer taken (409 offer_unavailable).
    expect(statuses).toEqual([200, 409]);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscription_events WHERE subscription_id = ?1 AND action = 'cancel-offer-discount'")
      .bind(id)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('refuses an offer the subscription cannot take, an unknown offer, a paused one and someone else’s, writing nothing', async () => {
    const fits = await makeSubscription({ frequency: 28 });
    const fit = await (await call(sam, 'GET', `/api/subscriptions/${fits}/plan-fit`)).json<PlanFit>();
    await env.DB.prepare('UPDATE subscriptions SET order_interval_frequency = ?2 WHERE id = ?1').bind(fits, fit.suggestion!.frequency).run();
    const before = await subscriptionState(fits);
    const refused = await accept(fits, 'frequency');
    expect(refused.status).toBe(409);
    expect(await refused.json<ErrorBody>()).toMatchObject({ code: 'offer_unavailable' });

    const unknown = await accept(fits, 'free-kibble');
    expect(unknown.status).toBe(400);
    expect((await unknown.json<ErrorBody>()).error).toContain('Please choose one of the offers');
    expect(await subscriptionState(fits)).toEqual(before);

    const paused = await makeSubscription({ status: 'PAUSED' });
    expect((await accept(paused, 'pause')).status).toBe(409);

    const alex = await loginAs(DEMO.otherCustomerId);
    expect((await accept(fits, 'discount', alex)).status).toBe(404);
    expect(await subscriptionState(fits)).toEqual(before);
  });
});
