/**
 * The texts of our customer account UI extensions (extensions/customer-account-*), served to
 * them as their `locales/en.default.json` (`shopify.i18n.translate(key, { … })`, `{{name}}`
 * placeholders): `npx tsx scripts/extension-locales.ts` writes the files from here and
 * tests/node/extension-locales.test.ts holds them equal. Sentences with numbers in them (the plan
 * fit) come from src/copy/plan-fit.ts itself, bundled into the extension; so do the dogs' journal
 * texts that take numbers (src/copy/dog-journey.ts), whose fixed words are taken from there below.
 */
import { DOG_JOURNEY_TEXTS as J } from './dog-journey';

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
  pauseIndefinitely: 'Pause until I resume',
  resume: 'Resume',
  paymentFailed: 'Your last payment did not go through. Please update your card so your next delivery can ship.',
  updatePayment: 'Update payment method',
  dogsHeading: 'Your dogs',
  dogLine: '{{calories}} kcal · {{grams}} g a day',
  weightLabel: 'Weight (kg) of {{name}}',
  saveWeight: 'Save weight',
  saving: 'Saving…',
  actionFailed: 'That did not work: {{error}}',
  planHeading: 'Change your plan',
  frequencyLabel: 'Deliver every',
  frequencyOption: '{{days}} days',
  changeFrequency: 'Change frequency',
  dateLabel: 'Next delivery date',
  changeDate: 'Change date',
  shipNow: 'Ship now',
  recipeLabel: 'Recipe and bag size',
  changeRecipe: 'Change recipe or bag',
  treatsHeading: 'Add treats to your next order',
  addTreat: 'Add {{title}}',
  treatAdded: 'Added to your next order: {{title}}',
  cancel: 'Cancel subscription',
  cancelOffersIntro: 'Before you go, would one of these help?',
  cancelReasonLabel: 'Why are you cancelling?',
  cancelAnyway: 'Cancel anyway',
  keepSubscription: 'Keep my subscription',
  manageSubscription: 'Manage subscription',
  quickSkipHeading: 'Skip your next delivery?',
  quickSkipText: 'Your next delivery on {{date}} will not be sent or charged. You can put it back on the Subscriptions & dogs page.',
  quickSkipDone: 'Skipped: {{date}}. Your next delivery is on {{next}}.',
  quickSkipNothing: 'There is no upcoming delivery to skip.',
  close: 'Close',
  blockNextDelivery: 'Your next kibble delivery: {{date}}',
  blockOpen: 'Subscriptions & dogs',
  // A dog's weight journal, chart and birthday (issue 50): the dashboard's words.
  journalHeading: 'Weight journal',
  journalEmpty: J.chartEmpty,
  journalDay: 'Day',
  journalKg: 'kg',
  journalGrams: 'g a day',
  journalWeightLabel: `{{name}}: ${J.weightLabel}`,
  journalDayLabel: `{{name}}: ${J.dayLabel}`,
  journalAdd: J.addWeight,
  targetLabel: J.targetLabel,
  setTarget: J.setTarget,
  remindersOff: J.remindersOff,
} as const;

export type CustomerAccountTextKey = keyof typeof CUSTOMER_ACCOUNT_TEXTS;
