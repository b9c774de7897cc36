/**
 * public/embed.js publishes our frame's funnel events (FUNNEL_EVENT, issue 35) as Shopify custom
 * events, `Shopify.analytics.publish('furbaby_<name>', payload)`, only while the shop's Customer
 * Privacy API says `analyticsProcessingAllowed()`: with consent refused, or no consent API,
 * nothing reaches the shop's analytics. The file itself runs here, in jsdom.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP, loadEmbed, unloadEmbed } from './embed-script';

const VISIT = 'k3j9x0a7b2c4d6e8f1g5h8i2';

/** A storefront's Shopify object: the privacy API comes with loadFeatures, as on a real one. */
function storefront(consent: { allowed: boolean } | null) {
  const publish = vi.fn();
  const loadFeatures = vi.fn((_features: unknown, done: (error: unknown) => void) => {
    if (consent) shopify.customerPrivacy = { analyticsProcessingAllowed: () => consent.allowed };
    done(consent ? null : new Error('consent-tracking-api unavailable'));
  });
  const shopify: Record<string, unknown> = { loadFeatures, analytics: { publish } };
  (window as { Shopify?: unknown }).Shopify = shopify;
  return { publish, loadFeatures };
}

/** Our frame posts a funnel event to the shop page (or someone else does, from `origin`). */
function post(frame: HTMLIFrameElement, event: Record<string, unknown>, origin = APP) {
  const data = { type: 'FUNNEL_EVENT', visitId: VISIT, event };
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

const PLAN = { name: 'plan_selected', recipe: '8710529646842', bag_kg: 5, frequency_days: 28 };

describe('embed.js publishes funnel events only with the visitor’s consent', () => {
  afterEach(() => {
    unloadEmbed();
    delete (window as { Shopify?: unknown }).Shopify;
  });

  it('with consent: each event as furbaby_<name>, with the visit id and only the plan’s fields', () => {
    const { publish, loadFeatures } = storefront({ allowed: true });
    const frame = loadEmbed('/pages/free-trial');
    post(frame, { name: 'funnel_viewed' });
    post(frame, { ...PLAN, email: 'aroha@example.com', customerName: 'Aroha' });
    expect(loadFeatures).toHaveBeenCalledWith([{ name: 'consent-tracking-api', version: '0.1' }], expect.any(Function));
    expect(publish.mock.calls).toEqual([
      ['furbaby_funnel_viewed', { visit_id: VISIT }],
      ['furbaby_plan_selected', { visit_id: VISIT, recipe: PLAN.recipe, bag_kg: 5, frequency_days: 28 }],
    ]);
  });

  it('with consent refused: nothing; once the visitor accepts, the events after it', () => {
    const consent = { allowed: false };
    const { publish } = storefront(consent);
    const frame = loadEmbed('/pages/free-trial');
    post(frame, { name: 'funnel_viewed' });
    post(frame, PLAN);
    expect(publish).not.toHaveBeenCalled();

    consent.allowed = true;
    post(frame, { name: 'checkout_started' });
    expect(publish.mock.calls).toEqual([['furbaby_checkout_started', { visit_id: VISIT }]]);
  });

  it('without a consent API: nothing', () => {
    const { publish } = storefront(null);
    post(loadEmbed('/pages/free-trial'), { name: 'funnel_viewed' });
    expect(publish).not.toHaveBeenCalled();
  });

  it('an unknown event, or one from another origin, is not published even with consent', () => {
    const { publish } = storefront({ allowed: true });
    const frame = loadEmbed('/pages/free-trial');
    post(frame, { name: 'card_entered' });
    post(frame, { name: 'funnel_viewed' }, 'https://evil.example');
    expect(publish).not.toHaveBeenCalled();
  });
});
