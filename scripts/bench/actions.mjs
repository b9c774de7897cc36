// A dashboard action's round trip (issue 48): from the tap to the confirmation on screen, in
// Debian's Chromium (no CPU slowdown: the budget is the local round trip), RUNS times for each
// action, each action on a fresh customer of its own (POST /dev/fixtures/customer, as the E2E
// suite's freshDashboard: the demo customer's failed payment takes Skip away).
//
// The tap's time is the click event's (performance.now()); the confirmation's is the first
// animation frame in which it is in the page (waitForFunction polls on each frame, and that
// frame paints it). Where the time went, over the API calls the tap made before the
// confirmation (from Chromium's network events): the Worker's milliseconds and D1
// statements (their Server-Timing headers), the network (the calls' time from fetch to answer
// without the Worker's: wrangler dev's proxy and loopback), and the rest (the page's work
// before the first call and after the last answer: rendering).
import { chromium } from '@playwright/test';
import { PLAN_FIT_APPLIED_PREFIX } from '../../src/copy/dashboard-messages.ts';
import { demoSessionCookie } from './login.mjs';

export const RUNS = 20;
/** The fresh customer's subscription (functions/routes/dev-fixtures.ts). */
const SUBSCRIPTION = 'Chicken Dog Box 15kg';
/** The fresh customer's dog and two weights, one each side of what her 15 kg bag fits. */
const DOG = 'Nala';
const WEIGHTS = ['55', '18'];

/** @typedef {import('@playwright/test').Page} Page */
/**
 * What a confirmation is: text new in the toasts ('Updates'), or a change of a card's text.
 * @typedef {{ scope: string, text?: string }} Confirmation
 * @typedef {{ name: string, prepare: (page: Page, i: number) => Promise<void>, tap: (page: Page) => import('@playwright/test').Locator,
 *   confirm: Confirmation, after?: (page: Page) => Promise<void> }} Action
 */

const region = (/** @type {Page} */ page, /** @type {string} */ name) => page.getByRole('region', { name });
const dialog = (/** @type {Page} */ page, /** @type {string} */ name) => page.getByRole('dialog', { name });

/** Opens the dog's feeding guide and types a weight (not yet saved). */
async function typeWeight(/** @type {Page} */ page, /** @type {number} */ i) {
  await region(page, 'My Furbabys')
    .getByRole('button', { name: new RegExp(`^${DOG}`) })
    .click();
  await dialog(page, `${DOG}'s feeding guide`)
    .getByRole('textbox', { name: 'Weight (kg)' })
    .fill(WEIGHTS[i % 2]);
}

