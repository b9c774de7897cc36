/**
 * GET /api/openapi.json: the contract covers every route the app registers, documents each
 * route's validated inputs, and the answers it documents are the answers the API really gives.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { ANSWERS } from '../../functions/contract/answers';
import { openApiPath } from '../../functions/contract/openapi';
import { errorBodySchema } from '../../functions/lib/errors';
import { isApiPath } from '../../functions/lib/pages';
import { call, DEMO, loginAs, makeSubscription, type Session } from './subscription-helpers';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
}

let sam: Session;
let doc: Doc;
beforeAll(async () => {
  sam = await loginAs(DEMO.customerId);
  const res = await call(null, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json<Doc>();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with one operation for every API route the app registers', () => {
    expect(doc.openapi).toBe('3.1.0');
    const registered = new Set(app.routes.filter((r) => r.method !== 'ALL' && isApiPath(r.path) && !r.path.includes('*')).map((r) => `${r.method} ${r.path}`));
    expect(registered.size).toBeGreaterThan(90);
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...registered].map((r) => r.replace(/:(\w+)/g, '{$1}')).sort()).toEqual([...documented].sort());
  });

  it('documents the inputs the validators check: path parameters and JSON bodies', () => {
    const pause = doc.paths['/api/subscriptions/{id}/pause']!.post!;
    expect(pause.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(pause.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    expect(doc.paths['/api/pets/by-customer/{customerId}']!.get!.requestBody).toBeUndefined();
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses)).toEqual(['200', '4XX', '5XX']);
  });

  it('documents an answer schema for every route in the answer table, and no route the app lacks', () => {
    for (const key of Object.keys(ANSWERS)) {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      const answer = op!.responses['200'] as { content: { 'application/json': { schema: unknown } } };
      expect(answer.content['application/json'].schema, key).not.toEqual({ type: 'object' });
    }
  });
});

describe('the documented answers are the real ones', () => {
  const reads = (): [string, string][] => [
    ['GET /api/auth/check-session', '/api/auth/check-session'],
    ['GET /api/pets', '/api/pets'],
    ['GET /api/shopify/get-collection', '/api/shopify/get-collection'],
    ['GET /api/orders/customer/:customerId', `/api/orders/customer/${DEMO.customerId}`],
    ['GET /api/subscriptions/customer/:customerId', `/api/subscriptions/customer/${DEMO.customerId}`],
    ['GET /api/subscriptions/:id', `/api/subscriptions/${DEMO.activeSubscriptionId}`],
    ['GET /api/subscriptions/:id/plan-fit', `/api/subscriptions/${DEMO.activeSubscriptionId}/plan-fit`],
    ['GET /api/legacy-subscriptions/by-shopify-id/:customerId', `/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`],
  ];

  it('every read of the demo customer matches its documented answer', async () => {
    for (const [key, path] of reads()) {
      const res = await call(sam, 'GET', path);
      expect(res.status, key).toBe(200);
      const parsed = v.safeParse(ANSWERS[key]!, await res.json());
      expect(parsed.issues, key).toBeUndefined();
    }
  });

  it('an action answers its documented subscription, and a refusal the documented error shape', async () => {
    const id = await makeSubscription();
    const paused = await call(sam, 'POST', `/api/subscriptions/${id}/pause`, { days: null });
    expect(paused.status).toBe(200);
    expect(v.safeParse(ANSWERS['POST /api/subscriptions/:id/pause']!, await paused.json()).issues).toBeUndefined();
    const refused = await call(sam, 'POST', `/api/subscriptions/${id}/pause`, { days: 'soon' });
    expect(refused.status).toBe(400);
    expect(v.safeParse(errorBodySchema, await refused.json()).issues).toBeUndefined();
  });
});
