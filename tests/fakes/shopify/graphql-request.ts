/**
 * What every fake Shopify GraphQL endpoint does first, as Shopify does: reads the operation from
 * the request body, answers 400 without one, and answers Shopify's own error shape for a query
 * that does not parse or does not validate against the published schema (recording it in
 * `rejected`, so a test sees which operation of ours Shopify would have refused).
 */
import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

export interface Rejected {
  operation: string;
  errors: string[];
}

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
  doc: DocumentNode;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request's operation, parsed and valid against `schema`, or the answer Shopify gives instead. */
export async function readOperation(request: Request, schema: GraphQLSchema, rejected: Rejected[]): Promise<Operation | Response> {
  const body = (await request.json().catch(() => null)) as { query?: string; variables?: Record<string, unknown> } | null;
  if (!body?.query) return json({ errors: [{ message: 'Parameter Missing or Invalid' }] }, 400);
  let doc;
  try {
    doc = parse(body.query);
  } catch (err) {
    rejected.push({ operation: body.query, errors: [(err as Error).message] });
    return json({ errors: [{ message: (err as Error).message }] });
  }
  const errors = validate(schema, doc);
  if (errors.length > 0) {
    rejected.push({ operation: body.query, errors: errors.map((e) => e.message) });
    return json({ errors: errors.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
  }
  return { query: body.query, variables: body.variables ?? {}, doc };
}
