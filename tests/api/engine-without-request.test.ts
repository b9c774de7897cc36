/**
 * The commerce engine needs no HTTP request (issue 58): a plain CommerceRequest built from the
 * database, the configured back end and a customer, as a job, a queue's consumer or a test would
 * build it, skips and unskips a delivery, with the event logged under the request's actor. The
 * request is wrapped so that reading anything a CommerceRequest does not have (Hono's `env`,
 * `var`, `req`, `get`) fails the test, so an engine that fell back on a Hono context cannot pass.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFor } from '../../functions/backends';
import type { CustomerRequest } from '../../functions/commerce/request';
import { findCustomerById } from '../../functions/db/customers';
import { readConfig, type SessionCustomer } from '../../functions/env';
import { addInterval } from '../../src/domain/renewals';
import { daysFromToday, DEMO, lastEvent, makeSubscription } from './subscription-helpers';

const ORIGIN = 'http://localhost';

/** Only the request's own fields: any other read throws, naming it. */
function strict<T extends object>(request: T): T {
  return new Proxy(request, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target)) throw new Error(`the engine read "${key}", which a CommerceRequest does not have`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

let customer: SessionCustomer;
beforeAll(async () => {
  const found = await findCustomerById(env.DB, DEMO.customerId);
  if (!found) throw new Error('the demo customer is missing');
  customer = found;
});

/** Sam's request, acting as `actor`: plain data, no HTTP request anywhere. (Never awaited: a promise would probe its `then`.) */
function plainRequest(actor: CustomerRequest['actor']): CustomerRequest {
  const config = readConfig(env);
  return strict({
    db: env.DB,
    customer,
    sessionHash: null,
    actor,
    backend: backendFor(config, env),
    config,
    now: new Date(),
    publicOrigin: ORIGIN,
    linkOrigin: ORIGIN,
    idempotency: null,
  });
}

const engine = () => backendFor(readConfig(env), env).commerce;

describe('the D1 engine called without an HTTP request', () => {
  it('skips then unskips a delivery for the request’s customer, logged under its actor', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day, frequency: 28 });
    const req = plainRequest('scheduler');

    const skipped = await engine().subscriptions.skip(req, id, { date: day });
    expect(skipped).toMatchObject({ id, customer_id: DEMO.customerId, next_charge_scheduled_at: addInterval(day, 28) });
    expect(skipped.billing_attempts).toEqual([expect.objectContaining({ date: day, status: 'skipped' })]);
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'skip', after: { details: { date: day, next_day: addInterval(day, 28) } } });

    const unskipped = await engine().subscriptions.unskip(req, id, { date: day });
    expect(unskipped).toMatchObject({ id, next_charge_scheduled_at: day, billing_attempts: [] });
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'unskip', after: { next_charge_scheduled_at: day } });
  });

  it('names the customer in the event when the request has no other actor', async () => {
    const day = daysFromToday(9);
    const id = await makeSubscription({ next: day });
    await engine().subscriptions.skip(plainRequest(null), id, { date: day });
    expect(await lastEvent(id)).toMatchObject({ actor: `customer:${DEMO.customerId}`, action: 'skip' });
  });

  it('lists the customer’s subscriptions with the customer already known (no session)', async () => {
    const id = await makeSubscription({ next: daysFromToday(12) });
    const list = await engine().subscriptions.list(plainRequest(null), DEMO.customerId);
    expect(list.map((s) => s.id)).toContain(id);
    // Another customer's id looks like a missing one, as through the route.
    await expect(engine().subscriptions.list(plainRequest(null), 'cust_nobody')).rejects.toMatchObject({ status: 404 });
  });
});
