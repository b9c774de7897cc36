/** The API contract is a valid OpenAPI 3.1 document (checked against the OpenAPI schema itself). */
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, it } from 'vitest';
import app from '../../functions/app';
import { openApiDocument } from '../../functions/contract/openapi';

it('the generated document passes the OpenAPI 3.1 schema validator', async () => {
  const result = await new Validator().validate(openApiDocument(app.routes) as never);
  expect(result).toEqual({ valid: true });
});
