import { ATTRIBUTION_PARAMS } from '../domain/attribution-params';

/**
 * The query parameters our pages read, which `public/embed.js` passes on from the shop page's
 * address to our frame. Anything else in the shop's address (its own
 * tracking, a cart or checkout token, another app's parameters) stays with the shop.
 *
 * public/embed.js is a static, dependency-free file, so it carries its own copy of this list;
 * tests/components/embed-forwarded-params.test.tsx fails when the copy differs from this list,
 * and when this list differs from the parameters the code under src/ reads. Besides these,
 * embed.js sets the shop page's referrer and path (SHOP_REFERRER_PARAM, SHOP_PATH_PARAM) when
 * the shop page came with attribution.
 */
export const FORWARDED_PARAMS = [
  // every page that settles the session: a login link (src/stores/session.ts); `/` redirects with it
  'token',
  // /pet-calculator: the kibble to start with
  'productId',
  // /free-trial, /free-trial/choose-recipe, /choose-recipe: the dog and the customer (src/stores/trial.ts, src/domain/normalise.ts)
  'name',
  'weight',
  'lifeStage',
  'activityLevel',
  'bodyCondition',
  'customerName',
  'customerEmail',
  'discount',
  // /free-trial: the weight-limit redirect back
  'error',
  // /checkout: the checkout session and its e-mailed confirmation
  'session',
  'confirm',
  // /order-status: the order
  'order',
  // /dashboard: the dog whose weight a weigh-in reminder asks for (functions/dogs/)
  'weigh',
  // /embed-check (local mode only): which page's height messages to imitate
  'kind',
  // the trial's pages: the visit's random id, passed on from page to page (src/stores/funnel.ts)
  'visit',
  // every page: the visit's attribution (read in a loop over the one list)
  ...ATTRIBUTION_PARAMS,
] as const;
