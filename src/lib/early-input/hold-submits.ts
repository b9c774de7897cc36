/**
 * The inline script, in every page's <head>, that holds a submit made before the form's island
 * is ready: the native submit would reload the page (or reach the recipe page without the
 * visitor's name and e-mail, which never go into an address). The island submits the form again
 * once it has taken what was typed (use-early-form.ts). A form built to work without scripts
 * (one with a `method`) is sent natively after EARLY_NATIVE_FALLBACK_MS if its island never
 * arrives, so a page whose script fails still goes on (the free-trial form posts, so the
 * visitor's details stay out of the address: functions/routes/trial-post.ts).
 *
 * @example
 * <script is:inline set:html={HOLD_EARLY_SUBMITS_INLINE_SCRIPT} />
 */
import { EARLY_FORM_ATTRIBUTE, EARLY_HELD_PROPERTY, EARLY_NATIVE_FALLBACK_MS, EARLY_READY_ATTRIBUTE } from './attributes';

const held = `f.hasAttribute(${JSON.stringify(EARLY_FORM_ATTRIBUTE)})&&!f.hasAttribute(${JSON.stringify(EARLY_READY_ATTRIBUTE)})`;

// Submit events are the form's own, so `e.target` is the form.
export const HOLD_EARLY_SUBMITS_INLINE_SCRIPT =
  `document.addEventListener("submit",function(e){var f=e.target;if(!(${held}))return;e.preventDefault();` +
  `f.${EARLY_HELD_PROPERTY}=1;` +
  `f.getAttribute("method")&&setTimeout(function(){${held}&&f.submit()},${EARLY_NATIVE_FALLBACK_MS})},!0)`;
