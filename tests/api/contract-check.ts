/**
 * The API contract as a test validates answers against it: GET /api/openapi.json's document, its
 * operations, and `checkAnswer`, which says how an answer departs from its documented status,
 * media type and body (@cfworker/json-schema, a standard validator that runs in workerd). Used by
 * the contract test (./contract.test.ts) and by the Shopify-mode world (./shopify-world.ts), so
 * the commerce adapter's answers are held to the same document.
 */
import { Validator, type Schema } from '@cfworker/json-schema';
import app from '../../functions/app';
import { openApiDocument } from '../../functions/contract/openapi';
import { aliasOf } from '../../functions/contract/operations';
import { resolveRef } from '../factories/contract-sample';

export type Json = Record<string, unknown>;
export interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Json }> };
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  responses: Record<string, Json>;
}

export const doc = openApiDocument(app.routes) as unknown as { paths: Record<string, Record<string, Operation>> } & Json;
export const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

const matchers = operations.map((o) => ({ ...o, pattern: new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`) }));
/** The documented operation a request reaches (an unprefixed alias as its /api twin), if any. */
export function operationOf(method: string, url: string): Operation | undefined {
  const path = new URL(url).pathname;
  const canonical = aliasOf(path) ?? path;
  // A literal path (/subscriptions/updateBilling) wins over a template (/subscriptions/{id}).
  const found = matchers.filter((m) => m.method === method && m.pattern.test(canonical));
  return (found.find((m) => !m.path.includes('{')) ?? found[0])?.op;
}

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

/** How `res` departs from what `op` documents (undefined when it matches). Reads the body of a clone. */
export async function checkAnswer(op: Operation, res: Response): Promise<string | undefined> {
  const response = documentedResponse(op, res.status);
  if (!response) return `${res.status} is not a documented status (${Object.keys(op.responses).join(', ')})`;
  const content = response.content as Record<string, { schema: Json }> | undefined;
  // A documented answer without content (204) has no body.
  if (!content && res.status < 300) return (await res.clone().text()) === '' ? undefined : `${res.status} has a body, documented none`;
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const documentedType = Object.keys(content ?? {}).find((t) => t === mediaType || (t.endsWith('/*') && mediaType.startsWith(t.slice(0, -1))));
  if (!documentedType) return `${res.status} answered ${mediaType || 'no media type'}, documented ${Object.keys(content ?? {}).join(', ')}`;
  if (documentedType !== 'application/json') return undefined;
  const body = await res.clone().json();
  const result = validatorFor(`${op.operationId} ${res.status}`, content![documentedType]!.schema).validate(body);
  if (result.valid) return undefined;
  const errors = result.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== '$ref' && e.keyword !== 'allOf' && e.keyword !== 'items');
  return `${res.status} body does not match: ${errors.map((e) => `${e.instanceLocation} ${e.error}`).join('; ')}`;
}
