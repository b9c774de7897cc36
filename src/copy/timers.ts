/**
 * Every delay and timeout of the screens (spec 000 §9, 001 §9), in milliseconds, in one place
 * so the islands and their tests agree on them.
 */
export const TIMERS_MS = {
  /** The calculator saves 500 ms after the last weight keystroke. */
  saveDebounce: 500,
  /** The add-to-cart overlay gives up waiting for CART_PAGE_LOADED. */
  addToCartOverlay: 5_000,
  /** Lazy bundle chunks fail after this long. */
  chunkLoadTimeout: 120_000,
  /** The free-trial form's loading overlay shows at most this long. */
  freeTrialOverlay: 5_000,
  /** The mobile edit screen simulates its save for this long. */
  mobileSave: 1_000,
  /** 'Pet updated successfully!' stays this long. */
  successNotice: 3_000,
  /** The recipe pages' 45 kg notice stays this long. */
  weightNotice: 2_000,
  /** A campaign code that did not apply is said this long before the checkout opens. */
  discountNotice: 4_000,
  /** The checkout overlay's loading messages rotate this often. */
  loadingMessageRotate: 1_000,
  /** 'Email Sent Successfully' closes itself after this long. */
  emailSentDialog: 10_000,
  /** Trial and recipe pages report their height this long after a change. */
  trialIframeHeight: 500,
  /** The dashboard first reports its height after this long… */
  dashboardIframeHeightFirst: 3_000,
  /** …then this long after each content change. */
  dashboardIframeHeightChange: 100,
} as const;
