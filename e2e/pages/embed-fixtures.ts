import { test as base, expect } from '../fixtures/base';
import { DemoShop } from './demo-shop';
import { EmbedCheckFrame } from './embed-check';
import { ThirdParty } from './third-party';

/**
 * Fixtures of the embedding tests: a page helper per party, on the base `test` with its console
 * guard; here no error line is expected unless a test says so (a message that is ignored must be
 * ignored quietly, and no request of the embedding should fail).
 */
export const test = base.extend<{
  shop: DemoShop;
  check: EmbedCheckFrame;
  thirdParty: ThirdParty;
}>({
  shop: async ({ page }, use) => use(new DemoShop(page)),
  check: async ({ page }, use) => use(new EmbedCheckFrame(page)),
  thirdParty: async ({ page }, use) => use(new ThirdParty(page)),
  allowConsoleErrors: [[], { scope: 'test' }],
});

export { expect };
