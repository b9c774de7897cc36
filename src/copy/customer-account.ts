/**
 * The texts of our customer account UI extensions (extensions/customer-account-*), served to
 * them as their `locales/en.default.json` (`shopify.i18n.translate(key, { … })`, `{{name}}`
 * placeholders): `npx tsx scripts/extension-locales.ts` writes the files from here and
 * tests/node/extension-locales.test.ts holds them equal. Sentences with numbers in them (the plan
 * fit) come from src/copy/plan-fit.ts itself, bundled into the extension.
 */
export const CUSTOMER_ACCOUNT_TEXTS = {
  pageTitle: 'Subscriptions & dogs',
  loading: 'Loading your subscriptions…',
  loadFailed: 'We could not load your subscriptions. Please try again.',
  noSubscriptions: 'You have no kibble subscription yet.',
  statusActive: 'Active',
  statusPaused: 'Paused',
  statusCancelled: 'Cancelled',
  nextDelivery: 'Next delivery: {{date}}',
  pausedUntil: 'Paused until {{date}}',
  pausedIndefinitely: 'Paused until you resume',
  everyDays: 'Every {{days}} days · {{price}}',
  skipNext: 'Skip this delivery',
  unskip: 'Put the skipped delivery back',
  skipped: 'Skipped: {{date}}',
  pauseUntilLabel: 'Pause until',
  pause: 'Pause',
  resume: 'Resume',
  paymentFailed: 'Your last payment did not go through. Please update your card so your next delivery can ship.',
  updatePayment: 'Update payment method',
  dogsHeading: 'Your dogs',
  dogLine: '{{calories}} kcal · {{grams}} g a day',
  weightLabel: 'Weight (kg) of {{name}}',
  saveWeight: 'Save weight',
  saving: 'Saving…',
  actionFailed: 'That did not work: {{error}}',
  manageSubscription: 'Manage subscription',
  blockNextDelivery: 'Your next kibble delivery: {{date}}',
  blockOpen: 'Subscriptions & dogs',
} as const;

export type CustomerAccountTextKey = keyof typeof CUSTOMER_ACCOUNT_TEXTS;
