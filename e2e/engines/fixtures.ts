/**
 * Fixtures of the cross-engine specs (e2e/engines/*.spec.ts). The Playwright project says which
 * engine (`engine` option); each worker launches it once and each test gets a fresh session.
 * A spec that needs third-party cookies blocked says `test.use({ blockThirdPartyCookies: true })`:
 * its tests then run in workers whose browser was launched with the engine's own switch for it.
 * These specs use only `driver`, never Playwright's own `page`, so the Firefox and WebKit
 * projects start no Chromium.
 */
import { test as base, expect } from '@playwright/test';
import { APP_ORIGIN } from '../pages/origins';
import { launchChromium } from './chromium';
import type { Engine, EngineDriver, EngineName, LaunchOptions } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export interface EngineOptions {
  engine: EngineName;
  blockThirdPartyCookies: boolean;
}

const LAUNCH: Record<EngineName, (appOrigin: string, options: LaunchOptions) => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

export const test = base.extend<{ driver: EngineDriver }, EngineOptions & { launched: Engine }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  blockThirdPartyCookies: [false, { option: true, scope: 'worker' }],
  launched: [
    async ({ engine, blockThirdPartyCookies }, use) => {
      const launched = await LAUNCH[engine](APP_ORIGIN, { blockThirdPartyCookies });
      await use(launched);
      await launched.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: [
    async ({ launched }, use) => {
      const driver = await launched.newDriver();
      await use(driver);
      await driver.close();
    },
    // Room for WebKit's second try at starting a browser (e2e/engines/webkit.ts).
    { timeout: 60_000 },
  ],
});

export { expect };
