// Interaction to Next Paint (issue 20): how fast the pages answer a tap or a keystroke, in Debian's Chromium with the CPU slowed 4× (DevTools
// throttling, as Lighthouse's phone preset). Each interaction runs on a freshly loaded page once its islands have hydrated and it has settled
// (`settled`); the browser's own Event Timing entries (durationThreshold 16 ms) are grouped by interactionId and a visit's INP is its slowest
// interaction (with a handful of interactions, the 98th percentile is the worst one). An interaction no entry reports took under 16 ms. Each is
// measured on INP_VISITS fresh visits, its figure their 75th percentile, as the field judges INP (decision 0035); a bare page measured the same
// way is the floor (`measureInp`'s `floor`).
import { chromium } from '@playwright/test';

/** Collects every interaction's longest event duration in window.__interactions. */
const OBSERVE = () => {
  /** @type {Record<string, number>} */
  const byInteraction = {};
  /** @type {any} */ (window).__interactions = byInteraction;
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (e.interactionId) byInteraction[e.interactionId] = Math.max(byInteraction[e.interactionId] ?? 0, e.duration);
    }
  }).observe(/** @type {any} */ ({ type: 'event', buffered: true, durationThreshold: 16 }));
};

/** @typedef {import('@playwright/test').Page} Page */

/**
 * What to find in the page: the first visible element matching `selector` whose name is `name` (any, when omitted), inside the first visible `within`.
 * @typedef {{ selector: string, name?: string, within?: { selector: string, name?: string } }} Target
 */

/** An element's box in the viewport, in CSS pixels. @typedef {{ x: number, y: number, width: number, height: number }} Box */

/**
 * Runs in the page, by `page.evaluate` (CDP's Runtime.callFunctionOn: nothing stays behind). Polls every 50 ms, for up to `timeoutMs`, until
 * `target` is there (`until: 'there'`, answering its box once it is scrolled into view and drawn) or gone (`until: 'gone'`). A name is an
 * element's aria-label, the text of its aria-labelledby or its first label, else its own text, with whitespace collapsed.
 * @param {Target & { until: 'there' | 'gone', visibleOnly: boolean, timeoutMs: number }} query
 * @returns {Promise<Box | null>}
 */
function findInPage({ selector, name, within, until, visibleOnly, timeoutMs }) {
  const norm = (/** @type {string | null | undefined} */ text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (/** @type {Element} */ el) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const labels = /** @type {HTMLInputElement} */ (el).labels;
    if (labels?.length) return norm(labels[0].textContent);
    return norm(el.textContent);
  };
  const first = (/** @type {ParentNode} */ root, /** @type {string} */ sel, /** @type {string | undefined} */ wanted) =>
    [...root.querySelectorAll(sel)].find((el) => (!visibleOnly || el.getClientRects().length > 0) && (wanted === undefined || nameOf(el) === wanted)) ?? null;
  const find = () => {
    const scope = within ? first(document, within.selector, within.name) : document;
    return scope && first(scope, selector, name);
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = async () => {
      const el = find();
      if (until === 'gone' && !el) return resolve(null);
      if (until === 'there' && el) {
        const r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight) {
          el.scrollIntoView({ block: 'center' });
          await frame();
        }
        const box = el.getBoundingClientRect();
        return resolve({ x: box.left, y: box.top, width: box.width, height: box.height });
      }
      if (performance.now() - started > timeoutMs)
        return reject(new Error(`${selector} ${name ?? ''} still ${until === 'gone' ? 'there' : 'not there'} after ${timeoutMs / 1000} s`));
      setTimeout(poll, 50);
    };
    poll();
  });
}

/**
 * Waits for `target` to be there (or, with `until: 'gone'`, gone) and answers its box. Every
 * lookup and wait of the INP part goes through this, never through a locator or
 * `waitForFunction`: those install Playwright's injected script in the page, whose listeners then
 * run in every pointer event (1.1–1.8 ms of a tap at 4× CPU in a trace), and a locator's wait runs
 * its role engine in every animation frame, the one that ends the interaction included.
 * @param {Page} page @param {Target} target @param {'there' | 'gone'} [until]
 */
export async function find(page, target, until = 'there') {
  return page.evaluate(findInPage, { ...target, until, visibleOnly: true, timeoutMs: 30_000 });
}

/**
 * Waits until every island has hydrated (Astro drops an island's `ssr` attribute once it has),
 * polling as `find` does, not in every animation frame as `waitForFunction` would.
 * @param {Page} page @param {number} [timeoutMs]
 */
export async function hydrated(page, timeoutMs = 30_000) {
  await page.evaluate(findInPage, { selector: 'astro-island[ssr]', until: 'gone', visibleOnly: false, timeoutMs });
}

