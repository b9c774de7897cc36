/**
 * The answers of the shop's console (/api/console/*, functions/console/): one schema each, the
 * type the islands read and the contract documents.
 */
import * as v from 'valibot';
import { CANCEL_OFFER_KINDS } from '../cancel-offers';
import { CUSTOMER_QUERY_MAX, CUSTOMER_QUERY_MIN, FORECAST_WINDOWS } from '../console-limits';
import { plainText } from './text';

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * When the figures were computed (ISO time): the shop-wide figures come from the console's
 * snapshot, which the scheduled run writes every 15 minutes (functions/console/snapshots.ts).
 */
const asOf = v.pipe(v.string(), v.isoTimestamp());

export const consoleCustomerSchema = v.object({ id: v.string(), email: v.string(), name: v.string() });

export const failedRenewalSchema = v.object({
  subscriptionId: v.string(),
  customer: consoleCustomerSchema,
  day,
  /** What the renewal charges: its lines at their prices and the shipping, in cents. */
  amountCents: count,
  reason: v.nullable(v.string()),
  /** The automatic retry's day; null when the retries are used up. */
  nextRetry: v.nullable(day),
});

export const deadRenewalSchema = v.object({
  eventId: v.string(),
  subscriptionId: v.string(),
  customer: consoleCustomerSchema,
  day,
  deadLetteredAt: v.string(),
  /** When "Retry now" sent it back to the queue; null until then. */
  retryRequestedAt: v.nullable(v.string()),
});

export const scheduledRunSchema = v.object({
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
  outcome: v.picklist(['running', 'ok', 'failed']),
  error: v.nullable(v.string()),
});

export const consoleTodaySchema = v.object({
  today: day,
  renewals: v.object({ dueToday: count, dueThisWeek: count, billedToday: count }),
  failed: v.array(failedRenewalSchema),
  deadLettered: v.array(deadRenewalSchema),
  webhooks: v.object({ received24h: count, failed24h: count }),
  lastRun: v.nullable(scheduledRunSchema),
});

export type FailedRenewal = v.InferOutput<typeof failedRenewalSchema>;
export type DeadRenewal = v.InferOutput<typeof deadRenewalSchema>;
export type ScheduledRun = v.InferOutput<typeof scheduledRunSchema>;
export type ConsoleToday = v.InferOutput<typeof consoleTodaySchema>;

export const consoleSubscribersSchema = v.object({
  asOf,
  counts: v.object({ active: count, paused: count, cancelled: count }),
  /** Monthly recurring revenue in NZD cents (src/domain/mrr.ts). */
  mrrCents: count,
  /** Cancellations of the last 30 days by the reason given ('' when none), most first. */
  cancellations: v.array(v.object({ reason: v.string(), count })),
  /** Save offers of the last 30 days: how often each was shown, and taken. */
  offers: v.array(v.object({ kind: v.picklist(CANCEL_OFFER_KINDS), shown: count, taken: count })),
  skips: count,
  pauses: count,
  /** The 26 weeks ending today: active at each week's end, started and cancelled in it (src/domain/subscriber-trends.ts). */
  weeks: v.array(v.object({ start: day, active: count, started: count, cancelled: count })),
  /** By month of first order: how many customers, and how many (and what percentage) still subscribed after 1…12 months. */
  retention: v.array(
    v.object({
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      customers: count,
      still: v.array(v.nullable(count)),
      shares: v.array(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)))),
    }),
  ),
});
export type ConsoleSubscribers = v.InferOutput<typeof consoleSubscribersSchema>;

const kg = v.pipe(v.number(), v.minValue(0));
export const forecastSchema = v.object({
  days: v.picklist(FORECAST_WINDOWS),
  ship: v.array(v.object({ recipe: v.string(), bagKg: kg, bags: count, kg })),
  recipes: v.array(v.object({ recipe: v.string(), shipKg: kg, eatKg: kg })),
  runsOutEarly: v.object({ subscriptions: count, kg }),
  oversupplies: v.object({ subscriptions: count, kg }),
});
export const consoleForecastSchema = v.object({
  asOf,
  today: day,
  windows: v.array(forecastSchema),
  /** The next 13 weeks from today: kg and bags per recipe and bag size (src/domain/forecast-weeks.ts). */
  weeks: v.array(v.object({ start: day, lines: v.array(v.object({ recipe: v.string(), bagKg: kg, bags: count, kg })) })),
});
export type ConsoleForecast = v.InferOutput<typeof consoleForecastSchema>;

