/**
 * The demo shop with our page in its iframe, driven through any engine (EngineDriver): open a
 * shop page, find and click controls by their accessible name, wait for a state, and judge
 * whether the frame shows the whole page.
 *
 * Scripts sent to the page are self-contained functions (see driver.ts).
 */
import { APP_ORIGIN, SHOP_ORIGIN } from '../pages/origins';
import { ourFrameSelector, type EngineDriver, type Where } from './driver';

export type ShopCustomer = 'demo' | 'other' | 'none';

/** Opens the shop's `/pages/<ourPath>` (our `/<ourPath>` in the app's block there) with the shop's customer. */
export async function openShopPage(driver: EngineDriver, ourPath: string, customer: ShopCustomer = 'none'): Promise<void> {
  const url = new URL(`/pages/${ourPath.replace(/^\//, '')}`, SHOP_ORIGIN);
  url.searchParams.set('customer', customer);
  await driver.goto(url.href);
}

/**
 * Polls `fn` in `where` until its value is `done` (truthy, by default); returns it. Fails with
 * the last value seen.
 */
export async function waitFor<A, R>(
  driver: EngineDriver,
  where: Where,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  what: string,
  timeoutMs = 20_000,
  done: (value: R) => boolean = Boolean,
): Promise<NonNullable<R>> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.run(where, fn, arg);
      last = value;
      if (done(value)) return value as NonNullable<R>;
    } catch (e) {
      last = e instanceof Error ? e.message : e; // the frame may be navigating
    }
    if (Date.now() > end) throw new Error(`${driver.engine}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the page shows text matching `pattern` (a RegExp source, any case: CSS may capitalise). */
export function showsText(driver: EngineDriver, where: Where, pattern: string, timeoutMs?: number): Promise<boolean> {
  return waitFor(driver, where, (p) => new RegExp(p, 'i').test(document.body?.innerText ?? ''), pattern, `text /${pattern}/ in ${where}`, timeoutMs);
}

/** Waits until the page no longer shows text matching `pattern` (as showsText), e.g. a dialog that closes. */
export function lacksText(driver: EngineDriver, where: Where, pattern: string, timeoutMs?: number): Promise<boolean> {
  return waitFor(driver, where, (p) => !new RegExp(p, 'i').test(document.body?.innerText ?? ''), pattern, `no text /${pattern}/ in ${where}`, timeoutMs);
}

/**
 * In the page: marks the first visible, enabled control (button, link, tab, summary) or field
 * (input, textarea) whose accessible name is `name` (aria-label, else its text or <label>; a
 * leading ^ makes it a pattern) and answers a selector for it; null until the islands are
 * hydrated. Enabled as Playwright's actions wait for: a click on a disabled button (a recipe card's
 * while its plan loads) would do nothing.
 */
function markByName({ kind, name }: { kind: 'control' | 'field'; name: string }): string | null {
  if (document.querySelector('astro-island[ssr]')) return null; // React is not listening yet
  const selector = kind === 'control' ? 'button, a[href], [role="button"], [role="tab"], summary, input[type="submit"]' : 'input, textarea';
  // With a dialog open, only what is in it: the page behind is covered, as for a user (a dog's
  // journey card behind the pet editor has a "Weight (kg)" field too).
  const scope = [...document.querySelectorAll('[aria-modal="true"]')].at(-1) ?? document;
  for (const el of scope.querySelectorAll<HTMLElement>(selector)) {
    const texts =
      kind === 'control'
        ? [el.getAttribute('aria-label') ?? el.innerText]
        : [el.getAttribute('aria-label'), ...[...((el as HTMLInputElement).labels ?? [])].map((l) => l.innerText)];
    const names = texts.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/\s+/g, ' ').trim());
    const matches = names.some((n) => (name.startsWith('^') ? new RegExp(name).test(n) : n === name));
    const box = el.getBoundingClientRect();
    if (matches && box.width > 0 && box.height > 0 && !el.matches(':disabled')) {
      const token = Math.random().toString(36).slice(2);
      el.setAttribute('data-e2e-mark', token);
      return `[data-e2e-mark="${token}"]`;
    }
  }
  return null;
}

/** Clicks the control named `name` (see markByName) with the engine's real click. */
export async function clickByName(driver: EngineDriver, where: Where, name: string): Promise<void> {
  const selector = await waitFor(driver, where, markByName, { kind: 'control', name }, `a control named "${name}"`);
  await driver.click(where, selector);
}

/** Clicks the field labelled `label` (see markByName): a radio button or a checkbox. */
export async function clickField(driver: EngineDriver, where: Where, label: string): Promise<void> {
  const selector = await waitFor(driver, where, markByName, { kind: 'field', name: label }, `a field labelled "${label}"`);
  await driver.click(where, selector);
}

/** Types into the field labelled `label` (see markByName) as key presses. */
export async function typeInto(driver: EngineDriver, where: Where, label: string, text: string): Promise<void> {
  const selector = await waitFor(driver, where, markByName, { kind: 'field', name: label }, `a field labelled "${label}"`);
  await driver.type(where, selector, text);
}

/** Replaces the text of the field labelled `label` (see markByName) by typing over it. */
export async function replaceTextIn(driver: EngineDriver, where: Where, label: string, text: string): Promise<void> {
  const selector = await waitFor(driver, where, markByName, { kind: 'field', name: label }, `a field labelled "${label}"`);
  await driver.replaceText(where, selector, text);
}

/** What our page is still waiting for: islands, fonts, images, anything marked busy (empty when ready). */
function pendingWork(): string[] {
  return [
    document.readyState !== 'complete' && `document ${document.readyState}`,
    document.fonts.status !== 'loaded' && 'fonts',
    document.querySelector('astro-island[ssr]') && 'islands',
    document.querySelector('[aria-busy="true"]')?.outerHTML.slice(0, 100),
    // A lazy image far below loads only when scrolled to; its box is reserved meanwhile.
    [...document.images].find((img) => !img.complete && img.loading !== 'lazy')?.src,
  ].filter((x): x is string => typeof x === 'string');
}

/** Waits until our page (in the shop's frame, or standalone as the top page) has nothing more coming (see pendingWork). */
export async function pageIsReady(driver: EngineDriver, timeoutMs = 20_000, where: Where = 'frame'): Promise<void> {
  await waitFor(driver, where, pendingWork, null, 'our page to be ready', timeoutMs, (pending) => pending.length === 0);
}

/** The height cap of the frame (spec 001 §9), as a literal the test compares with. */
const CAP_PX = 5000;

export interface FrameFit {
  /** The iframe's height on the shop page. */
  frame: number;
  /** How tall our document is: its root box, or an open modal layer's content where taller. */
  document: number;
  /** How far the framed document can scroll: content the frame hides unless it is 0. */
  hidden: number;
  /** Whether the document scrolls inside the frame when it is longer than the cap. */
  scrollable: boolean;
}

/** Measures both sides: the iframe on the shop page, and our document inside it. */
export async function measureFit(driver: EngineDriver): Promise<FrameFit> {
  const frame = await driver.run('top', (selector) => document.querySelector(selector)?.getBoundingClientRect().height ?? -1, ourFrameSelector(APP_ORIGIN));
  const inside = await driver.run(
    'frame',
    () => {
      const root = document.documentElement;
      let height = root.getBoundingClientRect().height;
      let layerHidden = 0;
      // An open modal's backdrop scrolls by itself; the dialog in it must fit the frame as well.
      for (const dialog of document.querySelectorAll('[aria-modal="true"]')) {
        const layer = dialog.parentElement!;
        height = Math.max(height, dialog.getBoundingClientRect().bottom + Number.parseFloat(getComputedStyle(layer).paddingBottom));
        layerHidden = Math.max(layerHidden, layer.scrollHeight - layer.clientHeight);
      }
      const overflow = getComputedStyle(root).overflowY + getComputedStyle(document.body).overflowY;
      return {
        document: height,
        hidden: Math.max(root.scrollHeight - root.clientHeight, layerHidden),
        scrollable: !/hidden|clip/.test(overflow),
      };
    },
    null,
  );
  return { frame, ...inside };
}

/** Whether the frame is as tall as our document (within 2 px; up to the cap, beyond which it scrolls). */
export function fits(fit: FrameFit): boolean {
  if (fit.document > CAP_PX) return Math.abs(fit.frame - CAP_PX) <= 2 && fit.scrollable;
  return Math.abs(fit.frame - fit.document) <= 2 && fit.hidden <= 2;
}

/**
 * Waits until the page is ready and the frame has fitted its document for a second on end
 * (three looks 500 ms apart), so a frame that is still catching up is not taken as settled.
 */
export async function waitUntilSettled(driver: EngineDriver, timeoutMs = 25_000): Promise<FrameFit> {
  await pageIsReady(driver);
  const end = Date.now() + timeoutMs;
  let streak = 0;
  let last: FrameFit | null = null;
  for (;;) {
    let fit: FrameFit | null = null;
    let failure: string | null = null;
    try {
      fit = await measureFit(driver);
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e); // our page is navigating
    }
    const steady = fit !== null && fits(fit) && last !== null && Math.abs(fit.frame - last.frame) <= 2;
    streak = steady ? streak + 1 : fit && fits(fit) ? 1 : 0;
    last = fit;
    if (streak >= 3) return fit!;
    if (Date.now() > end) throw new Error(`${driver.engine}: the frame never fitted our page: ${failure ?? JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
