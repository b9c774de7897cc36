/**
 * The contract documents the parameters the server checks: every path parameter a `recordId`
 * validator checks (the route's own or a sub-router's `.use(validate('param', …))`, as the
 * console's `customerId`) carries its pattern, so a third party learns that an id outside it gets
 * 400 `invalid_param`; and the app proxy's login ticket names the one purpose it answers to.
 */
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { apiOperations, openApiDocument, openApiPath } from '../../functions/contract/openapi';
import { recordId } from '../../functions/http/record-params';
import { TICKET_PURPOSE } from '../../functions/shopify/proxy/signature';

type Param = { name: string; in: string; required: boolean; schema: Record<string, unknown> };
const doc = openApiDocument(app.routes);
const parametersOf = (method: string, path: string) =>
  (doc.paths[openApiPath(path)] as Record<string, { parameters: Param[] }>)[method.toLowerCase()]!.parameters;
const RECORD_ID_PATTERN = '^[A-Za-z0-9_-]{1,80}$';

/** Each path parameter checked by `recordId`, as `METHOD path {name}`. */
const recordIdParams = apiOperations(app.routes).flatMap(({ method, path, inputs }) =>
  inputs
    .filter((i) => i.target === 'param')
    .flatMap((i) => Object.entries((i.schema as unknown as { entries: Record<string, unknown> }).entries))
    .filter(([, schema]) => schema === recordId)
    .map(([name]) => ({ label: `${method} ${path} {${name}}`, method, path, name })),
);

describe('the documented parameters', () => {
  it('finds the record ids, the console customer ids among them', () => {
    expect(recordIdParams.length).toBeGreaterThan(60);
    expect(recordIdParams.map((p) => p.label)).toContain('POST /api/console/customers/:customerId/subscriptions/:id/skip {customerId}');
  });

  it.each(recordIdParams)('$label has the record id pattern', ({ method, path, name }) => {
    const param = parametersOf(method, path).find((p) => p.in === 'path' && p.name === name);
    expect(param?.schema).toMatchObject({ type: 'string', pattern: RECORD_ID_PATTERN });
  });

  it('GET /api/auth/app-proxy/token names its one purpose', () => {
    expect(parametersOf('GET', '/api/auth/app-proxy/token')).toContainEqual(
      expect.objectContaining({ name: 'purpose', in: 'query', required: true, schema: { type: 'string', enum: [TICKET_PURPOSE.value] } }),
    );
  });
});
