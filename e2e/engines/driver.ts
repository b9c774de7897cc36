/**
 * One small browser interface for the tests that must pass in every engine: Chromium (through
 * Playwright), Firefox ESR (Puppeteer over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser
 * over W3C WebDriver). The flows in e2e/engines/flows/ are written once against it.
 *
 * Scripts run with `run(where, fn, arg)`: `fn` is sent as source text, so it may use only its
 * own argument and the page's globals (no imports, no closures over test variables).
 */

/** Where a script runs: the top-level page, or our page inside the shop's iframe. */
export type Where = 'top' | 'frame';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: EngineName;
  /** Opens `url` in the top-level window and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The top-level window's address. */
  url(): Promise<string>;
  /** Sets the layout viewport of the top-level window (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn(arg)` in the top page or in our frame (see ourFrameSelector) and returns its JSON result. */
  run<A, R>(where: Where, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real (trusted) click on the element matching `selector`, scrolled into view first. */
  click(where: Where, selector: string): Promise<void>;
  /** Types `text` into the element matching `selector` as key presses (it gets focus first). */
  type(where: Where, selector: string, text: string): Promise<void>;
  /** Replaces the text of the field matching `selector` as a user does: its text selected, then `text` typed over it. */
  replaceText(where: Where, selector: string, text: string): Promise<void>;
  /** Names of the cookies the browser holds for the top-level page's address, HttpOnly ones included. */
  cookieNames(): Promise<string[]>;
  /** Ends the session: the next test starts with no cookies or storage. */
  close(): Promise<void>;
}

/** How to launch an engine: as it ships, or with third-party cookies blocked by its own setting. */
export interface LaunchOptions {
  /** Block third-party cookies (a frame of another site can neither set nor read its cookies). */
  blockThirdPartyCookies?: boolean;
}

/** A launched browser: each driver is a fresh session (no cookies or storage from another). */
export interface Engine {
  newDriver(): Promise<EngineDriver>;
  close(): Promise<void>;
}

/**
 * The shop page's iframe holding our page: its address is on our exact origin (a bare prefix
 * would also take http://127.0.0.1:87990 for :8799).
 */
export function ourFrameSelector(appOrigin: string): string {
  return `iframe[src^=${JSON.stringify(`${appOrigin}/`)}]`;
}

/** Source text of a function for engines that take scripts as strings (WebDriver). */
export function scriptOf(fn: (arg: never) => unknown): string {
  return `return (${fn.toString()})(arguments[0]);`;
}
