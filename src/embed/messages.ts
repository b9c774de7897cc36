/**
 * The cross-window messages between our framed pages and the shop page around them
 * (spec 000 §7, 001 §7): one valibot schema per message, exported once and used by the frame
 * bridge (src/stores/embed.ts) on both directions. public/embed.js, the shop's side, is
 * dependency-free and mirrors these shapes by hand; docs/embedding.md lists them.
 *
 * Every message is a plain object with a `type`. Unknown keys are dropped; a message that does
 * not match its schema is ignored by the receiver, never thrown at.
 */
import * as v from 'valibot';
import { findKibble, findKibbleVariant, type Catalogue } from '../domain/catalogue';
import { planForDuration } from '../domain/plan-pick';
import { $catalogue } from '../stores/catalogue';
import { IFRAME_HEIGHT_CAP_PX } from '../domain/layout';

/** The JSON text of the pet data set (what `mfb_pet_data` holds) is never longer than this. */
export const PET_DATA_MAX_LENGTH = 200_000;
/** Longest customer name or e-mail we accept from the shop. */
export const CUSTOMER_TEXT_MAX_LENGTH = 254;
/** Longest delivery interval a selling plan can have. */
export const FREQUENCY_MAX_DAYS = 365;

const numericId = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d{1,20}$/)), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))]),
  v.transform(String),
);
const petDataText = v.pipe(v.string(), v.maxLength(PET_DATA_MAX_LENGTH));
const pixels = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000));
const only = <T extends string>(type: T) => v.object({ type: v.literal(type) });

// ─── Messages our pages send to the shop page ────────────────────────────────────────────

/** The pet data set changed (pushed after every save): `data` is its JSON text. */
export const syncPetDataMessage = v.object({ type: v.literal('SYNC_PET_DATA'), data: petDataText });
/** The answer to GET_PET_DATA: the pet data set's JSON text, or null when there is none. */
export const petDataResponseMessage = v.object({ type: v.literal('PET_DATA_RESPONSE'), data: v.nullable(petDataText) });

/**
 * Whether an Add To Cart's ids are the catalogue's: the variant is the product's, in that bag
 * size, and the selling plan is one of the shop's, at that frequency.
 */
export function addToCartAgrees(
  cat: Catalogue | null,
  m: { productId: string; variantId: string; sellingPlanId: string; bagSize: number; frequency: number },
): boolean {
  if (!cat) return false;
  const found = findKibbleVariant(cat, m.variantId);
  const plan = cat.plans.find((p) => p.id === m.sellingPlanId);
  return found?.product.id === m.productId && found.variant.bagSizeKg === m.bagSize && plan?.frequencyDays === m.frequency;
}

/**
 * Add To Cart (000 §4): the chosen kibble, bag size and delivery frequency, resolved to the
 * shop's variant and selling plan so the shop's script needs no catalogue, and the full pet
 * data set. The ids must agree with the product, bag size and frequency in the page's
 * catalogue (src/stores/catalogue.ts); without one, none is sent. Build it with
 * {@link addToCartMessage}.
 */
export const triggerAddToCartMessage = v.pipe(
  v.object({
    type: v.literal('TRIGGER_ADD_TO_CART'),
    productId: numericId,
    variantId: numericId,
    sellingPlanId: numericId,
    // Any size the shop sells: the check below holds it to the variant's.
    bagSize: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(50)),
    frequency: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FREQUENCY_MAX_DAYS)),
    data: petDataText,
  }),
  v.check((m) => addToCartAgrees($catalogue.get(), m), 'The variant and selling plan must match the product, bag size and frequency'),
);
export const closePetModalMessage = only('CLOSE_PET_MODAL');
export const scrollParentToTopMessage = only('SCROLL_PARENT_TO_TOP');
export const requestParentViewportMessage = only('REQUEST_PARENT_VIEWPORT');
export const requestShopifyCustomerInfoMessage = only('REQUEST_SHOPIFY_CUSTOMER_INFO');

const heightMessage = <T extends string>(type: T) =>
  v.object({ type: v.literal(type), height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(IFRAME_HEIGHT_CAP_PX)) });
export const dashboardIframeHeightMessage = heightMessage('DASHBOARD_IFRAME_HEIGHT');
export const freeTrialIframeHeightMessage = heightMessage('FREE_TRIAL_IFRAME_HEIGHT');
export const chooseRecipeIframeHeightMessage = heightMessage('CHOOSE_RECIPE_IFRAME_HEIGHT');

