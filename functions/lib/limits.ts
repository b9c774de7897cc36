/**
 * The rate limits, the photo quota and the scheduled clean-up that keep anonymous callers (and
 * one customer) from growing the database without bound. Rates are per fixed window
 * (functions/db/rate-limits.ts); production is strict, local mode (tests, `npm start`, e2e —
 * every caller shares the client bucket 'unknown' there) generous enough for a whole test file or
 * e2e run.
 *
 * The other limits live beside the rule or the code they bound. This is the index of them all:
 * - Rates: the login links' request limits, LOGIN_LIMIT_DEFAULTS in functions/env.ts
 *   (configuration), counted by `limitLoginLinkRequests` and, for the console's "Send login
 *   link", `limitLoginLinksTo` in functions/limits/rate-limit.ts; checking a link, LINK_INFO_LIMITS
 *   in functions/auth/login-link-info.ts; the cancel offers' and the weighings' `limitPerCustomer`
 *   (functions/limits/rate-limit.ts; CANCEL_OFFER_LIMITS, WEIGHING_LIMITS below) and the anonymous
 *   callers' `limitCaller` and `limitDistinct`
 *   (functions/limits/anonymous-limits.ts) count the figures below; a checkout's confirmation mails,
 *   CHECKOUT_CONFIRM_MAX_MAILS in src/domain/checkout-confirmation.ts; a visit's funnel events,
 *   FUNNEL_EVENTS_PER_VISIT in src/domain/funnel.ts.
 * - Lifetimes: SESSION_DAYS in functions/auth/session.ts; LOGIN_TOKEN_MINUTES and
 *   LOGIN_TICKET_MINUTES in functions/auth/login-tokens.ts; SIGNATURE_MAX_AGE_MS and
 *   SIGNATURE_MAX_SKEW_MS in functions/lib/shop-signature.ts; IDEMPOTENCY_KEY_TTL_HOURS in
 *   functions/db/idempotency.ts; SCHEDULED_RUN_KEEP_DAYS in functions/db/scheduled-runs.ts;
 *   TEMP_PET_DATA_TTL_SECONDS in functions/db/temp-pet-data.ts; LOCK_TTL_MS (the busy lock) in
 *   functions/db/locks.ts; UNATTACHED_PHOTO_TTL_MS in functions/db/photos.ts;
 *   CHECKOUT_SESSION_TTL_HOURS in src/domain/checkout.ts; CHECKOUT_CONFIRM_MINUTES in
 *   src/domain/checkout-confirmation.ts; FUNNEL_RAW_DAYS in src/domain/funnel.ts; the customer
 *   account's session token, SESSION_TOKEN_SECONDS in
 *   functions/shopify/customer-account/sign-session-token.ts, and the longest one accepted,
 *   SESSION_TOKEN_MAX_SECONDS in functions/shopify/customer-account/session-token.ts; the
 *   console's ID tokens, ID_TOKEN_MAX_SECONDS in functions/shopify/app/library.ts; the app install's OAuth state,
 *   STATE_MAX_AGE_SECONDS in functions/routes/shopify-app.ts.
 * - Sizes: REQUEST_BODY_MAX_BYTES in functions/http/body-limit.ts; the photo uploads' bytes in
 *   src/domain/photo-upload.ts and their sides in src/domain/photo.ts; each field's length and
 *   each list's count in the request schemas (src/domain/schemas/*.ts, src/domain/pet-values.ts,
 *   src/domain/attribution.ts); a record id in a path, `recordId` in
 *   functions/http/record-params.ts; a funnel request's events and texts (FUNNEL_BATCH_MAX,
 *   FUNNEL_TEXT_MAX, FUNNEL_CAMPAIGN_MAX, src/domain/funnel.ts); a weighing and the entries a
 *   browser keeps per dog (JOURNAL_WEIGHT_MIN_KG, JOURNAL_WEIGHT_MAX_KG, LOCAL_ENTRIES_MAX,
 *   src/domain/weight-journal.ts); a dog's journal: its days (JOURNAL_YEARS_BACK), its entries
 *   (JOURNAL_ENTRIES_MAX), the window its answers carry (CHART_MONTHS) and the pages of older
 *   entries (JOURNAL_PAGE_SIZE), src/domain/weight-journal.ts; the trial's dog fields passed to the recipe page (DOG_FIELD_MAX,
 *   functions/routes/trial-post.ts); the frame's messages in src/embed/messages.ts; pages of
 *   orders (ORDER_PAGE_MAX, src/domain/schemas/order.ts) and of the activity log
 *   (src/domain/activity.ts); the saved addresses offered on the customer account page
 *   (SAVED_ADDRESSES_MAX, src/domain/saved-addresses.ts); the app proxy's cached pages
 *   (MAX_CACHED_PAGES, functions/shopify/proxy/page.ts); the frame's messages kept before the
 *   origins check (MAX_EARLY_MESSAGES, src/stores/embed.ts).
 * - The shop's rules that bound a value (beside their formula, not limits on callers): the
 *   weights (FREE_TRIAL_MAX_WEIGHT_KG, RECIPE_PAGE_MAX_WEIGHT_KG, src/domain/weight.ts), the
 *   trial's free portion (TRIAL_FREE_PORTION_MAX_KG, src/domain/trial.ts), a legacy frequency
 *   (LEGACY_FREQUENCY_MAX_DAYS, src/domain/frequency.ts), a kibble share (KIBBLE_PERCENT_MAX,
 *   src/domain/feeding.ts), a cancel offer's discount (CANCEL_OFFER_DISCOUNT_MAX_PERCENT,
 *   src/domain/cancel-offers.ts).
 * - The scheduled work's pages: the renewal queue's PAGE_SIZE and SEND_BATCH_SIZE in
 *   functions/billing/renewal-queue.ts, PAUSE_UNTIL_PAGE_SIZE in functions/billing/pause-until.ts,
 *   DUNNING_PAGE_SIZE in functions/billing/dunning.ts, REMINDER_PAGE_SIZE in
 *   functions/dogs/weigh-in-reminders.ts, BIRTHDAY_PAGE_SIZE in functions/dogs/birthdays.ts, the
 *   clean-up's CLEANUP.batch below and UNATTACHED_BATCH in functions/db/photos.ts; the queues'
 *   batch sizes and retries in wrangler.toml, their retry delays in
 *   functions/billing/renewal-queue.ts and functions/shopify/webhooks/queue.ts.
 * - The shop's console: src/domain/console-limits.ts, functions/console/customers.ts and
 *   functions/console/catalogue.ts (Plans & recipes' lists); a recipe's feeding facts: src/domain/feeding-facts.ts.
 * - Shopify: STAMP_MAX_SKEW_MS in functions/shopify/webhooks/stamps.ts, UNINSTALL_FRESH_DAYS in
 *   functions/shopify/webhooks/uninstall.ts, the webhook payloads' bounds in
 *   functions/shopify/webhooks/payloads.ts; the Admin API's attempts and timeout (MAX_ATTEMPTS,
 *   ADMIN_TIMEOUT_MS) in functions/shopify/clients/admin-client.ts.
 */

