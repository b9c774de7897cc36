/**
 * What a dog's birthday changes, and when its owner is reminded to weigh it (issue 50). The
 * boundaries and their days are ./life-stage-dates.ts; the journal and chart ./weight-journal.ts.
 *
 * The numbers of a birthday notice come from the formulas the rest of the shop uses: the dog's
 * daily grams before and after from `petFeeding` (only the life stage differs), and how long
 * the next delivery lasts from `planFit` with the family as it is and as it will be, so the
 * notice, the plan-fit card and its one-tap fix always agree.
 */
import type { Catalogue } from './catalogue';
import { petFeeding } from './feeding';
import type { BoundaryCrossing } from './life-stage-dates';
import { lifeStageOn } from './life-stage-dates';
import type { LifeStage } from './pet-values';
import { planFit, type PlanFit, type PlanFitPet } from './plan-fit';
import { addInterval } from './renewals';

/** Subscription statuses that still deliver or will again; a customer with none of them (and some subscription) has cancelled. */
export const LIVE_SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** A dog as the birthday rule sees it. */
export type JourneyPet = PlanFitPet & { id: string; name: string; dob?: string | null; sex?: string | null; life_stage?: LifeStage | string | null };

/** The subscription a notice measures the next delivery by (plan fit's input without the pets). */
export interface JourneyPlan {
  catalogue: Catalogue;
  kcalPerKg: number;
  bagKg: number;
  frequency: number;
  nextDelivery: string | null;
}

/** What a birthday changes for one dog. */
export interface BirthdayChange {
  petId: string;
  name: string;
  sex: string | null;
  /** Whole years on the day. */
  years: number;
  day: string;
  from: LifeStage;
  to: LifeStage;
  gramsBefore: number;
  gramsAfter: number;
  /** Days the next delivery lasts now and after the birthday; null without a plan or eater. */
  daysBefore: number | null;
  daysAfter: number | null;
  /** Plan fit of the family after the birthday (its `suggestion` is the one-tap fix); null without a plan. */
  fitAfter: PlanFit | null;
}

/**
 * The family with one dog at another life stage.
 *
 * @example
 * withLifeStage([{ id: 'a', weight: 10, life_stage: 'puppy' }], 'a', 'adult')[0].life_stage // 'adult'
 */
export function withLifeStage<P extends { id: string }>(pets: readonly P[], petId: string, stage: LifeStage): (P & { life_stage: LifeStage })[] {
  return pets.map((p) => (p.id === petId ? { ...p, life_stage: stage } : (p as P & { life_stage: LifeStage })));
}

/**
 * The change a boundary brings to one dog of a family, measured against a plan when there is one.
 *
 * @example
 * birthdayChange([{ id: 'b', name: 'Biscuit', weight: 10, life_stage: 'puppy' }], 'b', crossing, null).gramsAfter // 163 (326 before)
 */
export function birthdayChange(pets: readonly JourneyPet[], petId: string, crossing: BoundaryCrossing, plan: JourneyPlan | null): BirthdayChange | null {
  const pet = pets.find((p) => p.id === petId);
  if (!pet) return null;
  const { from, to, years } = crossing.boundary;
  const kcal = plan?.kcalPerKg;
  const before = withLifeStage(pets, petId, from);
  const after = withLifeStage(pets, petId, to);
  const fitBefore = plan ? planFit({ ...plan, pets: before }) : null;
  const fitAfter = plan ? planFit({ ...plan, pets: after }) : null;
  return {
    petId,
    name: pet.name,
    sex: pet.sex ?? null,
    years,
    day: crossing.day,
    from,
    to,
    gramsBefore: petFeeding({ ...pet, life_stage: from }, kcal).kibble_grams_per_day,
    gramsAfter: petFeeding({ ...pet, life_stage: to }, kcal).kibble_grams_per_day,
    daysBefore: fitBefore?.daysPerBag ?? null,
    daysAfter: fitAfter?.daysPerBag ?? null,
    fitAfter,
  };
}

/**
 * Whether every subscription a customer had is over: such a customer gets no weigh-in reminder.
 * A customer who never subscribed has not cancelled.
 *
 * @example
 * isCancelledCustomer(['CANCELLED', 'EXPIRED']) // true
 * isCancelledCustomer(['CANCELLED', 'PAUSED']) // false
 * isCancelledCustomer([]) // false
 */
export function isCancelledCustomer(statuses: readonly string[]): boolean {
  return statuses.length > 0 && !statuses.some((s) => (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(s));
}

/** What the reminder rule needs of a dog. */
export interface ReminderDog {
  dob?: string | null;
  life_stage?: LifeStage | string | null;
  targetKg?: number | null;
  remindersOff?: boolean;
  /** The shop month ('YYYY-MM') of the last reminder sent for this dog, if any. */
  lastReminderMonth?: string | null;
  /** The day the dog was added, and the day of its latest weighing ('YYYY-MM-DD'), if known. */
  addedOn?: string | null;
  lastWeighedOn?: string | null;
}

/**
 * No weigh-in reminder within this many days of a dog being added or weighed: an owner who just
 * entered the weight is not asked for it again (issue 61 §5: "weigh Poppy" came 2 minutes after sign-up).
 */
export const REMINDER_QUIET_DAYS = 21;

/**
 * The month a reminder counts against: the shop day's 'YYYY-MM'. One reminder per dog per month.
 *
 * @example
 * reminderMonth('2025-12-03') // '2025-12'
 */
export const reminderMonth = (shopDay: string): string => shopDay.slice(0, 7);

/**
 * Whether a dog needs a weigh-in reminder this month: a puppy (by its dob today, or as the owner
 * set it when there is no dob) or a dog with a target weight, reminders on, none sent this month,
 * and neither added nor weighed in the last REMINDER_QUIET_DAYS.
 *
 * @example
 * isReminderDue({ life_stage: 'puppy' }, '2025-12-03') // true
 * isReminderDue({ life_stage: 'adult', targetKg: 18 }, '2025-12-03') // true
 * isReminderDue({ life_stage: 'puppy', lastReminderMonth: '2025-12' }, '2025-12-28') // false
 * isReminderDue({ life_stage: 'puppy', remindersOff: true }, '2025-12-03') // false
 * isReminderDue({ life_stage: 'puppy', addedOn: '2025-11-20' }, '2025-12-03') // false (added 13 days ago)
 */
export function isReminderDue(dog: ReminderDog, today: string): boolean {
  if (dog.remindersOff) return false;
  const recent = (day: string | null | undefined) => day != null && addInterval(day, REMINDER_QUIET_DAYS, 'day') > today;
  if (recent(dog.addedOn) || recent(dog.lastWeighedOn)) return false;
  if (dog.lastReminderMonth != null && dog.lastReminderMonth >= reminderMonth(today)) return false;
  const stage = lifeStageOn(dog.dob, today) ?? dog.life_stage;
  return stage === 'puppy' || dog.targetKg != null;
}
