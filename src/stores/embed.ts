/**
 * The bridge between our framed pages and the shop page around them: the one module every
 * island uses for cross-window messages (spec 000 §7, 001 §7, §9).
 *
 * Safe by default: a message goes out only to the parent's own origin (never `'*'`), and only
 * when that origin is an allowed shop (`SHOP_ORIGINS`, plus loopback in local mode; see
 * src/embed/origins.ts). A message comes in only from that origin and from the parent window,
 * and only if it matches its schema (src/embed/messages.ts); anything else is dropped silently.
 *
 * Call `initEmbed()` from an island's effect (never during server rendering); it is idempotent.
 *
 * @example
 * useEffect(() => {
 *   void initEmbed();
 *   return onParentMessage('CART_PAGE_LOADED', () => setAdding(false));
 * }, []);
 */
import { atom } from 'nanostores';
import type { FunnelEvent } from '../domain/funnel';
import { HEIGHT_MESSAGE_TYPES, createHeightScheduler, type HeightKind } from '../embed/height';
import type { FrameMessage, ParentMessageOf, ParentMessageType } from '../embed/messages';
import { isAllowedShopOrigin, originOf, type EmbedConfig } from '../embed/origins';
import { documentHeight, FRAME_LAYER_ATTRIBUTE, FRAMED_ATTRIBUTE } from '../embed/document-height';

export type { HeightKind } from '../embed/height';
export type { FrameMessage, ParentMessageOf, ParentMessageType } from '../embed/messages';

export type { EmbedState } from '../embed/embed-state';
import type { EmbedState } from '../embed/embed-state';

export const $embed = atom<EmbedState>({ framed: false, parentOrigin: null, allowed: false, ready: false });

/** The shop window's viewport, from the latest PARENT_VIEWPORT (asked for when the bridge is ready). */
export interface ParentViewport {
  width: number;
  height: number;
  scrollY: number;
  /** Our frame's top edge within the shop's viewport. */
  frameTop: number;
}
export const $parentViewport = atom<ParentViewport | null>(null);

/** Messages that arrive before the allowed-origins check are kept (at most this many) and replayed. */
export const MAX_EARLY_MESSAGES = 50;
/** Where the frame remembers its parent's origin across its own navigations (referrer fallback). */
const PARENT_ORIGIN_KEY = 'mfb_parent_origin';

type Handler<K extends ParentMessageType> = (message: ParentMessageOf<K>) => void;

const handlers = new Map<ParentMessageType, Set<Handler<never>>>();
let early: MessageEvent[] = [];
let config: EmbedConfig | null = null;
let readyPromise: Promise<EmbedState> | null = null;
/**
 * The messages' schemas (valibot and the catalogue's ids), loaded by a framed page only, while the
 * allowed origins load: a page on its own never sends or reads a message, and on the trial pages
 * they were 2 KB of the first screen's JavaScript (issue 48). Until loaded nothing is allowed.
 */
let schemas: typeof import('../embed/messages') | null = null;

export interface EmbedOptions {
  /** Where the allowed origins come from; `GET /api/embed-config` by default. */
  loadConfig?: () => Promise<EmbedConfig>;
}

/** The typed API client loads with the first call, after the first screen (issue 48). */
async function fetchEmbedConfig(): Promise<EmbedConfig> {
  const { api } = await import('../lib/api-client');
  const res = await api.api['embed-config'].$get();
  if (!res.ok) throw new Error(`embed-config answered ${res.status}`);
  return res.json();
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // reading window.top can only fail across origins
  }
}

/**
 * The parent's origin: `location.ancestorOrigins` where the browser has it (Chromium, Safari),
 * else the referrer of our first page in the frame (remembered for the frame's later pages,
 * whose referrer is our own origin).
 */
function detectParentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return originOf(ancestors[0]);
  const referrer = originOf(document.referrer);
  try {
    if (referrer && referrer !== window.location.origin) {
      window.sessionStorage.setItem(PARENT_ORIGIN_KEY, referrer);
      return referrer;
    }
    return originOf(window.sessionStorage.getItem(PARENT_ORIGIN_KEY));
  } catch {
    return referrer && referrer !== window.location.origin ? referrer : null; // storage blocked
  }
}