/** POST /api/pets/checkout-url: a checkout session per call. A family tries a few recipes. */
export const CHECKOUT_URL_LIMITS = {
  production: { perClient: 30, perMailbox: 10, windowMinutes: 60 },
  local: { perClient: 300, perMailbox: 50, windowMinutes: 60 },
} as const;

/** POST /api/pets/temp-store: one row per browser cookie; a new cookie is a new row. */
export const TEMP_STORE_LIMITS = {
  production: { perClient: 60, windowMinutes: 60 },
  local: { perClient: 300, windowMinutes: 60 },
} as const;

/** POST /api/email-plan: plan mails per mailbox and per client; enough for a family, too few for spam. */
export const PLAN_MAIL_LIMITS = {
  production: { perMailbox: 5, perClient: 30, windowMinutes: 60 },
  local: { perMailbox: 100, perClient: 1000, windowMinutes: 60 },
} as const;

/** POST /api/funnel-events: a page sends its events when hidden, a few batches a page at most. */
export const FUNNEL_EVENT_LIMITS = {
  production: { perClient: 300, windowMinutes: 60 },
  local: { perClient: 5000, windowMinutes: 60 },
} as const;

/**
 * POST /subscriptions/:id/cancel-offers and …/accept, per login session (so local mode needs no
 * figures of its own): the 'Bye for now!' dialog asks once each time it opens. Showing offers is
 * logged at most once a day per subscription unless they change; this bounds the calls too.
 */
