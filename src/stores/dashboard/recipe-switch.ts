/**
 * The switch-over the server answered when a subscription's recipe changed (issue 50), kept
 * per subscription for this page so its card can show the days until the customer closes them.
 */
import { map } from 'nanostores';
import type { RecipeSwitchOver } from '../../domain/recipe-switch';

export const $switchOvers = map<Record<string, RecipeSwitchOver | undefined>>({});

/** After a change of bag: the new recipe's days, or none when the recipe stayed the same. */
export function rememberSwitchOver(id: string, switchOver: RecipeSwitchOver | null | undefined): void {
  $switchOvers.setKey(id, switchOver ?? undefined);
}

export function closeSwitchOver(id: string): void {
  $switchOvers.setKey(id, undefined);
}