function dispatch(event: MessageEvent): void {
  const state = $embed.get();
  if (!state.allowed || event.origin !== state.parentOrigin || event.source !== window.parent) return;
  const message = schemas?.parseParentMessage(event.data) ?? null;
  if (!message) return;
  if (message.type === 'PARENT_VIEWPORT') {
    const { width, height, scrollY, frameTop } = message;
    $parentViewport.set({ width, height, scrollY, frameTop });
  }
  for (const handler of [...(handlers.get(message.type) ?? [])]) {
    try {
      (handler as Handler<typeof message.type>)(message as never);
    } catch (err) {
      // One island's bug must not stop the others' handlers; it still surfaces as an error.
      setTimeout(() => {
        throw err;
      });
    }
  }
}

function onMessage(event: MessageEvent): void {
  if ($embed.get().ready) dispatch(event);
  else if (early.length < MAX_EARLY_MESSAGES) early.push(event);
}

/**
 * Starts the bridge once: finds out whether we are framed and by whom, listens for the
 * parent's messages, and checks the parent against the allowed shop origins. When allowed it
 * asks for the parent's viewport (which also tells the shop's script we are listening).
 * Resolves with the settled state; later calls return the same promise (their options are
 * ignored: the first call decides).
 */
export function initEmbed(options: EmbedOptions = {}): Promise<EmbedState> {
  if (readyPromise) return readyPromise;
  if (typeof window === 'undefined') return Promise.resolve($embed.get()); // server rendering: try again in the browser
  readyPromise = (async () => {
    // Loading the funnel's module keeps the visit's attribution from its first page (./attribution.ts).
    void loadFunnel();
    const framed = isFramed();
    const parentOrigin = framed ? detectParentOrigin() : null;
    $embed.set({ framed, parentOrigin, allowed: false, ready: false });
    if (framed) window.addEventListener('message', onMessage);
    const loadingSchemas = framed ? import('../embed/messages').catch(() => null) : null;
    try {
      config = await (options.loadConfig ?? fetchEmbedConfig)();
    } catch {
      config = null; // unknown origins: nothing is allowed
    }
    schemas = (await loadingSchemas) ?? null;
    const allowed = framed && schemas !== null && config !== null && isAllowedShopOrigin(parentOrigin, config);
    $embed.set({ framed, parentOrigin, allowed, ready: true });
    const queued = early;
    early = [];
    queued.forEach(dispatch);
    if (allowed) postToParent({ type: 'REQUEST_PARENT_VIEWPORT' });
    return $embed.get();
  })();
  return readyPromise;
}

/**
 * Sends a message to the shop page, with the parent's origin as `targetOrigin`. Returns false
 * and sends nothing when we are not framed, the bridge is not ready, the parent is not an
 * allowed shop, or the message does not match its schema.
 */
export function postToParent(message: FrameMessage): boolean {
  const { framed, allowed, ready, parentOrigin } = $embed.get();
  if (!framed || !allowed || !ready || !parentOrigin) return false;
  const valid = schemas?.parseFrameMessage(message) ?? null;
  if (!valid) return false;
  try {
    window.parent.postMessage(valid, parentOrigin);
    return true;
  } catch {
    return false;
  }
}

/** Calls `handler` with each valid message of `type` from the allowed parent. Returns the unsubscribe. */
export function onParentMessage<K extends ParentMessageType>(type: K, handler: Handler<K>): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler as Handler<never>);
  return () => {
    set.delete(handler as Handler<never>);
  };
}

/**
 * Sends `message` (once the bridge is ready) and resolves with the first valid `replyType`
 * message from the parent, or null after `timeoutMs` (at once when there is nobody to ask).
 *
 * @example
 * const info = await requestFromParent({ type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, 'SHOPIFY_CUSTOMER_INFO', 3000);
 * if (info?.customerId) await logInWithShopSignature(info);
 */
export function requestFromParent<K extends ParentMessageType>(message: FrameMessage, replyType: K, timeoutMs: number): Promise<ParentMessageOf<K> | null> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (reply: ParentMessageOf<K> | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      off();
      resolve(reply);
    };
    const off = onParentMessage(replyType, finish);
    const timer = setTimeout(() => finish(null), timeoutMs);
    const send = () => {
      if (!done && !postToParent(message)) finish(null);
    };
    // Sent at once when the bridge is ready, so messages keep the order they are asked in.
    if ($embed.get().ready) send();
    else void initEmbed().then(send);
  });
}

let heightReport: { users: number; stop: () => void } | null = null;