export const CANCEL_OFFER_LIMITS = { perCustomer: 30, windowMinutes: 60 } as const;

/**
 * POST /api/pets/:id/weights and …/journey, at every door (the dashboard, the customer account,
 * the console's staff weighing), per customer (`limitPerCustomer`): a family weighs a few dogs
 * and enters a vet's history now and then; issue 59 found 1,500 days written in one session.
 */
export const WEIGHING_LIMITS = { perCustomer: 60, windowMinutes: 60 } as const;

/**
 * Photos one customer may keep. A pet has one photo (PETS_MAX = 20) and a replaced or unsaved
 * upload is removed within a day (functions/db/photos.ts), so twice that leaves room to retry.
 */
export const PHOTO_QUOTA = { perCustomer: 40, bytesPerCustomer: 200 * 1024 * 1024 } as const;

/** The Shopify app's install URL and OAuth callback, per client (a merchant opens them a few times). */
export const INSTALL_REQUEST_LIMITS = {
  production: { perClient: 20, windowMinutes: 10 },
  local: { perClient: 200, windowMinutes: 10 },
} as const;

/** The console's "Send login link": per customer mailbox, sharing the customer's own login-link count. */
export const CONSOLE_LOGIN_LINK_LIMITED_MESSAGE = 'This customer has been sent enough login links for now. Please wait a few minutes and try again.';

/** Distinct campaigns one client may open in the funnel's counts per window: a family has one or two. */
export const FUNNEL_CAMPAIGN_LIMITS = {
  production: { perClient: 10, windowMinutes: 24 * 60 },
  local: { perClient: 40, windowMinutes: 24 * 60 },
} as const;

/** What the scheduled clean-up removes, and at most how many rows per table per run (every 15 minutes). */
export const CLEANUP = {
  /** An expired checkout nobody completed is kept this long, so its link still says 'expired'. */
  checkoutGraceHours: 24,
  /** Outbox mail (the dev mailbox reads it) older than this is deleted. */
  outboxDays: 14,
  /** The app's event log (installs, refusals, refreshes) is kept this long. */
  appEventDays: 90,
  batch: 500,
} as const;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a while and try again.';
export const CHECKOUT_LIMITED_MESSAGE = 'Too many checkouts started. Please wait a while and try again.';
export const FUNNEL_LIMITED_MESSAGE = 'Too many events. Please wait a while.';
export const FUNNEL_CAMPAIGNS_MESSAGE = 'Too many campaigns from one place. Please wait a while.';
export const INSTALL_LIMITED_MESSAGE = 'Too many install requests. Please wait a few minutes and open the app again from the shop’s admin.';
export const FUNNEL_VISIT_FULL_MESSAGE = 'This visit has sent all the events it may.';
export const PLAN_MAIL_LIMITED_MESSAGE = 'Too many feeding plans sent. Please wait a while and try again.';
export const PHOTO_QUOTA_MESSAGE = `You have reached the limit of ${PHOTO_QUOTA.perCustomer} photos. Photos you replaced or did not save are cleared within a day; please try again later.`;