/** Every message the frame may send, by type. */
export const FRAME_MESSAGE_SCHEMAS = {
  SYNC_PET_DATA: syncPetDataMessage,
  PET_DATA_RESPONSE: petDataResponseMessage,
  TRIGGER_ADD_TO_CART: triggerAddToCartMessage,
  CLOSE_PET_MODAL: closePetModalMessage,
  SCROLL_PARENT_TO_TOP: scrollParentToTopMessage,
  REQUEST_PARENT_VIEWPORT: requestParentViewportMessage,
  REQUEST_SHOPIFY_CUSTOMER_INFO: requestShopifyCustomerInfoMessage,
  DASHBOARD_IFRAME_HEIGHT: dashboardIframeHeightMessage,
  FREE_TRIAL_IFRAME_HEIGHT: freeTrialIframeHeightMessage,
  CHOOSE_RECIPE_IFRAME_HEIGHT: chooseRecipeIframeHeightMessage,
} as const;

export type FrameMessageType = keyof typeof FRAME_MESSAGE_SCHEMAS;
/** A message our pages send, as the caller writes it. */
export type FrameMessage = { [K in FrameMessageType]: v.InferInput<(typeof FRAME_MESSAGE_SCHEMAS)[K]> }[FrameMessageType];

// ─── Messages the shop page sends to our pages ───────────────────────────────────────────

export const getPetDataMessage = only('GET_PET_DATA');
export const requestInitialSyncMessage = only('REQUEST_INITIAL_SYNC');
/** The shop has added the line and its cart is loaded: the Add To Cart overlay ends. */
export const cartPageLoadedMessage = only('CART_PAGE_LOADED');
/** The shop window's viewport, and where our frame's top edge is within it. */
export const parentViewportMessage = v.object({
  type: v.literal('PARENT_VIEWPORT'),
  width: pixels,
  height: pixels,
  scrollY: v.optional(v.pipe(v.number(), v.finite()), 0),
  frameTop: v.optional(v.pipe(v.number(), v.finite()), 0),
});

const customerText = v.pipe(v.string(), v.trim(), v.maxLength(CUSTOMER_TEXT_MAX_LENGTH));

/**
 * The customer logged in at the shop (see docs/embedding.md), vouched for one of two ways:
 * - the app's theme blocks: a `loginTicket`, the single-use login token our app proxy gave the
 *   shop page for Shopify's signed customer; our page spends it at POST /api/auth/verify;
 * - the old pasted snippet: the spec's customerId, customerName and customerEmail (older themes
 *   send `email`), the Unix `timestamp` and the HMAC-SHA256 hex `signature` over
 *   `${customerId}:${customerEmail}:${timestamp}` that POST /auth/generate-magic-link verifies.
 * A shop visitor who is not logged in is `{ customerId: null }`.
 * Output: the same flat names (`customerEmail` filled from `email` when needed), so the
 * signed fields go to POST /auth/generate-magic-link as they are.
 */
export const shopifyCustomerInfoMessage = v.pipe(
  v.object({
    type: v.literal('SHOPIFY_CUSTOMER_INFO'),
    customerId: v.nullable(numericId),
    customerName: v.optional(v.nullable(customerText)),
    customerEmail: v.optional(v.nullable(v.pipe(customerText, v.email()))),
    email: v.optional(v.nullable(v.pipe(customerText, v.email()))),
    timestamp: v.optional(v.pipe(v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,13}$/))]), v.transform(Number))),
    signature: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/), v.toLowerCase())),
    // newSecret(32) (functions/lib/ids.ts): 43 base64url characters.
    loginTicket: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{32,128}$/))),
  }),
  v.check(
    (m) => m.customerId === null || !!m.loginTicket || (!!(m.customerEmail ?? m.email) && m.timestamp !== undefined && m.signature !== undefined),
    // Never shown: a receiver drops an invalid message quietly.
    'A logged-in customer needs a ticket or a signature',
  ),
  v.transform((m): ShopCustomerInfo =>
    m.customerId === null
      ? { type: m.type, customerId: null }
      : m.loginTicket
        ? { type: m.type, customerId: m.customerId, loginTicket: m.loginTicket }
        : {
            type: m.type,
            customerId: m.customerId,
            customerName: m.customerName ?? '',
            customerEmail: (m.customerEmail ?? m.email)!,
            timestamp: m.timestamp!,
            signature: m.signature!,
          },
  ),
);

/** SHOPIFY_CUSTOMER_INFO for a customer logged in at the shop, signed by the theme. */
export interface SignedShopCustomerInfo {
  type: 'SHOPIFY_CUSTOMER_INFO';
  customerId: string;
  customerName: string;
  customerEmail: string;
  /** Unix seconds (or milliseconds) the theme signed at. */
  timestamp: number;
  /** HMAC-SHA256 hex over `${customerId}:${customerEmail}:${timestamp}`. */
  signature: string;
}
/** SHOPIFY_CUSTOMER_INFO for a customer logged in at the shop, with our app proxy's login ticket. */
export interface TicketShopCustomerInfo {
  type: 'SHOPIFY_CUSTOMER_INFO';
  customerId: string;
  /** Single use, short-lived (GET /api/auth/app-proxy/token through the proxy). */
  loginTicket: string;
}
/** SHOPIFY_CUSTOMER_INFO when nobody is logged in at the shop. */
export interface AnonymousShopCustomerInfo {
  type: 'SHOPIFY_CUSTOMER_INFO';
  customerId: null;
}

