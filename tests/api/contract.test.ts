/**
 * The contract test: GET /api/openapi.json lists every route the app registers, and the Worker
 * answers every documented operation as the document says. Each operation is called three ways
 * (its happy path, one invalid body, and without a session where one is required), plus the
 * smallest body the document calls valid where the happy path needs another; the calls that set
 * a happy path up are checked too. Every answer's status, media type and body are validated
 * against the document with a standard JSON Schema validator (@cfworker/json-schema, in workerd).
 */
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { aliasOf, isLeftOut } from '../../functions/contract/operations';
import { isApiPath } from '../../functions/http/pages';
import { smallestValid } from '../factories/contract-sample';
import { UNKNOWN_SELLING_PLAN_MESSAGE } from '../../src/domain/schemas/shop';
import { UNKNOWN_VARIANT_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { UNKNOWN_TREAT_MESSAGE } from '../../src/domain/schemas/treat-items';
import { UNKNOWN_KIBBLE_MESSAGE } from '../../src/domain/schemas/pet-save';

import { checkAnswer, doc, operations, type Json, type Operation } from './contract-check';
import { BASE, prepare } from './contract-calls';
import { loginAs, type Session } from './subscription-helpers';
import { idToken as consoleIdToken } from './console-helpers';
import { accountToken } from './customer-account-helpers';
import { DEMO } from './subscription-helpers';

/** The refusals of an id the current catalogue does not hold (the route checks it against D1). */
const CATALOGUE_ID_MESSAGES = [UNKNOWN_VARIANT_MESSAGE, UNKNOWN_SELLING_PLAN_MESSAGE, UNKNOWN_TREAT_MESSAGE, UNKNOWN_KIBBLE_MESSAGE];

const byId = new Map(operations.map((o) => [o.op.operationId, o]));
const needsSession = (op: Operation) => op.security.length > 0 && !op.security.some((s) => Object.keys(s).length === 0) && 'sessionCookie' in op.security[0]!;

let sam: Session;
const mismatches: string[] = [];
const tally = { answers: 0, success: 0 };
beforeAll(async () => {
  sam = await loginAs();
});

/** Checks one answer against the document; a mismatch is recorded with the call that got it. */
async function check(label: string, op: Operation, res: Response): Promise<void> {
  tally.answers += 1;
  const mismatch = await checkAnswer(op, res);
  if (mismatch) mismatches.push(`${label}: ${mismatch}`);
  else if (res.status < 300) tally.success += 1;
}

/** A console call (security `shopifyIdToken`) carries App Bridge's ID token where others carry the session. */
const needsIdToken = (op: Operation) => op.security.some((s) => 'shopifyIdToken' in s);
/** A customer account extension's call (security `shopifyCustomerAccountToken`) carries its session token, for the demo customer. */
const needsSessionToken = (op: Operation) => op.security.some((s) => 'shopifyCustomerAccountToken' in s);
const bearerFor = async (op: Operation) => (needsIdToken(op) ? consoleIdToken() : needsSessionToken(op) ? accountToken(DEMO.customerId) : undefined);

function request(method: string, path: string, session: Session | null, body?: unknown, contentType?: string, cookie?: string, idToken?: string): Request {
  const cookies = [session?.cookie, cookie].filter(Boolean).join('; ');
  const headers: Record<string, string> = { origin: BASE, ...(cookies ? { cookie: cookies } : {}) };
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  let payload: BodyInit | undefined;
  if (body !== undefined && contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of Object.entries(body as Record<string, Blob>)) form.append(k, v, `${k}.png`);
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return new Request(`${BASE}${path}`, { method, headers, body: payload });
}

describe('GET /api/openapi.json', () => {
  it('is the document of the app’s routes', async () => {
    const res = await SELF.fetch(`${BASE}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('documents every route the app registers; the spec’s unprefixed aliases answer as their documented /api twins', () => {
    const documented = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    const registered = app.routes.filter((r) => r.method !== 'ALL' && isApiPath(r.path) && !r.path.includes('*') && !isLeftOut(r.path));
    const missing = [...new Set(registered.map((r) => `${r.method} ${(aliasOf(r.path) ?? r.path).replace(/:(\w+)/g, '{$1}')}`))].filter(
      (r) => !documented.has(r),
    );
    expect(
      missing,
      'routes registered but not in the document: an unprefixed alias needs its /api twin (ALIAS_PREFIXES), a browser page or local tool belongs in isLeftOut (functions/contract/operations.ts)',
    ).toEqual([]);
    const undocumented = operations
      .filter(({ op }) => ((op as unknown as Json).tags as string[])[0] === 'Undocumented')
      .map(({ method, path }) => `'${method} ${path.replace(/\{(\w+)\}/g, ':$1')}'`);
    expect(
      undocumented,
      'new routes: add each to OPERATIONS in functions/contract/operations.ts as `[key]: op(operationId, tag, access, summary, { fails, success })`',
    ).toEqual([]);
  });

  it('describes every JSON success answer with a named response schema', () => {
    const unnamed = operations.flatMap(({ method, path, op }) =>
      Object.entries(op.responses)
        .filter(([status, r]) => Number(status) < 300 && (r.content as Record<string, unknown> | undefined)?.['application/json'])
        .filter(([, r]) => !(r.content as Record<string, { schema: Json }>)['application/json']!.schema.$ref)
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(
      unnamed,
      'answers without a schema: write a strict one in src/domain/schemas/answers/ and add it to ANSWERS in functions/contract/answers.ts',
    ).toEqual([]);
  });
});

describe('every documented operation answers as documented', () => {
  it.each(operations.map((o) => ({ ...o, name: `${o.method} ${o.path}` })))('$name', async ({ method, path, op }) => {
    const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    const prepared = await prepare(path, op.operationId);
    const smallest = media ? smallestValid(doc, media.schema) : undefined;
    // A login replaces the browser's session and a logout ends it: those get a session of their own.
    const session = op.operationId === 'logout' || op.operationId === 'verifyLoginToken' ? await loginAs() : sam;

    for (const seen of prepared.seen ?? []) await check(`${method} ${path} set up by ${seen.operationId}`, byId.get(seen.operationId)!.op, seen.response);
    const token = await bearerFor(op);
    const send = prepared.send ?? ((r: Request) => SELF.fetch(r));
    const happy = await send(prepared.request ?? request(method, prepared.path, session, prepared.body ?? smallest, contentType, prepared.cookie, token));
    await check(`${method} ${path} happy path`, op, happy);
    expect(happy.status, `${method} ${path} happy path`).toBeLessThan(300);

    if (smallest !== undefined) {
      // The smallest body the document calls valid may fail on the records' state, never on its shape.
      const small =
        prepared.body === undefined
          ? happy
          : await SELF.fetch(request(method, (await prepare(path, op.operationId)).path, session, smallest, contentType, undefined, token));
      const refusal = small.status === 400 ? await small.clone().json<{ code: string; issues?: { message: string }[] }>() : null;
      // The catalogue is data, as the records are: an id it does not hold is the shop's state, not the body's shape.
      const forCatalogue = refusal?.issues?.length ? refusal.issues.every((i) => CATALOGUE_ID_MESSAGES.includes(i.message)) : false;
      const smallCode = refusal && !forCatalogue ? refusal.code : '';
      expect(smallCode.startsWith('invalid_'), `the smallest valid body was refused: ${JSON.stringify(smallest)}`).toBe(false);
      if (small !== happy) await check(`${method} ${path} smallest valid body`, op, small);
    }

    if (contentType === 'application/json') {
      const invalid = await SELF.fetch(request(method, (await prepare(path, op.operationId)).path, sam, [], contentType, undefined, token));
      expect(invalid.status, `${method} ${path} with a body that is no object`).toBe(400);
      await check(`${method} ${path} invalid body`, op, invalid);
    }

    const again = await prepare(path, op.operationId);
    const anonymous = await SELF.fetch(request(method, again.path, null, again.body ?? smallest, contentType, again.cookie));
    const anonymousCode = anonymous.status === 401 ? (await anonymous.clone().json<{ code: string }>()).code : '';
    if (needsIdToken(op)) expect(anonymousCode, `${method} ${path} without an ID token`).toBe('invalid_id_token');
    else if (needsSessionToken(op)) expect(anonymousCode, `${method} ${path} without a session token`).toBe('invalid_session_token');
    else if (needsSession(op)) expect(anonymousCode, `${method} ${path} without a session`).toBe('unauthenticated');
    else expect(anonymousCode, `${method} ${path} is documented as open to anyone but asked for a session`).not.toBe('unauthenticated');
    await check(`${method} ${path} without a session`, op, anonymous);
  });
});

describe('the answers', () => {
  afterAll(() => {
    console.log(`contract: ${operations.length} operations, ${tally.answers} answers validated (${tally.success} successes), ${mismatches.length} mismatches`);
  });
  it('every answer matched its documented status, media type and body', () => {
    expect(tally.answers).toBeGreaterThanOrEqual(operations.length * 2);
    expect(mismatches).toEqual([]);
  });
});
