/**
 * The smallest request the contract calls valid is one the server's validators accept: for every
 * operation with a body or query, the value built from the document alone (only required keys,
 * first listed values, smallest lengths) passes the very valibot schema the route validates with.
 * A body the document calls valid is never refused for a schema reason.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { apiOperations, openApiDocument, openApiPath } from '../../functions/contract/openapi';
import { smallestValid } from '../factories/contract-sample';

type Op = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
};
const doc = openApiDocument(app.routes);
const documented = (method: string, path: string) => (doc.paths[openApiPath(path)] as Record<string, Op>)[method.toLowerCase()]!;

const cases = apiOperations(app.routes).flatMap(({ method, path, inputs }) =>
  inputs.filter((i) => i.target !== 'param').map((input) => ({ name: `${method} ${path} (${input.target})`, method, path, input })),
);

describe('the smallest valid request of each operation passes its validator', () => {
  it('covers every body and query the routes validate', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases)('$name', ({ method, path, input }) => {
    const op = documented(method, path);
    let value: unknown;
    if (input.target === 'query') {
      value = Object.fromEntries(op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(smallestValid(doc, p.schema))]));
    } else {
      const [content] = Object.values(op.requestBody!.content);
      value = smallestValid(doc, content!.schema);
    }
    const parsed = v.safeParse(input.schema, value);
    expect(
      parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`),
      JSON.stringify(value),
    ).toBeUndefined();
  });
});