export const retryRenewalAnswerSchema = v.object({
  /** 'queued': sent back to the renewal queue now; 'already-queued': an earlier click did. */
  outcome: v.picklist(['queued', 'already-queued']),
  subscriptionId: v.string(),
  day,
});
export type RetryRenewalAnswer = v.InferOutput<typeof retryRenewalAnswerSchema>;

export const consoleConnectAnswerSchema = v.object({
  /**
   * The shop's Admin API token (docs/decisions/0013): 'exchanged' from this call's ID token,
   * 'installed' already held, 'local' no Shopify (COMMERCE=local).
   */
  admin: v.picklist(['exchanged', 'installed', 'local']),
});
export type ConsoleConnectAnswer = v.InferOutput<typeof consoleConnectAnswerSchema>;

/** `?q=`: the start of an e-mail, first or last name. */
export { CUSTOMER_QUERY_MIN, CUSTOMER_QUERY_MAX };
export const customerLookupQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    plainText,
    v.minLength(CUSTOMER_QUERY_MIN, `Type at least ${CUSTOMER_QUERY_MIN} characters of an e-mail or name.`),
    v.maxLength(CUSTOMER_QUERY_MAX, `At most ${CUSTOMER_QUERY_MAX} characters.`),
  ),
});

export type ConsoleCustomerHit = v.InferOutput<typeof consoleCustomerSchema>;
export const customerLookupAnswerSchema = v.object({ customers: v.array(consoleCustomerSchema) });

export const consoleCustomerRecordSchema = v.object({
  customer: consoleCustomerSchema,
  subscriptions: v.array(
    v.object({
      id: v.string(),
      status: v.string(),
      product: v.string(),
      every: v.string(),
      next: v.nullable(day),
      pausedUntil: v.nullable(day),
      /** Skipped deliveries still to come (staff can put them back). */
      skipped: v.array(day),
      /** The kibble bag (null: none); with `frequencyDays`, where "Change recipe or bag" starts. */
      variantId: v.nullable(v.string()),
      frequencyDays: count,
    }),
  ),
  /** Subscriptions from before contracts: staff can do what the customer can (no skip or pause). */
  legacy: v.array(
    v.object({
      id: v.string(),
      active: v.boolean(),
      product: v.string(),
      variantId: v.string(),
      frequencyDays: count,
      next: v.nullable(day),
      /** "Ship today" is offered: false in Shopify mode, where only a contract can be charged (issue 59 §7). */
      reorderNow: v.boolean(),
    }),
  ),
  dogs: v.array(v.object({ id: v.string(), name: v.string(), breed: v.string(), weightKg: v.number() })),
  orders: v.array(v.object({ id: v.string(), name: v.string(), createdAt: v.string(), totalCents: count, status: v.string() })),
  timeline: v.array(v.object({ subscriptionId: v.string(), actor: v.string(), action: v.string(), at: v.string() })),
});
export type ConsoleCustomer = v.InferOutput<typeof consoleCustomerRecordSchema>;

const funnelRowSchema = v.object({ key: v.string(), counts: v.array(count), conversions: v.array(v.nullable(v.number())) });
export const consoleCampaignsSchema = v.object({
  asOf,
  from: day,
  to: day,
  /** The funnel's steps (src/domain/funnel-report.ts REPORT_STEPS). */
  steps: v.array(v.string()),
  /** The TOP_CAMPAIGNS campaigns with the most visits (src/domain/top-campaigns.ts), most first. */
  campaigns: v.array(funnelRowSchema),
  /** Every other campaign added up, with how many they are; null when there are no others. */
  others: v.nullable(v.object({ key: v.literal('others'), campaigns: count, counts: v.array(count), conversions: v.array(v.nullable(v.number())) })),
  total: funnelRowSchema,
});
export type ConsoleCampaigns = v.InferOutput<typeof consoleCampaignsSchema>;

/** GET /api/console/overview: what the console shows on opening, in one call (the four cards' reads). */
export const consoleOverviewSchema = v.object({
  today: consoleTodaySchema,
  subscribers: consoleSubscribersSchema,
  forecast: consoleForecastSchema,
  campaigns: consoleCampaignsSchema,
});
export type ConsoleOverview = v.InferOutput<typeof consoleOverviewSchema>;
