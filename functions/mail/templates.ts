/**
 * Every mail we send, subject and text, in one place: the login link, the card-update link, the
 * checkout confirmation for an existing account, the new subscriber's login link, the feeding
 * plan, the pause's end, and a dog's journey (a birthday that changes its food, the monthly
 * weigh-in reminder, a new recipe's switch-over). Builders are pure; the mailers (./index.ts)
 * deliver what they return. A sentence a screen also shows (the birthday notice, the switch-over's
 * days) is imported from src/copy/ so that both say the same.
 */
import { CUP_GRAMS_RECIPE_PAGES, cupsPerDay, isIncludedInFamilyPlan } from '../../src/domain/feeding';
import { formatNzd } from '../../src/domain/money';
import { lowestPricePerDay, recommendedPlan } from '../../src/domain/plans';
import { LOGIN_TOKEN_MINUTES } from '../db/login-tokens';
import type { FeedingPlanMessage } from './feeding-plan-message';
import { formatLongDateUS } from '../../src/domain/dates';
import { birthdayNoticeText } from '../../src/copy/dog-journey';
import { switchOverDayText, switchOverIntro } from '../../src/copy/recipe-switch';
import type { BirthdayChange } from '../../src/domain/dog-journey';
import type { RecipeSwitchOver } from '../../src/domain/recipe-switch';
import type { Mail } from './mailer';

const greeting = (name: string) => `Hi ${name || 'there'},`;

/** The dashboard's login link (POST /auth/request-link and friends). */
export function loginLinkMail(to: string, name: string, link: string): Mail {
  return {
    to,
    kind: 'login-link',
    subject: 'Your Furbaby Plans login link',
    links: [link],
    text: [
      greeting(name),
      '',
      `Use this link to log in to your Furbaby Plans dashboard. It works once and expires in ${LOGIN_TOKEN_MINUTES} minutes:`,
      '',
      link,
      '',
      "If you didn't ask for it, you can ignore this e-mail.",
    ].join('\n'),
  };
}

/** Update billing: the link to update the card we charge. */
export function paymentUpdateMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    kind: 'payment-update',
    subject: 'Update your payment details',
    links: [link],
    text: [
      greeting(firstName),
      '',
      'You asked to update the card we charge for your Furbaby Plans subscription. Use this link to update it:',
      '',
      link,
      '',
      'If a payment failed, retry it from your dashboard once the card is updated.',
    ].join('\n'),
  };
}

