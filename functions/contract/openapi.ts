/**
 * GET /api/openapi.json: the API contract (OpenAPI 3.1), generated from the app's own routes.
 * Every route the app registers is a path here; its inputs are the schemas its validators run
 * (functions/lib/validate.ts records them) and its answers the schemas in ./answers.ts, converted
 * with @valibot/to-json-schema. Nothing is written twice, so the contract cannot drift from the code.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { errorBodySchema } from '../lib/errors';
import { isApiPath } from '../lib/pages';
import { VALIDATORS } from '../lib/validate';
import { ANSWERS, canonicalPath } from './answers';

interface RouteEntry {
  method: string;
  path: string;
  handler: object;
}
type JsonObject = Record<string, unknown>;

// JSON on the wire is the schemas' input; checks a JSON Schema cannot say (custom rules) are left out.
const CONVERSION: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const jsonSchema = (schema: GenericSchema) => toJsonSchema(schema, CONVERSION) as JsonObject;
const jsonContent = (schema: JsonObject) => ({ 'application/json': { schema } });

/** Hono's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The API's routes (pages and middleware left out), each with the validators it runs, in order. */
export function apiOperations(routes: readonly RouteEntry[]) {
  const operations = new Map<string, { method: string; path: string; inputs: { target: string; schema: GenericSchema }[] }>();
  for (const r of routes) {
    if (r.method === 'ALL' || !isApiPath(r.path) || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    const op = operations.get(key) ?? { method: r.method, path: r.path, inputs: [] };
    const input = VALIDATORS.get(r.handler);
    if (input) op.inputs.push(input);
    operations.set(key, op);
  }
  return [...operations.values()];
}

function parameters(path: string, inputs: { target: string; schema: GenericSchema }[]) {
  const params: JsonObject[] = [];
  for (const where of ['param', 'query'] as const) {
    const found = inputs.find((i) => i.target === where);
    const properties = (found ? jsonSchema(found.schema).properties : undefined) as Record<string, JsonObject> | undefined;
    const required = new Set((found ? (jsonSchema(found.schema).required as string[] | undefined) : undefined) ?? []);
    const names = where === 'param' ? [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!) : Object.keys(properties ?? {});
    for (const name of names) {
      params.push({
        name,
        in: where === 'param' ? 'path' : 'query',
        required: where === 'param' || required.has(name),
        schema: properties?.[name] ?? { type: 'string' },
      });
    }
  }
  return params;
}

function operation(method: string, path: string, inputs: { target: string; schema: GenericSchema }[]) {
  const body = inputs.find((i) => i.target === 'json' || i.target === 'form');
  const answer = ANSWERS[`${method} ${canonicalPath(path)}`];
  const op: JsonObject = {
    operationId: `${method.toLowerCase()} ${path}`,
    parameters: parameters(path, inputs),
    responses: {
      '200': { description: 'OK', content: jsonContent(answer ? jsonSchema(answer) : { type: 'object' }) },
      '4XX': { description: 'Refused: the one error shape', content: jsonContent({ $ref: '#/components/schemas/Error' }) },
      '5XX': { description: 'Failed on our side, or not configured (503)', content: jsonContent({ $ref: '#/components/schemas/Error' }) },
    },
  };
  if (body) {
    const type = body.target === 'json' ? 'application/json' : 'multipart/form-data';
    op.requestBody = { required: true, content: { [type]: { schema: jsonSchema(body.schema) } } };
  }
  return op;
}

/** The OpenAPI 3.1 document of `routes` (the app's `app.routes`). */
export function openApiDocument(routes: readonly RouteEntry[]) {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { method, path, inputs } of apiOperations(routes)) {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation(method, path, inputs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Furbaby Plans API',
      version: '1',
      description: 'Pets, sessions, feeding plans, subscriptions and orders. Paths without /api are the spec’s aliases of their /api twins.',
    },
    paths,
    components: { schemas: { Error: jsonSchema(errorBodySchema) } },
  };
}