/**
 * A visitor's tap: the target is found and scrolled into view first, then the pointer goes down
 * and up at its centre (Input.dispatchMouseEvent) with nothing of Playwright's running in the
 * page (`find`).
 * @param {Page} page @param {Target} target
 */
export async function tap(page, target) {
  const box = await find(page, target);
  if (!box) throw new Error(`nothing to tap: ${target.selector} ${target.name ?? ''}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** A dialog, by its title. @param {string} title @returns {Target} */
const dialog = (title) => ({ selector: '[role="dialog"]', name: title });

/**
 * After a tap that opens (or closes) the dialog titled `title`: 300 ms for the tap's frame to reach
 * the screen, then a check that it did open (or close). Looking earlier would run the lookup, and
 * the layout it forces, inside the frame that ends the interaction.
 * @param {Page} page @param {string} title @param {'there' | 'gone'} [until]
 */
export async function waitForDialog(page, title, until = 'there') {
  await page.waitForTimeout(300);
  await find(page, dialog(title), until);
}

/** Types `text` a key at a time, 150 ms apart, into the field `target` after tapping it. @param {Page} page @param {Target} target @param {string} text */
async function typeInto(page, target, text) {
  await tap(page, target);
  await page.keyboard.press('End');
  for (const key of text) {
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
}

/** Taps the dashboard's Manage and waits for its dialog, where both dashboard interactions start. @param {Page} page */
async function openManage(page) {
  await tap(page, { selector: 'button', name: 'Manage' });
  await waitForDialog(page, 'Manage My Subscription');
}

/** @type {{ name: string, path: string, session?: boolean, run: (page: Page) => Promise<void> }[]} */
export const INTERACTIONS = [
  {
    name: 'calculator: type a weight',
    path: '/pet-calculator',
    run: async (page) => {
      await typeInto(page, { selector: 'input', name: 'Weight (kg)' }, '5');
      await page.waitForTimeout(150);
      await page.keyboard.press('Backspace');
    },
  },
  {
    name: 'calculator: drag the kibble slider',
    path: '/pet-calculator',
    run: async (page) => {
      const box = await find(page, { selector: 'input[type="range"]' });
      if (!box) throw new Error('no kibble slider on /pet-calculator');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.9, y);
      await page.mouse.down();
      for (const f of [0.8, 0.7, 0.6, 0.5]) await page.mouse.move(box.x + box.width * f, y, { steps: 2 });
      await page.mouse.up();
    },
  },
  {
    name: 'free trial: type a name',
    path: '/free-trial',
    run: async (page) => typeInto(page, { selector: 'input', name: 'Your full name' }, 'Kiri'),
  },
  {
    name: 'recipe page: edit the dog sentence',
    path: '/free-trial/choose-recipe?name=Rex&weight=12',
    run: async (page) => {
      await tap(page, { selector: 'button', name: 'Rex' });
      await page.waitForTimeout(300);
      await typeInto(page, { selector: 'input[type="number"]', name: 'Weight (kg)' }, '5');
    },
  },
  {
    name: 'dashboard: open and close Manage',
    path: '/dashboard',
    session: true,
    run: async (page) => {
      await openManage(page);
      await page.keyboard.press('Escape');
      await waitForDialog(page, 'Manage My Subscription', 'gone');
    },
  },
  {
    name: 'dashboard: change the frequency',
    path: '/dashboard',
    session: true,
    run: async (page) => {
      await openManage(page);
      await tap(page, { within: dialog('Manage My Subscription'), selector: 'button', name: 'Change Frequency' });
      await waitForDialog(page, 'Change Frequency');
      // A programmatic choice, as a locator's selectOption makes it: no interaction, not measured.
      await page.evaluate(() => {
        const select = /** @type {HTMLSelectElement} */ (document.querySelector('[role="dialog"] select'));
        select.selectedIndex = 2;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await page.waitForTimeout(300);
      await tap(page, { within: dialog('Change Frequency'), selector: 'button', name: 'Update' });
      await waitForDialog(page, 'Change Frequency', 'gone');
    },
  },
  {
    name: '/mobile: switch tabs',
    path: '/mobile',
    session: true,
    run: async (page) => {
      for (const name of ['Subscriptions', 'Orders', 'Pets', 'Home']) {
        await tap(page, { within: { selector: 'nav', name: 'Dashboard sections' }, selector: 'button', name });
        await page.waitForTimeout(300);
      }
    },
  },
];

/**
 * Waits until a loaded page has settled: no request for 500 ms, then an idle moment of the main
 * thread. A fixed wait after hydration left the dashboard's later sections, its lazy images and
 * its idle preloads running into the interaction on a busy machine, where they counted as the
 * tap's input delay and as its layouts and commits (issue 48).
 * @param {Page} page
 */
export async function settled(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = window.requestIdleCallback ?? ((/** @type {() => void} */ cb) => setTimeout(cb, 50));
        idle(() => requestAnimationFrame(() => resolve(undefined)), { timeout: 5000 });
      }),
  );
}

/**
 * Visits per interaction. A visit's figure comes in the 8 ms steps Event Timing rounds
 * durations to, so an interaction near the budget lands a step either side of it from one visit
 * to the next; one visit alone decides nothing. Five visits, judged at their 75th percentile as
 * web.dev judges INP across a page's visits, with every visit and the worst reported beside it.
 */
export const INP_VISITS = 5;

/**
 * The 75th percentile by nearest rank.
 * @example p75([24, 56, 32, 48, 40]) // 48
 * @param {number[]} values
 */
export function p75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

/** A phone-sized context, as every visit (and ./trace.mjs) has it. @param {import('@playwright/test').Browser} browser */
export const phoneContext = (browser) => browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: false });

/** One visit's figures: its INP and how many interactions went over 16 ms. @param {number[]} durations */
const visitOf = (durations) => ({ inpMs: durations.length ? Math.max(...durations) : 16, interactions: durations.length });

/**
 * An interaction's row from its visits: the 75th percentile (the budget's figure), every visit and the worst.
 * @param {{ inpMs: number, interactions: number }[]} visits
 */
export function inpRow(visits) {
  const visitsMs = visits.map((v) => v.inpMs);
  return { inpMs: p75(visitsMs), worstMs: Math.max(...visitsMs), visitsMs, interactions: Math.max(...visits.map((v) => v.interactions)) };
}

/**
 * `visits` fresh visits, each in a phone-sized context of its own: `open` loads the page and lets
 * it settle, then the CPU is slowed 4× (as Lighthouse's phone preset) and `run` interacts; each
 * interaction's longest event is read a second later. Answers the row (inpRow).
 * @param {import('@playwright/test').Browser} browser @param {number} visits
 * @param {(context: import('@playwright/test').BrowserContext, page: Page) => Promise<void>} open
 * @param {(page: Page) => Promise<void>} run
 */
async function measureVisits(browser, visits, open, run) {
  const seen = [];
  for (let i = 0; i < visits; i += 1) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await open(context, page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await run(page);
    await page.waitForTimeout(1000);
    seen.push(visitOf(Object.values(await page.evaluate(() => /** @type {any} */ (window).__interactions))));
    await context.close();
  }
  return inpRow(seen);
}

/** Four buttons; a tap marks its own as the current one, as the /mobile tab bar's first frame does, with no framework. */
const BARE_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<style>button{font:16px system-ui;padding:12px}button[aria-current]{color:#b3541e}</style>
<nav aria-label="Bare">${['One', 'Two', 'Three', 'Four'].map((n) => `<button type="button">${n}</button>`).join('')}</nav>
<script>for (const b of document.querySelectorAll('button')) b.onclick = () => { for (const x of document.querySelectorAll('button')) x.removeAttribute('aria-current'); b.setAttribute('aria-current', 'page'); };</script>`;

/**
 * Measures each interaction at 4× CPU slowdown on `visits` fresh visits, each row
 * `{ name, path, inpMs, worstMs, visitsMs, interactions }` (inpRow), and then the floor: what a
 * tap costs on this browser and machine with nothing of ours, a bare page tapped four times the
 * way the /mobile tabs are, on as many visits (as ./floor.mjs is for the API). No page of ours
 * can be faster than the floor here.
 * @param {string} origin @param {string} cookie `mfb_session=…` @param {{ chromePath: string, visits?: number }} opts
 */
export async function measureInp(origin, cookie, { chromePath, visits = INP_VISITS }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows = [];
    for (const target of INTERACTIONS) {
      const open = async (/** @type {import('@playwright/test').BrowserContext} */ context, /** @type {Page} */ page) => {
        if (target.session) {
          const [name, value] = cookie.split('=');
          await context.addCookies([{ name: name, value: value, url: origin }]);
        }
        await page.addInitScript(OBSERVE);
        await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
        await hydrated(page);
        await settled(page);
      };
      rows.push({ name: target.name, path: target.path, ...(await measureVisits(browser, visits, open, target.run)) });
    }
    const openBare = async (/** @type {unknown} */ _context, /** @type {Page} */ page) => {
      // setContent, then the observer: a page set this way runs no init script.
      await page.setContent(BARE_PAGE);
      await page.evaluate(OBSERVE);
      await settled(page);
    };
    const tapEach = async (/** @type {Page} */ page) => {
      for (const name of ['Two', 'Three', 'Four', 'One']) {
        await tap(page, { selector: 'button', name });
        await page.waitForTimeout(300);
      }
    };
    const floor = { name: 'bare page: tap a button (floor)', ...(await measureVisits(browser, visits, openBare, tapEach)) };
    return { rows, floor };
  } finally {
    await browser.close();
  }
}
