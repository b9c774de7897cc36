/**
 * Firefox ESR behind the EngineDriver interface: puppeteer-core drives Debian's /usr/bin/firefox-esr
 * over WebDriver BiDi (Puppeteer's default protocol for Firefox), headless.
 *
 * One browser per launchFirefox(); each driver gets its own browser context, which Firefox maps to a
 * BiDi user context (a container): cookies, storage and caches are keyed by it, so drivers share
 * nothing.
 */
import puppeteer from 'puppeteer-core';
import type { Browser, BrowserContext, ElementHandle, Frame, Page } from 'puppeteer-core';
import { originOf } from '../../src/embed/origins';
import type { Engine, EngineDriver, LaunchOptions, Where } from './driver';

const FIREFOX = '/usr/bin/firefox-esr';
/** Budget of one driver command; the Playwright suites use the same order of magnitude. */
const COMMAND_TIMEOUT_MS = 30_000;
const LAUNCH_TIMEOUT_MS = 60_000;

/**
 * Prefs on top of Puppeteer's profile defaults (@puppeteer/browsers' firefox.js) and the "recommended
 * preferences" Firefox's Remote Agent sets once it is up. Those already stop updates, safe-browsing
 * lookups, telemetry upload, Normandy, search updates and speculative connections; these close what
 * is left, or what runs before the Remote Agent's copies apply, on a machine with no internet.
 *
 * Nothing here touches cookie or storage policy: the flows need Firefox's default Total Cookie
 * Protection (network.cookie.cookieBehavior = 5, third-party frames partitioned). Puppeteer's own
 * `browser.contentblocking.features.standard` ("…cookieBehavior0…") would loosen it, but Firefox 153
 * no longer reads that pref: its "standard" category is just the built-in defaults. Only a launch
 * that asks for it blocks third-party cookies (BLOCK_THIRD_PARTY_COOKIES).
 */
const OFFLINE_PREFS: Record<string, string | number | boolean> = {
  // Start-time probes of detectportal.firefox.com and of mozilla.org's DNS, and the geo-IP region
  // lookup of a new profile; the Remote Agent turns these off too, but only after they began.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.region.network.url': '',
  // 5 = DoH off by choice: no region-based rollout pointing DNS at a remote resolver.
  'network.trr.mode': 5,
  // List downloads for tracking annotation (shavar) and Google's lists; the features using Google's
  // lists are off already, but the downloads are scheduled regardless.
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.google5.updateURL': '',
  // Pages under test may hint outside hosts (dns-prefetch, <link rel=prefetch>).
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
};

/**
 * 1 = reject third-party cookies: a frame of another site gets none, not even a partitioned jar.
 * A pref of the profile, so it holds for the whole browser (every session of this launch).
 */
const BLOCK_THIRD_PARTY_COOKIES = { 'network.cookie.cookieBehavior': 1 };

/**
 * Release/ESR builds ignore `services.settings.server` (Puppeteer points it at a dummy data: URL)
 * unless this is set, and then sync Remote Settings from firefox.settings.services.mozilla.com right
 * after start. Not MOZ_DISABLE_NONLOCAL_CONNECTIONS: that one aborts the whole browser on the first
 * non-loopback connection a page under test might make.
 */
const FIREFOX_ENV = {
  MOZ_REMOTE_SETTINGS_DEVTOOLS: '1',
  // Collect no crash reports (minidumps) if Firefox crashes: the failing command reports it.
  MOZ_CRASHREPORTER_DISABLE: '1',
};

