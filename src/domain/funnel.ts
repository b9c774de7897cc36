/**
 * The funnel's events (issue 35): their names, what each may carry, and the limits of one batch
 * and one visit. Used by the pages (src/stores/funnel.ts sends them), the API
 * (POST /api/funnel-events, schema in ./schemas/funnel.ts) and the report (./funnel-report.ts).
 *
 * No event carries a name, an e-mail, an address or an IP: a random visit id (per visit, in
 * session storage), the campaign of the visit's attribution, and per event only the fields below.
 */
export const FUNNEL_EVENTS = [
  'funnel_viewed',
  'pet_entered',
  'recommendations_viewed',
  'plan_selected',
  'checkout_started',
  'trial_started',
  'order_placed',
  'plan_emailed',
] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

/**
 * The steps only the server records (issue 45): the checkout it started, the trial or order
 * that was paid. A page cannot post them, so nobody can add trials or orders to a campaign.
 */
export const SERVER_FUNNEL_EVENTS = ['checkout_started', 'trial_started', 'order_placed'] as const satisfies readonly FunnelEventName[];
/** The steps the pages post (POST /api/funnel-events). */
export const CLIENT_FUNNEL_EVENTS = FUNNEL_EVENTS.filter((name) => !(SERVER_FUNNEL_EVENTS as readonly string[]).includes(name)) as Exclude<
  FunnelEventName,
  (typeof SERVER_FUNNEL_EVENTS)[number]
>[];

/** Who wrote a stored event (migrations/0025): the visitor's page, or our server. */
export type FunnelWriter = 'client' | 'server';

/** An event: its name and, for a plan or a payment, the plan chosen and the value. Nothing else. */
export interface FunnelEvent {
  name: FunnelEventName;
  recipe?: string;
  bag_kg?: number;
  frequency_days?: number;
  /** trial_started, order_placed: what was paid today. */
  value?: number;
  currency?: 'NZD';
}

/** Events in one request (a page sends what it gathered when hidden). */
export const FUNNEL_BATCH_MAX = 20;
/** Events one visit may store: a visit that sends more is a script, not a family. */
export const FUNNEL_EVENTS_PER_VISIT = 200;
/** Raw events are kept this long (the scheduled clean-up); the daily counts stay. */
export const FUNNEL_RAW_DAYS = 90;
/** Longest recipe text and campaign an event may carry. */
export const FUNNEL_TEXT_MAX = 60;
export const FUNNEL_CAMPAIGN_MAX = 100;
