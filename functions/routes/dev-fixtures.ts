import { Hono } from 'hono';
import * as v from 'valibot';
import { plainText } from '../../src/domain/schemas/text';
import { fixtureCustomerStatements, type FixtureOptions } from '../db/demo/fixture-customer';
import type { AppEnv } from '../env';
import { localOnly } from '../http/local-only';
import { validate } from '../lib/validate';

/** The dashboard E2E tests' customer: a copy of the demo customer's situation, with fresh ids (functions/db/demo/fixture-customer.ts). */
const FixtureBody = v.object({
  firstName: v.optional(v.pipe(v.string(), v.trim(), plainText, v.minLength(1), v.maxLength(40)), 'Kiri'),
  /** An ACTIVE subscription (chicken 15 kg every 28 days, a treat add-on, next order in 9 days). */
  active: v.optional(v.boolean(), true),
  /** Its latest billing attempt (two days ago) was declined: the payment banner shows. */
  failedPayment: v.optional(v.boolean(), false),
  /**
   * Its renewal two days ago failed every retry and was dead-lettered (written as the renewal
   * queue's dead-letter consumer writes it): the console's "Retry now" E2E.
   */
  deadLettered: v.optional(v.boolean(), false),
  /** The customer's card is declined by the local payment adapter. */
  cardDeclines: v.optional(v.boolean(), false),
  /** A legacy subscription (mixed 10 kg every 35 days, one add-on, next delivery in 20 days). */
  legacy: v.optional(v.boolean(), true),
  legacyActive: v.optional(v.boolean(), true),
});

/**
 * Local mode only (404 in production), mounted at /dev/fixtures. POST /dev/fixtures/customer
 * creates a new customer shaped like the demo customer — ACTIVE, PAUSED and CANCELLED
 * subscriptions, a legacy subscription, a dog and two past orders that are no longer recent —
 * and answers its ids. The dashboard's E2E tests give every test its own customer, so tests
 * that change subscriptions never race each other or other spec files on the shared database.
 * Log in as it with e2e/fixtures/login.ts (`logIn(page, { id, email, name })`).
 */
export const devFixtures = new Hono<AppEnv>().use(localOnly).post('/customer', validate('json', FixtureBody), async (c) => {
  const opts: FixtureOptions = c.req.valid('json');
  const { customerId, email, ids, statements } = fixtureCustomerStatements(c.env.DB, opts, new Date());
  await c.env.DB.batch(statements);
  return c.json({ customerId, email, name: opts.firstName, ...ids }, 200);
});
