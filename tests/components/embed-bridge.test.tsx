import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../../src/embed/origins';

type Bridge = typeof import('../../src/stores/embed');

const SHOP = 'https://furbaby.co.nz';
const LOCAL_SHOP = 'http://localhost:8788';
const STRANGER = 'https://third-party.test';
const PRODUCTION: EmbedConfig = { shopOrigins: [SHOP], local: false, storeDomain: 'furbaby.co.nz' };
const LOCAL: EmbedConfig = { ...PRODUCTION, local: true };
const SIGNATURE = 'cd'.repeat(32);

let shop: Window;
let posted: { message: unknown; targetOrigin: string }[];
const saved = {
  parent: Object.getOwnPropertyDescriptor(window, 'parent')!,
  top: Object.getOwnPropertyDescriptor(window, 'top')!,
};

/** A fresh copy of the bridge module (its state is per page). */
async function loadBridge(): Promise<Bridge> {
  vi.resetModules();
  return import('../../src/stores/embed');
}

/** Puts this jsdom window inside a frame of a page at `origin` (jsdom has no ancestorOrigins: the referrer tells). */
function frameBy(origin: string) {
  Object.defineProperty(window, 'parent', { value: shop, configurable: true });
  Object.defineProperty(window, 'top', { value: shop, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${origin}/pages/dashboard`, configurable: true });
}

function fromShop(data: unknown, origin = SHOP, source: Window = shop) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  shop = iframe.contentWindow!;
  posted = [];
  vi.spyOn(shop, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
    posted.push({ message, targetOrigin });
  }) as typeof shop.postMessage);
  sessionStorage.clear();
});

afterEach(() => {
  Object.defineProperty(window, 'parent', saved.parent);
  Object.defineProperty(window, 'top', saved.top);
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('not framed', () => {
  it('is ready at once, sends nothing and asks nobody', async () => {
    const b = await loadBridge();
    const state = await b.initEmbed({ loadConfig: async () => LOCAL });
    expect(state).toEqual({ framed: false, parentOrigin: null, allowed: false, ready: true });
    expect(b.postToParent({ type: 'SCROLL_PARENT_TO_TOP' })).toBe(false);
    await expect(b.requestFromParent({ type: 'REQUEST_PARENT_VIEWPORT' }, 'PARENT_VIEWPORT', 10_000)).resolves.toBeNull();
    expect(b.shopUrl('/pages/pet-calculator')).toBe('https://furbaby.co.nz/pages/pet-calculator');
  });

  it('is idempotent', async () => {
    const b = await loadBridge();
    const loadConfig = vi.fn(async () => LOCAL);
    const first = b.initEmbed({ loadConfig });
    expect(b.initEmbed({ loadConfig })).toBe(first);
    await first;
    expect(loadConfig).toHaveBeenCalledTimes(1);
  });
});

describe('framed by an allowed shop', () => {
  it('knows its parent and posts only to its origin, starting with a viewport request', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    expect(await b.initEmbed({ loadConfig: async () => PRODUCTION })).toEqual({ framed: true, parentOrigin: SHOP, allowed: true, ready: true });
    expect(b.postToParent({ type: 'SCROLL_PARENT_TO_TOP' })).toBe(true);
    expect(posted).toEqual([
      { message: { type: 'REQUEST_PARENT_VIEWPORT' }, targetOrigin: SHOP },
      { message: { type: 'SCROLL_PARENT_TO_TOP' }, targetOrigin: SHOP },
    ]);
    expect(posted.every((p) => p.targetOrigin !== '*')).toBe(true);
  });

  it('allows a loopback shop in local mode only', async () => {
    frameBy(LOCAL_SHOP);
    const local = await loadBridge();
    expect((await local.initEmbed({ loadConfig: async () => LOCAL })).allowed).toBe(true);
    const production = await loadBridge();
    expect((await production.initEmbed({ loadConfig: async () => PRODUCTION })).allowed).toBe(false);
  });

  it('does not send a message that breaks its schema', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    posted = [];
    expect(b.postToParent({ type: 'DASHBOARD_IFRAME_HEIGHT', height: 99_999 })).toBe(false);
    expect(posted).toEqual([]);
  });

  it('hands valid messages from the parent to the handlers of their type', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    const loaded = vi.fn();
    const off = b.onParentMessage('CART_PAGE_LOADED', loaded);
    fromShop({ type: 'CART_PAGE_LOADED' });
    fromShop({ type: 'PARENT_VIEWPORT', width: 1280, height: 720, scrollY: 300, frameTop: -40 });
    expect(loaded).toHaveBeenCalledWith({ type: 'CART_PAGE_LOADED' });
    expect(b.$parentViewport.get()).toEqual({ width: 1280, height: 720, scrollY: 300, frameTop: -40 });
    off();
    fromShop({ type: 'CART_PAGE_LOADED' });
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('ignores other origins, other windows and malformed messages, without throwing', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    const handler = vi.fn();
    b.onParentMessage('PARENT_VIEWPORT', handler);
    const sibling = (() => {
      const f = document.createElement('iframe');
      document.body.appendChild(f);
      return f.contentWindow!;
    })();
    fromShop({ type: 'PARENT_VIEWPORT', width: 1, height: 1 }, STRANGER);
    fromShop({ type: 'PARENT_VIEWPORT', width: 1, height: 1 }, SHOP, sibling);
    for (const bad of [
      null,
      'PARENT_VIEWPORT',
      42,
      [],
      { type: 'PARENT_VIEWPORT', width: 'wide', height: 1 },
      { type: 'PARENT_VIEWPORT' },
      { type: 'hasOwnProperty' },
    ]) {
      fromShop(bad);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(b.$parentViewport.get()).toBeNull();
  });

  it('keeps messages that arrive before the origin check and replays them', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    let release!: (c: EmbedConfig) => void;
    const ready = b.initEmbed({ loadConfig: () => new Promise((r) => (release = r)) });
    const handler = vi.fn();
    b.onParentMessage('REQUEST_INITIAL_SYNC', handler);
    fromShop({ type: 'REQUEST_INITIAL_SYNC' });
    expect(handler).not.toHaveBeenCalled();
    release(PRODUCTION);
    await ready;
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('answers pet-data questions from the given source', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    posted = [];
    b.answerPetDataRequests(() => '{"pets":[{"name":"Biscuit"}]}');
    fromShop({ type: 'GET_PET_DATA' });
    fromShop({ type: 'REQUEST_INITIAL_SYNC' });
    expect(posted.map((p) => p.message)).toEqual([
      { type: 'PET_DATA_RESPONSE', data: '{"pets":[{"name":"Biscuit"}]}' },
      { type: 'SYNC_PET_DATA', data: '{"pets":[{"name":"Biscuit"}]}' },
    ]);
  });

  it('requestFromParent resolves with the validated reply', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    const reply = b.requestFromParent({ type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, 'SHOPIFY_CUSTOMER_INFO', 3_000);
    expect(posted.at(-1)).toEqual({ message: { type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, targetOrigin: SHOP });
    fromShop({
      type: 'SHOPIFY_CUSTOMER_INFO',
      customerId: '7001000000001',
      customerName: 'Sam',
      email: 'demo@example.com',
      timestamp: 1767225600,
      signature: SIGNATURE,
    });
    await expect(reply).resolves.toEqual({
      type: 'SHOPIFY_CUSTOMER_INFO',
      customerId: '7001000000001',
      customerName: 'Sam',
      customerEmail: 'demo@example.com',
      timestamp: 1767225600,
      signature: SIGNATURE,
    });
  });

  it('requestFromParent resolves null when no reply comes in time', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    vi.useFakeTimers();
    const reply = b.requestFromParent(
      {
        type: 'TRIGGER_ADD_TO_CART',
        productId: '8710529646842',
        variantId: '47100000000102',
        sellingPlanId: '690000000030',
        bagSize: 10,
        frequency: 30,
        data: '{}',
      },
      'CART_PAGE_LOADED',
      5_000,
    );
    vi.advanceTimersByTime(5_000);
    await expect(reply).resolves.toBeNull();
    fromShop({ type: 'CART_PAGE_LOADED' }); // too late: nobody is listening any more
  });

  it("reports the whole document's height on the §9 schedule, after resizes and DOM changes, once per page", async () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {
          this.targets = [];
        }
      },
    );
    frameBy(SHOP);
    const b = await loadBridge();
    await b.initEmbed({ loadConfig: async () => PRODUCTION });
    posted = [];
    const root = document.documentElement;
    let rootHeight = 1234;
    vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ top: 0, height: rootHeight, bottom: rootHeight }) as DOMRect);
    const heights = () => posted.map((p) => (p.message as { height: number }).height);
    const domChanged = async () => {
      await Promise.resolve(); // MutationObserver callbacks run as microtasks
      await Promise.resolve();
    };
    vi.useFakeTimers();
    const stop = b.reportHeight('dashboard');
    const stopSecond = b.reportHeight('free-trial'); // a second island on the page shares the first one's report
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    expect(observers[0]!.targets).toEqual([root]);
    expect(root.hasAttribute('data-fb-framed')).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(posted.map((p) => p.message)).toEqual([{ type: 'DASHBOARD_IFRAME_HEIGHT', height: 1234 }]);

    rootHeight = 9_000; // longer than the cap
    observers[0]!.callback();
    vi.advanceTimersByTime(100);
    rootHeight = 600;
    observers[0]!.callback();
    vi.advanceTimersByTime(100);
    expect(heights()).toEqual([1234, 5000, 600]);

    // A modal layer opens: the root keeps its height, its dialog reaches 950 px down.
    const layer = document.createElement('div');
    layer.setAttribute('data-frame-layer', '');
    const dialog = document.createElement('div');
    layer.appendChild(dialog);
    vi.spyOn(layer, 'getBoundingClientRect').mockImplementation(() => ({ top: 0, bottom: 600 }) as DOMRect);
    vi.spyOn(dialog, 'getBoundingClientRect').mockImplementation(() => ({ top: 32, bottom: 950 }) as DOMRect);
    document.body.appendChild(layer);
    await domChanged();
    expect(observers[0]!.targets).toContain(dialog); // a photo loading in it resizes it without any DOM change
    vi.advanceTimersByTime(100);
    layer.remove();
    await domChanged();
    vi.advanceTimersByTime(100);
    expect(heights()).toEqual([1234, 5000, 600, 950, 600]);

    stopSecond();
    rootHeight = 700;
    observers[0]!.callback();
    vi.advanceTimersByTime(100);
    expect(heights().at(-1)).toBe(700);
    stop();
    expect(observers[0]!.targets).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('framed by a page that is not an allowed shop', () => {
  it('sends nothing at all and hears nothing', async () => {
    frameBy(STRANGER);
    const b = await loadBridge();
    expect(await b.initEmbed({ loadConfig: async () => LOCAL })).toEqual({ framed: true, parentOrigin: STRANGER, allowed: false, ready: true });
    const handler = vi.fn();
    b.onParentMessage('CART_PAGE_LOADED', handler);
    fromShop({ type: 'CART_PAGE_LOADED' }, STRANGER);
    expect(b.postToParent({ type: 'SCROLL_PARENT_TO_TOP' })).toBe(false);
    await expect(b.requestFromParent({ type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, 'SHOPIFY_CUSTOMER_INFO', 10_000)).resolves.toBeNull();
    expect(b.navigateTop('https://third-party.test/phish')).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('allows nothing when the origins cannot be loaded', async () => {
    frameBy(SHOP);
    const b = await loadBridge();
    const state = await b.initEmbed({
      loadConfig: async () => {
        throw new Error('offline');
      },
    });
    expect(state.allowed).toBe(false);
    expect(posted).toEqual([]);
  });
});

describe('parent origin from the referrer', () => {
  it('is remembered for the frame’s later pages, whose referrer is our own origin', async () => {
    frameBy(SHOP);
    await (await loadBridge()).initEmbed({ loadConfig: async () => PRODUCTION });
    Object.defineProperty(document, 'referrer', { value: `${location.origin}/dashboard`, configurable: true });
    const next = await loadBridge();
    expect((await next.initEmbed({ loadConfig: async () => PRODUCTION })).parentOrigin).toBe(SHOP);
  });
});
