// Interaction to Next Paint (issue 20): how fast the pages answer a tap or a keystroke, in
// Debian's Chromium with the CPU slowed 4× (DevTools throttling, as Lighthouse's phone preset).
// Each interaction runs on a freshly loaded page once its islands have hydrated and it has settled (`settled`); the browser's
// own Event Timing entries (durationThreshold 16 ms) are grouped by interactionId and the page's
// INP is its slowest interaction (with a handful of interactions, the 98th percentile is the
// worst one). An interaction no entry reports took under 16 ms.
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
/** @type {{ name: string, path: string, session?: boolean, run: (page: Page) => Promise<void> }[]} */
export const INTERACTIONS = [
  {
    name: 'calculator: type a weight',
    path: '/pet-calculator',
    run: async (page) => {
      const weight = page.getByRole('textbox', { name: 'Weight (kg)' }).first();
      await weight.click();
      await weight.press('End');
      await weight.pressSequentially('5', { delay: 150 });
      await weight.press('Backspace');
    },
  },
  {
    name: 'calculator: drag the kibble slider',
    path: '/pet-calculator',
    run: async (page) => {
      const slider = page.getByRole('slider').first();
      const box = await slider.boundingBox();
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
    run: async (page) => {
      const name = page.getByRole('textbox', { name: 'Your full name' });
      await name.click();
      await name.pressSequentially('Kiri', { delay: 150 });
    },
  },
  {
    name: 'recipe page: edit the dog sentence',
    path: '/free-trial/choose-recipe?name=Rex&weight=12',
    run: async (page) => {
      await page.getByRole('button', { name: 'Rex', exact: true }).click();
      const weight = page.getByRole('spinbutton', { name: 'Weight (kg)' });
      await weight.click();
      await weight.press('End');
      await weight.pressSequentially('5', { delay: 150 });
    },
  },
  {
    name: 'dashboard: open and close Manage',
    path: '/dashboard',
    session: true,
    run: async (page) => {
      await page.getByRole('button', { name: 'Manage' }).first().click();
      await page.getByRole('dialog', { name: 'Manage My Subscription' }).waitFor();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'dashboard: change the frequency',
    path: '/dashboard',
    session: true,
    run: async (page) => {
      await page.getByRole('button', { name: 'Manage' }).first().click();
      await page.getByRole('dialog', { name: 'Manage My Subscription' }).getByRole('button', { name: 'Change Frequency' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Frequency' });
      await dialog.getByRole('combobox', { name: 'Deliver every' }).selectOption({ index: 2 });
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
  },
  {
    name: '/mobile: switch tabs',
    path: '/mobile',
    session: true,
    run: async (page) => {
      const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
      for (const name of ['Subscriptions', 'Orders', 'Pets', 'Home']) {
        await tabs.getByRole('button', { name, exact: true }).click();
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
 * Measures each interaction at 4× CPU slowdown; answers `{ name, path, inpMs, interactions }`.
 * @param {string} origin @param {string} cookie `mfb_session=…` @param {{ chromePath: string }} opts
 */
export async function measureInp(origin, cookie, { chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const target of INTERACTIONS) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: false });
      if (target.session) {
        const [name, value] = cookie.split('=');
        await context.addCookies([{ name: name, value: value, url: origin }]);
      }
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
      // Hydrated: Astro drops an island's `ssr` attribute once it has.
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });
      await settled(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await target.run(page);
      await page.waitForTimeout(1000);
      /** @type {Record<string, number>} */
      const seen = await page.evaluate(() => /** @type {any} */ (window).__interactions);
      const durations = Object.values(seen);
      rows.push({ name: target.name, path: target.path, inpMs: durations.length ? Math.max(...durations) : 16, interactions: durations.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
