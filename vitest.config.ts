import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { introspectionText } from './tests/fakes/shopify/schema-files';

/** The local defaults `wrangler dev` runs with (wrangler.toml's [vars] are production's). */
const localVars = parseEnv(readFileSync('.dev.vars', 'utf8')) as Record<string, string>;

/**
 * Four projects:
 * - unit: the pure domain module, in Node;
 * - node: checks of the build output and loopback adapter tests, in Node;
 * - components: React islands with Testing Library, in jsdom;
 * - api: the Worker inside the Workers runtime (workerd) against a real local D1 and R2,
 *   migrated and loaded with the demo data by tests/api/setup.ts; Shopify mode against the
 *   fake Shopify (tests/fakes/shopify) in the same isolate.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      // Node-side checks: the built HTML and bundle sizes in dist/ (npm test builds first), and
      // adapters talking to fake outside services on loopback.
      { test: { name: 'node', include: ['tests/build/**/*.test.ts', 'tests/node/**/*.test.ts'], environment: 'node' } },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          // Dialogs and whole islands rendered on two shared cores: more than the default 5 s.
          testTimeout: 20_000,
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      // The customer account UI extensions (extensions/): Preact with @testing-library/preact, in jsdom.
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: { name: 'extensions', include: ['tests/extensions/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/extensions/setup.ts'] },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ...localVars,
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // Shopify's published schemas, for the fake Shopify inside workerd (it cannot read files).
                TEST_SHOPIFY_ADMIN_SCHEMA: introspectionText('admin'),
                TEST_SHOPIFY_STOREFRONT_SCHEMA: introspectionText('storefront-graphql'),
                TEST_SHOPIFY_CUSTOMER_SCHEMA: introspectionText('customer'),
              },
            },
          })),
        ],
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], setupFiles: ['tests/api/setup.ts'] },
      },
    ],
  },
});
