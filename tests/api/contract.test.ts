/**
 * The contract test: GET /api/openapi.json lists every route the app registers, and the Worker
 * answers every documented operation as the document says. Each operation is called three ways
 * (its happy path with the smallest valid body, one invalid body, and without a session where
 * one is required) and every answer's status, media type and body are validated against the
 * document with a standard JSON Schema validator (@cfworker/json-schema, which runs in workerd).
 */
import { Validator, type Schema } from '@cfworker/json-schema';
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { openApiDocument } from '../../functions/contract/openapi';
import { aliasOf, isLeftOut } from '../../functions/contract/operations';
import { isApiPath } from '../../functions/lib/pages';
import { resolveRef, smallestValid } from '../factories/contract-sample';
import { BASE, prepare } from './contract-calls';
import { loginAs, type Session } from './subscription-helpers';
import { idToken as consoleIdToken } from './console-helpers';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Json }> };
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  responses: Record<string, Json>;
}

const doc = openApiDocument(app.routes) as unknown as { paths: Record<string, Record<string, Operation>> } & Json;
const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
const needsSession = (op: Operation) => op.security.length > 0 && !op.security.some((s) => Object.keys(s).length === 0) && 'sessionCookie' in op.security[0]!;

let sam: Session;
const mismatches: string[] = [];
const tally = { answers: 0, success: 0 };
beforeAll(async () => {
  sam = await loginAs();
});

/** The documented response for `status` (a `$ref` to a named one resolved). */
function documentedResponse(op: Operation, status: number): Json | undefined {
  const response = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  return typeof response?.$ref === 'string' ? resolveRef(doc, response.$ref) : response;
}

const validators = new Map<string, Validator>();
function validatorFor(key: string, schema: Json): Validator {
  let validator = validators.get(key);
  if (!validator) {
    // The document is the root, so `#/components/...` references resolve as a client's would.
    validator = new Validator({ ...doc, ...schema } as Schema, '2020-12', false);
    validators.set(key, validator);
  }
  return validator;
}

/** Checks one answer against the document; a mismatch is recorded with the call that got it. */
async function check(label: string, op: Operation, res: Response): Promise<void> {
  tally.answers += 1;
  const fail = (what: string) => void mismatches.push(`${label}: ${res.status} ${what}`);
  const response = documentedResponse(op, res.status);
  if (!response) return fail(`is not a documented status (${Object.keys(op.responses).join(', ')})`);
  if (res.status < 300) tally.success += 1;
  const content = response.content as Record<string, { schema: Json }> | undefined;
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const documentedType = Object.keys(content ?? {}).find((t) => t === mediaType || (t.endsWith('/*') && mediaType.startsWith(t.slice(0, -1))));
  if (!documentedType) return fail(`answered ${mediaType || 'no media type'}, documented ${Object.keys(content ?? {}).join(', ')}`);
  if (documentedType !== 'application/json') return;
  const body = await res.json();
  const result = validatorFor(`${op.operationId} ${res.status}`, content![documentedType]!.schema).validate(body);
  if (!result.valid) {
    const errors = result.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== '$ref' && e.keyword !== 'allOf' && e.keyword !== 'items');
    fail(`body does not match: ${errors.map((e) => `${e.instanceLocation} ${e.error}`).join('; ')}`);
  }
}

/** A console call (security `shopifyIdToken`) carries App Bridge's ID token where others carry the session. */
const needsIdToken = (op: Operation) => op.security.some((s) => 'shopifyIdToken' in s);

function request(method: string, path: string, session: Session | null, body?: unknown, contentType?: string, idToken?: string): Request {
  const headers: Record<string, string> = { origin: BASE, ...(session ? { cookie: session.cookie } : {}) };
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
    expect(missing, 'routes the contract does not document: add each to functions/contract/operations.ts').toEqual([]);
    const undocumented = operations
      .filter(({ op }) => ((op as unknown as Json).tags as string[])[0] === 'Undocumented')
      .map(({ method, path }) => `${method} ${path}`);
    expect(undocumented, 'operations without a name, summary and tag in functions/contract/operations.ts').toEqual([]);
  });
});

describe('every documented operation answers as documented', () => {
  it.each(operations.map((o) => ({ ...o, name: `${o.method} ${o.path}` })))('$name', async ({ method, path, op }) => {
    const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    const prepared = await prepare(path, op.operationId);
    const smallest = media ? smallestValid(doc, media.schema) : undefined;
    // A login replaces the browser's session and a logout ends it: those get a session of their own.
    const session = op.operationId === 'logout' || op.operationId === 'verifyLoginToken' ? await loginAs() : sam;

    const token = needsIdToken(op) ? await consoleIdToken() : undefined;
    const happy = await SELF.fetch(request(method, prepared.path, session, prepared.body ?? smallest, contentType, token));
    const happyCode = happy.status === 400 ? (await happy.clone().json<{ code: string }>()).code : '';
    expect(happyCode.startsWith('invalid_'), `the smallest valid body was refused: ${JSON.stringify(smallest)}`).toBe(false);
    await check(`${method} ${path} happy path`, op, happy);

    if (contentType === 'application/json') {
      const invalid = await SELF.fetch(request(method, (await prepare(path, op.operationId)).path, sam, [], contentType, token));
      expect(invalid.status, `${method} ${path} with a body that is no object`).toBe(400);
      await check(`${method} ${path} invalid body`, op, invalid);
    }

    const anonymous = await SELF.fetch(request(method, (await prepare(path, op.operationId)).path, null, prepared.body ?? smallest, contentType));
    const anonymousCode = anonymous.status === 401 ? (await anonymous.clone().json<{ code: string }>()).code : '';
    if (needsIdToken(op)) expect(anonymousCode, `${method} ${path} without an ID token`).toBe('invalid_id_token');
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
