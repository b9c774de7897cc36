/**
 * Recipe pages: marks the page, before its first paint, when it will have no complete dog to
 * show (no name and weight in the address, and no pet data stored by the pet screens). trial.css
 * then lays the built HTML out as the page will be (the dog editor open, no figures' boxes)
 * instead of as for a named dog, so nothing moves when the island opens the editor
 * (docs/performance.md: CLS).
 *
 * It decides as initRecipePage (src/stores/trial.ts) does, but cannot read inside the stored
 * data: stored data whose dogs are all left out of the plan still opens the editor late.
 *
 * @example
 * // in the page's <head>
 * <script is:inline set:html={RECIPE_NO_DOG_INLINE_SCRIPT} />
 */
import { PET_DATA_KEY } from '../../stores/pets';

/** The attribute on <html> that trial.css reads. */
export const NO_DOG_ATTRIBUTE = 'data-fb-no-dog';

export const RECIPE_NO_DOG_INLINE_SCRIPT = `try{var q=new URLSearchParams(location.search);if(q.has("name")||q.has("weight")?!(q.get("name")&&q.get("weight")):!localStorage.getItem(${JSON.stringify(PET_DATA_KEY)}))document.documentElement.setAttribute(${JSON.stringify(NO_DOG_ATTRIBUTE)},"")}catch(e){}`;