/** A checkout made with an existing account's e-mail is placed only from this link. */
export function checkoutConfirmMail(to: string, link: string, what: string, minutes: number): Mail {
  return {
    to,
    kind: 'checkout-confirm',
    subject: 'Confirm your Furbaby Plans order',
    links: [link],
    text: [
      'Hi,',
      '',
      `Someone started a checkout for ${what} with this e-mail address, which already has a Furbaby Plans account.`,
      `Nothing has been ordered or charged yet. If it was you, open this link within ${minutes} minutes to place the order in your account:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: nothing will happen and your account is unchanged.',
    ].join('\n'),
  };
}

/** After a checkout: the order number and a one-time login link to the dashboard. */
export function orderLoginLinkMail(to: string, firstName: string, orderNumber: number, link: string): Mail {
  return {
    to,
    kind: 'login-link',
    subject: `Order #${orderNumber} confirmed: log in to your Furbaby Plans dashboard`,
    links: [link],
    text: [
      greeting(firstName),
      '',
      `Thank you for your order #${orderNumber}. Your subscription is set up.`,
      '',
      `Use this link to log in to your dashboard, where you can see your order and manage your subscription. It works once and expires in ${LOGIN_TOKEN_MINUTES} minutes (you can always ask for a new one on the dashboard):`,
      '',
      link,
    ].join('\n'),
  };
}

export const FEEDING_PLAN_SUBJECT = "Your furbaby's feeding plan";
/** The page a feeding-plan mail links back to. */
export const FEEDING_GUIDE_PATH = '/get-started';

const grouped = new Intl.NumberFormat('en-NZ');

/**
 * The plan as plain text: each included dog's calories, grams and cups a day (120 g cups, as
 * on the feeding guide), the family's kibble total, and each recipe's recommended plan.
 */
export function feedingPlanText(message: FeedingPlanMessage, link: string): string {
  const { petData, recommendations } = message;
  const pets = petData.pets.filter(isIncludedInFamilyPlan);
  const lines = ['Hi there,', '', 'Here is the feeding plan you asked for.', ''];
  for (const p of pets) {
    lines.push(
      `${p.name}: ${grouped.format(p.kibble_calories_per_day)} calories/day, ${grouped.format(p.kibble_grams_per_day)} g/day, ${cupsPerDay(p.kibble_grams_per_day, CUP_GRAMS_RECIPE_PAGES)} cups/day`,
    );
  }
  if (pets.length > 1) {
    lines.push(
      '',
      `All together: ${grouped.format(petData.total_subscribed_calories_per_day)} calories/day, ${grouped.format(petData.total_subscribed_grams_per_day)} g/day, ${cupsPerDay(petData.total_subscribed_grams_per_day, CUP_GRAMS_RECIPE_PAGES)} cups/day`,
    );
  }
  if (recommendations.length > 0) {
    lines.push('', 'Recommended plans:');
    for (const r of recommendations) {
      const plan = recommendedPlan(r.plans);
      if (plan) {
        lines.push(
          `- ${r.title}: a ${plan.bag_size} kg bag every ${plan.frequency} days, ${formatNzd(plan.subscriptionPrice)} (${formatNzd(plan.subscriptionPricePerDay)}/day)`,
        );
      }
    }
    const lowest = lowestPricePerDay(recommendations.flatMap((r) => r.plans));
    if (lowest !== null) lines.push('', `Plans from ${formatNzd(lowest)} per day.`);
  }
  lines.push('', 'See or change the plan:', link);
  return lines.join('\n');
}

/** The feeding plan the visitor asked for (the feeding guide's e-mail form). */
export function feedingPlanMail(message: FeedingPlanMessage, link: string): Mail {
  return { to: message.email, subject: FEEDING_PLAN_SUBJECT, text: feedingPlanText(message, link), links: [link], kind: 'feeding-plan' };
}

/**
 * A pause until a date ends in a few days (functions/billing/pause-until.ts). The dashboard link
 * when our public address is known (production); locally the mail says where to look.
 */
export function pauseEndingMail(to: string, firstName: string, day: string, origin: string): Mail {
  const link = `${origin}/dashboard`;
  return {
    to,
    kind: 'pause-ending',
    subject: 'Your kibble deliveries start again soon',
    links: [link],
    text: [
      greeting(firstName),
      '',
      `Your paused subscription starts again on ${formatLongDateUS(day)}: your next order will be charged and shipped that day.`,
      '',
      `To change the date, pause again or skip a delivery, visit your dashboard: ${link}`,
    ].join('\n'),
  };
}

/** The dashboard, opened at a dog; `origin`: absolute (mailOrigin, functions/env.ts). */
export const dogLink = (origin: string, param: 'dog' | 'weigh', petId: string) => `${origin}/dashboard?${param}=${encodeURIComponent(petId)}`;

/** A birthday in the next 14 days, what it changes, and the one-tap fix on the dashboard. */
export function birthdayMail(to: string, firstName: string, change: BirthdayChange, origin: string): Mail {
  const link = dogLink(origin, 'dog', change.petId);
  const fix = change.fitAfter?.suggestion ? '\n\nYour dashboard has the change to your plan ready: one tap and the deliveries follow.' : '';
  return {
    to,
    kind: 'dog-birthday',
    subject: `${change.name} turns ${change.years} soon`,
    links: [link],
    text: [greeting(firstName), '', `${birthdayNoticeText(change)}.${fix}`, '', `See it on your dashboard: ${link}`].join('\n'),
  };
}

/**
 * The monthly weigh-in reminder, linking straight to entering today's weight.
 *
 * @example
 * weighInMail('a@b.nz', 'Ann', { id: 'pet_1', name: 'Biscuit' }, 'https://shop').subject // 'Time to weigh Biscuit'
 */
export function weighInMail(to: string, firstName: string, pet: { id: string; name: string }, origin: string): Mail {
  const link = dogLink(origin, 'weigh', pet.id);
  const name = pet.name;
  return {
    to,
    kind: 'weigh-in',
    subject: `Time to weigh ${name}`,
    links: [link],
    text: [
      greeting(firstName),
      '',
      `It's been a month: pop ${name} on the scales and enter today's weight, so the food keeps up.`,
      '',
      link,
      '',
      `Don't want these? Turn them off for ${name} on the dashboard.`,
    ].join('\n'),
  };
}

/** A new recipe: the day-by-day switch-over for its first bag (the checkout's ramp). */
export function recipeSwitchMail(to: string, firstName: string, s: RecipeSwitchOver, origin: string): Mail {
  const link = `${origin}/dashboard`;
  const days = s.days.map((d) => switchOverDayText(d, s.toName, s.fromName));
  return {
    to,
    kind: 'recipe-switch',
    subject: `Switching from ${s.fromName} to ${s.toName}, day by day`,
    links: [link],
    text: [greeting(firstName), '', switchOverIntro(s), '', ...days, '', `Your plan: ${link}`].join('\n'),
  };
}