function startHeightReport(kind: HeightKind): () => void {
  const type = HEIGHT_MESSAGE_TYPES[kind];
  const root = document.documentElement;
  root.setAttribute(FRAMED_ATTRIBUTE, '');
  const scheduler = createHeightScheduler(
    kind,
    () => documentHeight(),
    (height) => postToParent({ type, height }),
  );
  // Layout changes (content, fonts, images, a new width) resize the root. A modal layer opening
  // leaves the root as it is, so DOM changes count as well, and the layer's dialog is watched
  // for size changes of its own (a photo loading in it changes no DOM).
  const resized = new ResizeObserver(() => scheduler.changed());
  resized.observe(root);
  const mutated = new MutationObserver(() => {
    for (const dialog of document.querySelectorAll(`[${FRAME_LAYER_ATTRIBUTE}] > *`)) resized.observe(dialog);
    scheduler.changed();
  });
  mutated.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    resized.disconnect();
    mutated.disconnect();
    scheduler.stop();
  };
}

/**
 * Reports the height of the whole document (src/embed/document-height.ts) to the shop page so
 * it sizes our iframe, on the §9 schedule for `kind` (src/embed/height.ts), again after every
 * change of layout or content. One report runs per page: a second island's call shares the
 * first one's. Does nothing unless framed by an allowed shop. Returns the stop function.
 */
export function reportHeight(kind: HeightKind): () => void {
  let stopped = false;
  let joined = false;
  void initEmbed().then((state) => {
    if (stopped || !state.allowed || typeof ResizeObserver === 'undefined') return;
    joined = true;
    if (heightReport) heightReport.users += 1;
    else heightReport = { users: 1, stop: startHeightReport(kind) };
  });
  return () => {
    stopped = true;
    if (!joined || !heightReport) return;
    heightReport.users -= 1;
    if (heightReport.users === 0) {
      heightReport.stop();
      heightReport = null;
    }
  };
}

/**
 * Answers the shop's pet-data questions from `getData` (the JSON text of the pet data set,
 * or null): GET_PET_DATA with PET_DATA_RESPONSE, REQUEST_INITIAL_SYNC with SYNC_PET_DATA.
 * Returns the unsubscribe.
 */
export function answerPetDataRequests(getData: () => string | null): () => void {
  const offGet = onParentMessage('GET_PET_DATA', () => {
    postToParent({ type: 'PET_DATA_RESPONSE', data: getData() });
  });
  const offSync = onParentMessage('REQUEST_INITIAL_SYNC', () => {
    const data = getData();
    if (data !== null) postToParent({ type: 'SYNC_PET_DATA', data });
  });
  return () => {
    offGet();
    offSync();
  };
}

/**
 * A page of the shop: on the parent's origin when framed by an allowed shop, otherwise on the
 * configured store domain. Null until the bridge is ready.
 *
 * @example
 * shopUrl('/account/login?return_to=%2Fpages%2Fdashboard') // 'https://furbaby.co.nz/account/login?return_to=%2Fpages%2Fdashboard'
 */
export function shopUrl(path: string): string | null {
  const { ready, allowed, parentOrigin } = $embed.get();
  if (!ready) return null;
  if (allowed && parentOrigin) return new URL(path, parentOrigin).href;
  return config ? new URL(path, `https://${config.storeDomain}`).href : null;
}

/**
 * Sends the top-level window to `url`: the shop page when framed by an allowed shop (the
 * browser allows this after the visitor has clicked in our frame), our own window otherwise.
 * Used for the shop's logout page and the external checkout. Returns whether it went.
 */
export function navigateTop(url: string): boolean {
  const { framed, allowed } = $embed.get();
  try {
    if (!framed) window.location.assign(url);
    else if (allowed && window.top) window.top.location.href = url;
    else return false;
    return true;
  } catch {
    return false; // the browser refused (no user activation)
  }
}

/**
 * A funnel event (issue 35, src/domain/funnel.ts): the sender (./funnel.ts, with the visit's
 * attribution) loads on first use, after the first paint, so the trial pages' initial JavaScript
 * stays within its budget; events keep their order. Here, with the bridge: framed, the events
 * also go to the shop page (FUNNEL_EVENT, ./funnel.ts).
 */
export const loadFunnel = () =>
  import('./funnel').then((m) => {
    m.bridgeFunnelToShop($embed);
    return m;
  });

/** Called from effects and handlers only (in the browser). */
export function trackFunnel(event: FunnelEvent): void {
  void loadFunnel().then((m) => m.queueFunnelEvent(event));
}
