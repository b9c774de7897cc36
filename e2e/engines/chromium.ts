/**
 * Chromium for the cross-engine tests, through Playwright (the rest of the suite's browser),
 * behind the same EngineDriver as Firefox and WebKit.
 */
import { chromium, type Frame, type Page } from '@playwright/test';
import { originOf } from '../../src/embed/origins';
import type { Engine, EngineDriver, LaunchOptions, Where } from './driver';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium's switch for browsing as after the third-party cookie phase-out: cookies of a frame of
 * another site are blocked (unless partitioned, CHIPS), as with "Block third-party cookies" in
 * chrome://settings/cookies. https://developers.google.com/privacy-sandbox/cookies/prepare/test-for-breakage
 * Debian's Chromium 156 in a Playwright context already refuses such a cookie without it; the
 * switch keeps a spec that asks for blocking blocked whatever a build's default.
 */
const BLOCK_THIRD_PARTY_COOKIES = '--test-third-party-cookie-phaseout';

class PlaywrightDriver implements EngineDriver {
  readonly engine = 'chromium' as const;
  constructor(
    private readonly page: Page,
    private readonly appOrigin: string,
  ) {}

  private target(where: Where): Page | Frame {
    if (where === 'top') return this.page;
    const frame = this.page.frames().find((f) => f !== this.page.mainFrame() && originOf(f.url()) === this.appOrigin);
    if (!frame) throw new Error(`no frame of ${this.appOrigin} on ${this.page.url()}`);
    return frame;
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
  }
  async run<A, R>(where: Where, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // Playwright types `arg` as its own serialisable shape; the driver's callers pass plain JSON.
    const evaluate = this.target(where).evaluate as (f: (arg: A) => R | Promise<R>, a: A) => Promise<R>;
    return evaluate.call(this.target(where), fn, arg);
  }
  async click(where: Where, selector: string) {
    await this.target(where).locator(selector).click();
  }
  async type(where: Where, selector: string, text: string) {
    await this.target(where).locator(selector).pressSequentially(text);
  }
  async replaceText(where: Where, selector: string, text: string) {
    const field = this.target(where).locator(selector);
    await field.selectText();
    await field.pressSequentially(text);
  }
  async cookieNames() {
    return (await this.page.context().cookies(this.page.url())).map((c) => c.name);
  }
  async close() {
    await this.page.context().close();
  }
}

export async function launchChromium(appOrigin: string, options: LaunchOptions = {}): Promise<Engine> {
  const args = options.blockThirdPartyCookies ? [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_COOKIES] : CHROMIUM_ARGS;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  return {
    async newDriver() {
      const context = await browser.newContext();
      return new PlaywrightDriver(await context.newPage(), appOrigin);
    },
    close: () => browser.close(),
  };
}
