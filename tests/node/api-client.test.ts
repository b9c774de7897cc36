/**
 * The README's generated client stays true to the contract: docs/api/openapi.d.ts is what
 * openapi-typescript makes of the served document today (the example that uses it,
 * docs/api/client-example.ts, is type-checked by `tsc -p tsconfig.node.json` in npm test).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../../scripts/lib/api-types';

it('docs/api/openapi.d.ts is the contract’s types (else: npm run api:types)', async () => {
  expect(readFileSync(API_TYPES_FILE, 'utf8') === (await apiTypes()), 'stale: run npm run api:types').toBe(true);
});
