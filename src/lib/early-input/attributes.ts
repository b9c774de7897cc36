/**
 * The names by which a pre-rendered form and the page's inline script agree on whether the
 * form's island is ready (docs/decisions/0009-early-forms.md).
 */
/** On a form the island renders: hold its submit until the island is ready. */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';
/** Set by the island once it has taken what was typed and answers the form itself. */
export const EARLY_READY_ATTRIBUTE = 'data-early-ready';
/**
 * The property the inline script sets on a form submitted before then; its island submits it
 * again. Not an attribute: React, hydrating in development, takes one it did not render for a mismatch.
 */
export const EARLY_HELD_PROPERTY = '__furbabyHeld';
/** How long a held form that works without scripts (it has a `method`) waits for its island before it goes natively. */
export const EARLY_NATIVE_FALLBACK_MS = 10_000;
