/**
 * The calculator's summary sentence (spec 000 §2.3): the included dogs, each decorated with
 * the next of the five cycling emojis, and what they eat together.
 */
import { formatGrouped } from './number-format';
import { dogEmoji } from '../copy/pet-labels';
import { joinedNames } from './names';

/**
 * The dogs' names with their emojis, joined as a person would: 'A', 'A and B', 'A, B and C'.
 *
 * @example
 * decoratedDogNames(['Rex', 'Bella']) // '🐶 Rex and 🐕 Bella'
 */
export function decoratedDogNames(names: readonly string[]): string {
  return joinedNames(names.map((name, i) => `${dogEmoji(i)} ${name}`));
}

/**
 * @example
 * feedingSentence({ names: ['Rex'], calories: 551, grams: 163, kibbleName: 'Chicken' })
 * // '🐶 Rex needs 551 calories a day: 163 g of our Chicken kibble.'
 * feedingSentence({ names: ['Rex'], calories: 551, grams: 163, kibbleName: null })
 * // '🐶 Rex needs 551 calories a day: 163 g of kibble.' (no catalogue yet: no product named)
 */
export function feedingSentence(input: { names: readonly string[]; calories: number; grams: number; kibbleName: string | null }): string {
  const verb = input.names.length === 1 ? 'needs' : 'need';
  const calories = formatGrouped(input.calories);
  const grams = formatGrouped(input.grams);
  const kibble = input.kibbleName ? `our ${input.kibbleName} kibble` : 'kibble';
  return `${decoratedDogNames(input.names)} ${verb} ${calories} calories a day: ${grams} g of ${kibble}.`;
}
