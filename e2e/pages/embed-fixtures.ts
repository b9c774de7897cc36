import { test as base, expect } from '@playwright/test';
import { DemoShop } from './demo-shop';
import { EmbedCheckFrame } from './embed-check';
import { ThirdParty } from './third-party';

/**
 * Fixtures of the embedding tests: a page helper per party, and a guard that fails the test
 * when any frame logs console.error or throws (a message that is ignored must be ignored quietly).
 */
export const test = base.extend<{
  shop: DemoShop;
  check: EmbedCheckFrame;
  thirdParty: ThirdParty;
  /** Console errors a test expects (e.g. the browser's own line for a refused request). */
  allowConsoleErrors: RegExp[];
  consoleGuard: void;
}>({
  shop: async ({ page }, use) => use(new DemoShop(page)),
  check: async ({ page }, use) => use(new EmbedCheckFrame(page)),
  thirdParty: async ({ page }, use) => use(new ThirdParty(page)),
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowConsoleErrors.some((re) => re.test(msg.text()))) errors.push(`${msg.location().url}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