export type ShopCustomerInfo = SignedShopCustomerInfo | TicketShopCustomerInfo | AnonymousShopCustomerInfo;

/** Every message the shop page may send us, by type. */
export const PARENT_MESSAGE_SCHEMAS = {
  GET_PET_DATA: getPetDataMessage,
  REQUEST_INITIAL_SYNC: requestInitialSyncMessage,
  CART_PAGE_LOADED: cartPageLoadedMessage,
  PARENT_VIEWPORT: parentViewportMessage,
  SHOPIFY_CUSTOMER_INFO: shopifyCustomerInfoMessage,
} as const;

export type ParentMessageType = keyof typeof PARENT_MESSAGE_SCHEMAS;
/** A validated message from the shop page of the given type. */
export type ParentMessageOf<K extends ParentMessageType> = v.InferOutput<(typeof PARENT_MESSAGE_SCHEMAS)[K]>;
export type ParentMessage = { [K in ParentMessageType]: ParentMessageOf<K> }[ParentMessageType];

// ─── Parsing ─────────────────────────────────────────────────────────────────────────────

function typeOf(data: unknown): string | null {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' ? (data as { type: string }).type : null;
}

function parseWith<M extends Record<string, v.GenericSchema>>(schemas: M, data: unknown) {
  const type = typeOf(data);
  if (type === null || !Object.hasOwn(schemas, type)) return null;
  const result = v.safeParse(schemas[type]!, data);
  return result.success ? result.output : null;
}

/**
 * A message from the shop page, validated, or null for anything else (wrong shape, unknown
 * type, not an object). Never throws.
 *
 * @example
 * parseParentMessage({ type: 'PARENT_VIEWPORT', width: 1280, height: 720 })
 * // { type: 'PARENT_VIEWPORT', width: 1280, height: 720, scrollY: 0, frameTop: 0 }
 * parseParentMessage({ type: 'PARENT_VIEWPORT', width: 'wide' }) // null
 */
export function parseParentMessage(data: unknown): ParentMessage | null {
  return parseWith(PARENT_MESSAGE_SCHEMAS, data) as ParentMessage | null;
}

/**
 * A message our page is about to send, validated and stripped of unknown keys, or null when
 * it does not match its schema (a bug in the caller: it is not sent).
 *
 * @example
 * parseFrameMessage({ type: 'DASHBOARD_IFRAME_HEIGHT', height: 812 }) // { type: 'DASHBOARD_IFRAME_HEIGHT', height: 812 }
 * parseFrameMessage({ type: 'DASHBOARD_IFRAME_HEIGHT', height: 9000 }) // null (cap 5000)
 */
export function parseFrameMessage(data: unknown): v.InferOutput<(typeof FRAME_MESSAGE_SCHEMAS)[FrameMessageType]> | null {
  return parseWith(FRAME_MESSAGE_SCHEMAS, data) as v.InferOutput<(typeof FRAME_MESSAGE_SCHEMAS)[FrameMessageType]> | null;
}

// ─── Builders ────────────────────────────────────────────────────────────────────────────

/**
 * The TRIGGER_ADD_TO_CART message for a kibble, bag size and frequency, with the variant and the
 * selling plan from the catalogue: the shop's plan for a bag lasting that long
 * (`planForDuration`), and the message's frequency is that plan's. Null when the product has no
 * such bag size or the shop has no plan.
 *
 * @example
 * addToCartMessage(demo, { productId: '8710529646842', bagSize: 10, frequency: 30, data: '{"pets":[]}' })
 * // { type: 'TRIGGER_ADD_TO_CART', productId: '8710529646842', variantId: '47100000000102',
 * //   sellingPlanId: '690000000030', bagSize: 10, frequency: 30, data: '{"pets":[]}' }
 */
export function addToCartMessage(
  cat: Catalogue,
  input: {
    productId: string;
    bagSize: number;
    frequency: number;
    data: string;
  },
): Extract<FrameMessage, { type: 'TRIGGER_ADD_TO_CART' }> | null {
  const variant = findKibble(cat, input.productId)?.variants.find((x) => x.bagSizeKg === input.bagSize);
  const plan = planForDuration(cat, input.frequency);
  if (!variant || !plan) return null;
  return {
    type: 'TRIGGER_ADD_TO_CART',
    productId: input.productId,
    variantId: variant.id,
    sellingPlanId: plan.id,
    bagSize: variant.bagSizeKg,
    frequency: plan.frequencyDays,
    data: input.data,
  };
}
