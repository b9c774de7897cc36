/**
 * The mails of a dog's journey (issue 50): a birthday that changes its food, and the monthly
 * weigh-in reminder. Builders are pure; the words are src/copy/dog-journey.ts.
 */
import { birthdayNoticeText, weighInReminderText } from '../../src/copy/dog-journey';
import { switchOverMailText } from '../../src/copy/recipe-switch';
import type { BirthdayChange } from '../../src/domain/dog-journey';
import type { RecipeSwitchOver } from '../../src/domain/recipe-switch';
import type { Mail } from './mailer';

const greeting = (name: string) => `Hi ${name || 'there'},`;
/** The dashboard, opened at a dog (locally, where to look: no public address is known). */
export const dogLink = (publicUrl: string | undefined, param: 'dog' | 'weigh', petId: string) =>
  `${publicUrl ?? ''}/dashboard?${param}=${encodeURIComponent(petId)}`;

/** A birthday in the next 14 days, what it changes, and the one-tap fix on the dashboard. */
export function birthdayMail(to: string, firstName: string, change: BirthdayChange, publicUrl: string | undefined): Mail {
  const link = dogLink(publicUrl, 'dog', change.petId);
  const fix = change.fitAfter?.suggestion ? '\n\nYour dashboard has the change to your plan ready: one tap and the deliveries follow.' : '';
  return {
    to,
    kind: 'dog-birthday',
    subject: `${change.name} turns ${change.years} soon`,
    links: [link],
    text: [greeting(firstName), '', `${birthdayNoticeText(change)}.${fix}`, '', `See it on your dashboard: ${link}`].join('\n'),
  };
}

/** The monthly weigh-in reminder, linking straight to entering today's weight. */
export function weighInMail(to: string, firstName: string, pet: { id: string; name: string }, publicUrl: string | undefined): Mail {
  const link = dogLink(publicUrl, 'weigh', pet.id);
  const { subject, text } = weighInReminderText(pet.name, link);
  return { to, kind: 'weigh-in', subject, links: [link], text: `${greeting(firstName)}\n\n${text}` };
}

/** A new recipe: the day-by-day switch-over for its first bag (the checkout's ramp). */
export function recipeSwitchMail(to: string, firstName: string, switchOver: RecipeSwitchOver, publicUrl: string | undefined): Mail {
  const link = `${publicUrl ?? ''}/dashboard`;
  const { subject, text } = switchOverMailText(switchOver);
  return { to, kind: 'recipe-switch', subject, links: [link], text: `${greeting(firstName)}\n\n${text}\n\nYour plan: ${link}` };
}