/** appOrigin: our app's origin, e.g. http://127.0.0.1:8799; "our frame" is the first frame whose URL is of that origin. */
export async function launchFirefox(appOrigin: string, options: LaunchOptions = {}): Promise<Engine> {
  const origin = new URL(appOrigin).origin;
  const prefs = options.blockThirdPartyCookies ? { ...OFFLINE_PREFS, ...BLOCK_THIRD_PARTY_COOKIES } : OFFLINE_PREFS;
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: prefs,
      env: { ...process.env, ...FIREFOX_ENV },
      // Playwright's default viewport, so a flow that never calls setViewport sees the same layout.
      defaultViewport: { width: 1280, height: 720 },
      timeout: LAUNCH_TIMEOUT_MS,
      protocolTimeout: COMMAND_TIMEOUT_MS * 2,
    })
    .catch((error: unknown) => {
      throw new Error(`firefox launch (${FIREFOX}): ${messageOf(error)}`, { cause: error });
    });
  return {
    newDriver: () => command('newDriver', () => openDriver(browser, origin)),
    close: async () => {
      // browser.close() returns at once, killing nothing, when the BiDi connection has already
      // dropped (Firefox crashed); then end the process group Puppeteer started (detached) for it.
      const lost = !browser.connected;
      await browser.close();
      const pid = browser.process()?.pid;
      if (lost && pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

async function openDriver(browser: Browser, appOrigin: string): Promise<EngineDriver> {
  const context = await browser.createBrowserContext();
  let page: Page;
  try {
    page = await context.newPage();
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
  page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(COMMAND_TIMEOUT_MS);
  return new FirefoxDriver(context, page, appOrigin);
}

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  readonly #context: BrowserContext;
  readonly #page: Page;
  readonly #appOrigin: string;
  #closed = false;

  constructor(context: BrowserContext, page: Page, appOrigin: string) {
    this.#context = context;
    this.#page = page;
    this.#appOrigin = appOrigin;
  }

  goto(url: string): Promise<void> {
    return command(`goto(${url})`, async () => {
      // BiDi's navigate loads like a followed link with (faked) user activation, as typing a URL would.
      await this.#page.goto(url, { waitUntil: 'load' });
    });
  }

  url(): Promise<string> {
    return command('url()', async () => this.#page.url());
  }

  setViewport(width: number, height: number): Promise<void> {
    return command(`setViewport(${width}, ${height})`, async (deadline) => {
      // Puppeteer's BiDi setViewport sends browsingContext.setViewport and, beside it,
      // emulation.setScreenOrientationOverride (portrait unless told). Firefox ESR 140 (Debian 12)
      // answers the second with `unknown command`; the first still applies, so tolerate exactly
      // that answer (as Puppeteer does for setTouchOverride) and check the viewport took effect.
      try {
        await this.#page.setViewport({ width, height, isLandscape: width > height });
      } catch (error) {
        if (!isMissingOrientationOverride(error)) throw error;
        await this.#waitForViewport(width, height, deadline);
      }
    });
  }

  run<A, R>(where: Where, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return command(`run(${where})`, async (deadline) => {
      const frame = await this.#frame(where, deadline);
      // Puppeteer's BiDi evaluate asks for userActivation, so the document gets transient activation
      // (~5 s), as Playwright's Chromium evaluate (userGesture) does: keep engines alike, and write
      // "blocked without a gesture" checks with that in mind.
      // Puppeteer's typing lets `arg` be a handle (FlattenHandle<A>) and returns Awaited<R>; ours is
      // plain JSON both ways, so hand it an untyped function and type the result as the contract's R.
      const untyped = fn as (arg: unknown) => unknown;
      return (await frame.evaluate(untyped, arg)) as R;
    });
  }

  click(where: Where, selector: string): Promise<void> {
    return command(`click(${where}, ${JSON.stringify(selector)})`, async (deadline) => {
      // Scrolls into view, then BiDi input actions at the element's centre in top-level
      // coordinates: a trusted click that carries user activation (Firefox 153 blocks a
      // cross-origin frame's top navigation without one).
      await this.#withElement(where, selector, deadline, (element) => element.click());
    });
  }

  type(where: Where, selector: string, text: string): Promise<void> {
    return command(`type(${where}, ${JSON.stringify(selector)})`, async (deadline) => {
      // focus() first, then trusted key actions on the top-level context; Firefox delivers them to
      // the focused element, also inside the cross-origin frame.
      await this.#withElement(where, selector, deadline, (element) => element.type(text));
    });
  }

  replaceText(where: Where, selector: string, text: string): Promise<void> {
    return command(`replaceText(${where}, ${JSON.stringify(selector)})`, async (deadline) => {
      // A trusted click focuses the field, select() takes its text, and the typed keys replace it
      // (type() focuses again, which keeps the selection of a field that has focus already).
      await this.#withElement(where, selector, deadline, async (element) => {
        await element.click();
        await element.evaluate((field) => (field as HTMLInputElement).select());
        await element.type(text);
      });
    });
  }

  cookieNames(): Promise<string[]> {
    return command('cookieNames()', async () => {
      // The context's whole jar (BiDi storage.getCookies), narrowed to the page's host as a browser would send them.
      const host = new URL(this.#page.url()).hostname;
      const cookies = await this.#context.cookies();
      return cookies.filter((c) => host === c.domain.replace(/^\./, '') || host.endsWith(`.${c.domain.replace(/^\./, '')}`)).map((c) => c.name);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await command('close()', () => this.#context.close());
  }

  /** The two commands of setViewport are answered independently: wait for the one that applies. */
  async #waitForViewport(width: number, height: number, deadline: number): Promise<void> {
    const frame = this.#page.mainFrame();
    await frame
      .waitForFunction(
        (w: number, h: number) => window.innerWidth === w && window.innerHeight === h,
        { timeout: Math.max(deadline - Date.now(), 1) },
        width,
        height,
      )
      .catch(async (error: unknown) => {
        const seen = await frame.evaluate(() => `${window.innerWidth}×${window.innerHeight}`).catch(() => 'unknown');
        throw new Error(`the viewport stayed ${seen}, not ${width}×${height}: ${messageOf(error)}`, { cause: error });
      });
  }

  /** Waits for the element like Playwright's actions do: the app renders client-side. */
  async #withElement(where: Where, selector: string, deadline: number, act: (element: ElementHandle) => Promise<void>): Promise<void> {
    const frame = await this.#frame(where, deadline);
    const element = await frame.waitForSelector(selector, { visible: true, timeout: Math.max(deadline - Date.now(), 1) }).catch((error: unknown) => {
      throw new Error(`no visible element matches ${JSON.stringify(selector)} in ${frame.url()}: ${messageOf(error)}`, { cause: error });
    });
    // Only null when waiting for `hidden`, which we never do.
    if (!element) throw new Error(`no element matches ${JSON.stringify(selector)} in ${frame.url()}`);
    try {
      await act(element as ElementHandle);
    } finally {
      await element.dispose().catch(() => undefined);
    }
  }

  /**
   * Our frame is looked up anew on every command: its URL changes as it navigates within the app,
   * and the shop may replace the iframe. While it is missing (inserted late, or mid-replacement),
   * keep looking until the command's deadline.
   */
  async #frame(where: Where, deadline: number): Promise<Frame> {
    if (where === 'top') return this.#page.mainFrame();
    for (;;) {
      // Exact origin: a bare startsWith would also take http://127.0.0.1:87990 for :8799.
      const frame = this.#page.frames().find((f) => originOf(f.url()) === this.#appOrigin);
      if (frame) return frame;
      if (Date.now() >= deadline) {
        const seen = this.#page.frames().map((f) => f.url() || '(no url)');
        throw new Error(`no frame of ${this.#appOrigin} on the page; frames: ${seen.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Every command gets a deadline and its name in any error: Puppeteer's BiDi errors ("Protocol
 * error (script.callFunction): …") do not say which step of a flow failed. `body` gets the
 * deadline for its own waits, so they fail with their own message just before the hard stop.
 */
async function command<T>(name: string, body: (deadline: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + COMMAND_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const fail = () => reject(new CommandTimeout(`firefox ${name}: timed out after ${COMMAND_TIMEOUT_MS} ms`));
    timer = setTimeout(fail, COMMAND_TIMEOUT_MS + 1_000);
  });
  try {
    return await Promise.race([body(deadline), timeout]);
  } catch (error) {
    if (error instanceof CommandTimeout) throw error;
    throw new Error(`firefox ${name}: ${messageOf(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

class CommandTimeout extends Error {}

/**
 * Firefox's answer when it lacks the screen-orientation emulation (ESR 140): Puppeteer reports it as
 * `Protocol error (emulation.setScreenOrientationOverride): unknown command …`.
 */
export function isMissingOrientationOverride(error: unknown): boolean {
  const message = messageOf(error);
  return message.includes('emulation.setScreenOrientationOverride') && /unknown command|unsupported operation/.test(message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
