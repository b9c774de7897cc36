/**
 * Customer lookup in the console: by the start of an e-mail or a name, any case; a customer's
 * record read-only; "Send login link" sends the customer's own login mail.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ConsoleCustomer } from '../../src/domain/schemas/console';
import { consoleCall, idToken } from './console-helpers';
import { DEMO, type ErrorBody } from './subscription-helpers';

const find = async (q: string) => {
  const res = await consoleCall('GET', `/api/console/customers?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return (await res.json<{ customers: { id: string; email: string; name: string }[] }>()).customers;
};

describe('GET /api/console/customers', () => {
  it('checks the query first: fewer than 2 characters is 400 invalid_query', async () => {
    for (const q of ['', 's', ' s ']) {
      const res = await consoleCall('GET', `/api/console/customers?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_query' });
    }
  });

  it('finds the demo customer by the start of the e-mail, first or last name, any case', async () => {
    const sam = { id: DEMO.customerId, email: DEMO.email, name: 'Sam Taylor' };
    expect(await find('DEMO@ex')).toEqual([sam]);
    expect(await find('sam')).toEqual([sam]);
    expect(await find('tay')).toEqual([sam]);
    expect(await find('ngata')).toEqual([{ id: DEMO.otherCustomerId, email: DEMO.otherEmail, name: 'Alex Ngata' }]);
    expect(await find('zz-nobody')).toEqual([]);
    // A LIKE wildcard is only a character here.
    expect(await find('%a')).toEqual([]);
  });
});

describe('GET /api/console/customers/:id and Send login link', () => {
  it('answers the customer’s subscriptions, dogs, orders and timeline; an unknown id is 404', async () => {
    const res = await consoleCall('GET', `/api/console/customers/${DEMO.customerId}`);
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleCustomer>();
    expect(body.customer).toEqual({ id: DEMO.customerId, email: DEMO.email, name: 'Sam Taylor' });
    const { results } = await env.DB.prepare('SELECT id FROM subscriptions WHERE customer_id = ?1 ORDER BY created_at')
      .bind(DEMO.customerId)
      .all<{ id: string }>();
    expect(body.subscriptions.map((s) => s.id)).toEqual(results.map((r) => r.id));
    expect(body.dogs.map((d) => d.name)).toEqual(['Biscuit', 'Pip']);
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?1').bind(DEMO.customerId).first<{ n: number }>();
    expect(body.orders).toHaveLength(orders!.n);
    expect((await consoleCall('GET', '/api/console/customers/7009999999999')).status).toBe(404);
  });

  it('Send login link mails the customer their login link, as their own request would', async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'login-link'").bind(DEMO.email).first<{ n: number }>();
    const res = await consoleCall('POST', `/api/console/customers/${DEMO.customerId}/login-link`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'login-link'").bind(DEMO.email).first<{ n: number }>();
    expect(after!.n).toBe(before!.n + 1);
    expect((await consoleCall('POST', '/api/console/customers/7009999999999/login-link')).status).toBe(404);
  });

  it('Send login link is audited with the staff member who sent it', async () => {
    const audit = () =>
      env.DB.prepare("SELECT actor FROM staff_actions WHERE customer_id = ?1 AND action = 'login-link' ORDER BY at")
        .bind(DEMO.customerId)
        .all<{ actor: string }>();
    const before = (await audit()).results.length;
    const res = await consoleCall('POST', `/api/console/customers/${DEMO.customerId}/login-link`, { token: await idToken({ sub: '7373' }) });
    expect(res.status).toBe(200);
    expect((await audit()).results.slice(before)).toEqual([{ actor: 'shop:7373' }]);
  });
});
