/**
 * `npm run api:types`: the TypeScript types of the API contract, as a third party generates them
 * with openapi-typescript, into docs/api/openapi.d.ts (the README's client example uses them;
 * tests/node/api-client.test.ts fails when they are stale).
 */
import { writeFileSync } from 'node:fs';
import { apiTypes, API_TYPES_FILE } from './lib/api-types';

writeFileSync(API_TYPES_FILE, await apiTypes());
console.log(`wrote ${API_TYPES_FILE}`);