/** The dashboard's actions, by what a customer taps (the E2E suite's role locators, e2e/pages/dashboard.ts). */
/** @type {Action[]} */
export const ACTIONS = [
  {
    name: 'skip the next delivery',
    prepare: async () => {},
    tap: (page) => region(page, 'My Next Order').getByRole('button', { name: /^Skip this delivery/ }),
    confirm: { scope: 'Updates', text: 'is skipped.' },
    // Put it back (not timed), so each run skips the same delivery.
    after: async (page) => {
      const skipped = region(page, 'My Next Order').getByRole('list', { name: 'Skipped deliveries' });
      await skipped.getByRole('button').first().click();
      await skipped.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'pause 14 days',
    prepare: async (page) => {
      const row = region(page, 'My Subscriptions')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${SUBSCRIPTION}`) }) });
      await row.getByRole('button', { name: 'Manage' }).click();
      await dialog(page, 'Manage My Subscription').getByRole('button', { name: 'Pause' }).click();
      await dialog(page, 'Pause My Subscription')
        .getByRole('radio', { name: /^14 days/ })
        .check();
    },
    tap: (page) => dialog(page, 'Pause My Subscription').getByRole('button', { name: 'Pause Subscription' }),
    confirm: { scope: 'Updates', text: 'Your subscription has been paused.' },
    after: (page) => dialog(page, 'Pause My Subscription').waitFor({ state: 'hidden' }),
  },
  {
    name: 'the plan-fit fix',
    // Each run needs a bag that does not fit: the dog's weight moves to the other side first (not timed).
    prepare: async (page, i) => {
      if (i === 0) return; // the fresh customer's 18 kg dog and 28-day deliveries do not fit
      await typeWeight(page, i + 1);
      await dialog(page, `${DOG}'s feeding guide`).getByRole('button', { name: 'Save Pet' }).click();
      await dialog(page, `${DOG}'s feeding guide`).waitFor({ state: 'hidden' });
      await planFitFix(page).waitFor();
    },
    tap: (page) => planFitFix(page),
    // The fix's own message, with its Undo (src/stores/dashboard/plan-fit-fix.ts).
    confirm: { scope: 'Updates', text: PLAN_FIT_APPLIED_PREFIX },
  },
  {
    name: "a dog's weight",
    prepare: (page, i) => typeWeight(page, i),
    tap: (page) => dialog(page, `${DOG}'s feeding guide`).getByRole('button', { name: 'Save Pet' }),
    // The confirmation is My Next Order's plan-fit sentence read again for the new weight.
    confirm: { scope: 'My Next Order' },
    after: (page) => dialog(page, `${DOG}'s feeding guide`).waitFor({ state: 'hidden' }),
  },
];

const planFitFix = (/** @type {Page} */ page) => region(page, 'My Next Order').getByRole('button', { name: /^(Deliver every \d+ days|Switch to .+)$/ });

/** In the page: marks what the confirmation's scope shows now, and records the next click's time. */
const BEFORE_TAP = (/** @type {{ scope: string, text?: string }} */ c) => {
  const w = /** @type {any} */ (window);
  const scopeOf = (/** @type {string} */ name) =>
    document.querySelector(`[aria-label="${name}"]`) ??
    [...document.querySelectorAll('[aria-labelledby]')].find(
      (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === name,
    );
  const scope = scopeOf(c.scope);
  if (c.text) for (const el of scope?.querySelectorAll('*') ?? []) if (el.textContent?.includes(c.text)) el.setAttribute('data-bench-seen', '');
  w.__benchBefore = scope?.textContent ?? '';
  w.__benchTap = null;
  document.addEventListener('click', (e) => (w.__benchTap = e.timeStamp), { capture: true, once: true });
};

/** In the page, each animation frame: the confirmation's time once it is there, else false. */
const CONFIRMED = (/** @type {{ scope: string, text?: string }} */ c) => {
  const w = /** @type {any} */ (window);
  const scope =
    document.querySelector(`[aria-label="${c.scope}"]`) ??
    [...document.querySelectorAll('[aria-labelledby]')].find(
      (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === c.scope,
    );
  if (!scope || w.__benchTap === null) return false;
  const there = c.text
    ? [...scope.querySelectorAll('*')].some((el) => !el.hasAttribute('data-bench-seen') && el.textContent?.includes(c.text))
    : scope.textContent !== w.__benchBefore;
  return there ? { tapAt: w.__benchTap, confirmedAt: performance.now(), timeOrigin: performance.timeOrigin } : false;
};

/**
 * Every call the page makes with fetch, from Chromium's network events (the page's own fetch wrapper would
 * miss calls made through a reference to fetch taken before it): when it was sent and when its
 * answer's headers came (its small JSON body follows at once), in epoch ms, with its Server-Timing.
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function recordCalls(cdp) {
  /** @type {Map<string, { path: string, start: number, sentAt: number }>} */
  const sent = new Map();
  /** @type {{ path: string, start: number, end: number, serverTiming: string }[]} */
  const calls = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    // The page's calls to our Worker (the subscriptions' changes are under /subscriptions, not /api).
    if (e.type === 'Fetch' || e.type === 'XHR')
      sent.set(e.requestId, { path: `${e.request.method} ${url.pathname}`, start: e.wallTime * 1000, sentAt: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const s = sent.get(e.requestId);
    if (!s) return;
    const header = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'server-timing')?.[1] ?? '';
    calls.push({ path: s.path, start: s.start, end: s.start + (e.timestamp - s.sentAt) * 1000, serverTiming: String(header) });
  });
  await cdp.send('Network.enable');
  return calls;
}

/** `worker;dur=4.1, d1;desc="q=3 rt=1"` (functions/http/server-timing.ts) as figures. */
const SERVER_TIMING = /worker;dur=([\d.]+)(?:, d1;desc="q=(\d+) rt=(\d+)")?/;
const timed = (/** @type {{ path: string, start: number, end: number, serverTiming: string }} */ c) => {
  const t = SERVER_TIMING.exec(c.serverTiming);
  return {
    path: c.path,
    start: c.start,
    end: c.end,
    workerMs: t ? Number(t[1]) : 0,
    queries: t ? Number(t[2] ?? 0) : 0,
    roundTrips: t ? Number(t[3] ?? 0) : 0,
  };
};

/**
 * Every action RUNS times on its own fresh customer.
 * @param {string} origin @param {{ chromePath: string, runs?: number }} opts
 */
export async function measureActions(origin, { chromePath, runs = RUNS }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const action of ACTIONS) results.push(await measureAction(browser, origin, action, runs));
  } finally {
    await browser.close();
  }
  return results;
}

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {Action} action @param {number} runs */
async function measureAction(browser, origin, action, runs) {
  const fixture = await fetch(`${origin}/dev/fixtures/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ firstName: 'Bench' }),
  });
  if (fixture.status !== 200) throw new Error(`POST /dev/fixtures/customer answered ${fixture.status}: ${await fixture.text()}`);
  const customer = /** @type {{ customerId: string, email: string, name: string }} */ (await fixture.json());
  const cookie = await demoSessionCookie(origin, { id: customer.customerId, email: customer.email });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  const network = await recordCalls(await context.newCDPSession(page));
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(`${origin}/dashboard`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });
    await page.getByRole('heading', { name: `Hey ${customer.name} - welcome back!` }).waitFor({ timeout: 30_000 });
    await region(page, 'My Next Order').waitFor({ timeout: 30_000 });
    const samples = [];
    for (let i = 0; i < runs; i++) {
      await action.prepare(page, i);
      await page.evaluate(BEFORE_TAP, action.confirm);
      await action.tap(page).click();
      const handle = await page.waitForFunction(CONFIRMED, action.confirm, { polling: 'raf', timeout: 15_000 });
      const seen = /** @type {{ tapAt: number, confirmedAt: number, timeOrigin: number }} */ (await handle.jsonValue());
      const tapAt = seen.timeOrigin + seen.tapAt;
      const confirmedAt = seen.timeOrigin + seen.confirmedAt;
      // The answers' events may come a moment after the page has shown the confirmation.
      await page.waitForTimeout(100);
      const calls = network.filter((c) => c.start >= tapAt - 20 && c.start <= confirmedAt).map(timed);
      samples.push(breakdown(seen.confirmedAt - seen.tapAt, calls, tapAt, confirmedAt));
      if (action.after) await action.after(page);
      await page.waitForTimeout(200);
    }
    return summarise(action.name, samples);
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ path: string, start: number, end: number, workerMs: number, queries: number, roundTrips: number }} ApiCall
 */

/**
 * Where one round trip's time went: the calls' time on the wire (their spans together, within the
 * round trip), of it the Worker's (Server-Timing), and the rest of the page's.
 * @param {number} totalMs @param {ApiCall[]} calls @param {number} from @param {number} to the tap's and the confirmation's time
 */
export function breakdown(totalMs, calls, from, to) {
  const spans = calls.map((c) => [Math.max(from, c.start), Math.min(to, c.end)]).sort((a, b) => a[0] - b[0]);
  let requestMs = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    requestMs += end - Math.max(start, reach);
    reach = end;
  }
  const sum = (/** @type {(c: ApiCall) => number} */ f) => calls.reduce((n, c) => n + f(c), 0);
  const workerMs = Math.min(
    requestMs,
    sum((c) => c.workerMs),
  );
  return {
    totalMs,
    workerMs,
    networkMs: requestMs - workerMs,
    restMs: Math.max(0, totalMs - requestMs),
    d1Statements: sum((c) => c.queries),
    d1RoundTrips: sum((c) => c.roundTrips),
    call: calls.map((c) => c.path).join(' + ') || null,
  };
}

/** The p-th percentile (nearest rank) of `xs`. */
export function percentile(/** @type {number[]} */ xs, /** @type {number} */ p) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {string} action @param {{ totalMs: number, workerMs: number, networkMs: number, restMs: number, d1Statements: number, d1RoundTrips: number, call: string | null }[]} samples */
export function summarise(action, samples) {
  const r1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;
  const median = (/** @type {keyof typeof samples[0]} */ key) =>
    r1(
      percentile(
        samples.map((s) => /** @type {number} */ (s[key])),
        50,
      ),
    );
  const totals = samples.map((s) => s.totalMs);
  return {
    action,
    runs: samples.length,
    p50: r1(percentile(totals, 50)),
    p95: r1(percentile(totals, 95)),
    max: r1(Math.max(...totals)),
    // Where the time of a median run goes (each part's own median); the D1 figures are the most one round trip ran.
    workerMsP50: median('workerMs'),
    networkMsP50: median('networkMs'),
    restMsP50: median('restMs'),
    d1Statements: Math.max(...samples.map((s) => s.d1Statements)),
    d1RoundTrips: Math.max(...samples.map((s) => s.d1RoundTrips)),
    call: samples.find((s) => s.call)?.call ?? null,
  };
}
