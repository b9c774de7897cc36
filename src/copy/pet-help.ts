/**
 * The help texts of the pet calculator and overlay (spec 000 §2.3: "every section with
 * tooltips"; body condition "each with a tooltip description"). The activity tooltips are the
 * spec's own words and live in pet-labels.ts; the rest are ours, written for owners.
 */
import type { BodyCondition } from '../domain/pet-values';

/** What each body condition looks like, for the tooltip on its button. */
export const BODY_CONDITION_TOOLTIPS: Readonly<Record<BodyCondition, string>> = {
  underweight: 'Ribs, spine and hip bones are easy to see; little fat to feel',
  aboutRight: 'Ribs are easy to feel but not see; a clear waist from above',
  overweight: 'Ribs are hard to feel under fat; little or no waist',
};

/** One tooltip per calculator section. */
export const SECTION_TOOLTIPS = {
  name: "Your dog's name, so you can tell your furbabies apart",
  weight: "Your dog's weight today, in kilograms (1 to 60 kg)",
  lifeStage: 'Puppies need more energy to grow; seniors need less',
  bodyCondition: 'Feeding a little more or less brings your dog back to a healthy shape',
  activity: 'A typical day of walks and play',
  kibble: "How much of your dog's daily food is our kibble; the rest can be fresh food or treats",
  include: 'Count this dog in the family feeding plan: the bag size and delivery frequency cover every included dog',
} as const;
