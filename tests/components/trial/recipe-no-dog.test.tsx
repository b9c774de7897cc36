/**
 * The recipe pages mark themselves before the first paint when they will open with no complete
 * dog, so trial.css lays them out with the editor open (src/components/trial/recipe-no-dog.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NO_DOG_ATTRIBUTE, RECIPE_NO_DOG_INLINE_SCRIPT } from '../../../src/components/trial/recipe-no-dog';
import { PET_DATA_KEY } from '../../../src/stores/pets';

/** Opens `search` and runs the page's head script as the browser would. */
function marked(search: string): boolean {
  window.history.replaceState(null, '', `/free-trial/choose-recipe${search}`);
  document.documentElement.removeAttribute(NO_DOG_ATTRIBUTE);
  new Function(RECIPE_NO_DOG_INLINE_SCRIPT)();
  return document.documentElement.hasAttribute(NO_DOG_ATTRIBUTE);
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(NO_DOG_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe('the recipe page’s no-dog mark', () => {
  it('is set with nothing in the address and no stored pet data', () => {
    expect(marked('')).toBe(true);
    expect(marked('?discount=WELCOME')).toBe(true);
  });

  it('is set when the address names the dog without its weight, or weighs it without a name', () => {
    expect(marked('?name=Rex')).toBe(true);
    expect(marked('?weight=12')).toBe(true);
    expect(marked('?name=Rex&weight=')).toBe(true);
  });

  it('is not set for a dog with name and weight in the address (as the free-trial form sends it)', () => {
    expect(marked('?name=Rex&weight=12')).toBe(false);
  });

  it('is not set when the pet screens have stored pet data and the address names no dog', () => {
    window.localStorage.setItem(PET_DATA_KEY, JSON.stringify({ pets: [] }));
    expect(marked('')).toBe(false);
  });
});
