/**
 * What a visitor typed, picked or had autofilled in a pre-rendered form before its island was
 * ready, and how it is handed to the island: through the island's own change handlers, as if
 * typed again, so every form takes it the way it takes typing (its state, derived figures,
 * saves) with no mapping of its own.
 *
 * React hydrates a field without touching what the visitor put in it, but its state still holds
 * the page's value, so the next render of the form would wipe the field. React tells a change
 * by comparing the field with the value it last saw (its tracker wraps the element's own
 * `value`/`checked` setter): a value set through that setter, then the typed one through the
 * prototype's, leaves the two apart, and the event that follows is a change.
 */

/** A control and what the visitor left in it. */
export type Typed = { el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; value: string } | { el: HTMLInputElement; checked: boolean };

/**
 * The controls of `form` that no longer hold the page's value (a radio where it was picked).
 * In a form React rendered itself, every control holds its own value: none is listed.
 *
 * @example
 * typedIn(form) // [{ el: <input id="…-customerName">, value: 'Jane Doe' }]
 */
export function typedIn(form: HTMLFormElement): Typed[] {
  return Array.from(form.elements).flatMap((el): Typed[] => {
    // A pre-rendered select marks the page's option `selected`; one React rendered itself marks none.
    if (el instanceof HTMLSelectElement) return Array.from(el.options).find((o) => o.defaultSelected)?.selected === false ? [{ el, value: el.value }] : [];
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
      return el.checked !== el.defaultChecked && (el.checked || el.type === 'checkbox') ? [{ el, checked: el.checked }] : [];
    return (el instanceof HTMLInputElement && el.type !== 'file') || el instanceof HTMLTextAreaElement
      ? el.value !== el.defaultValue
        ? [{ el, value: el.value }]
        : []
      : [];
  });
}

/** Hands each control's typed value to the island's handlers, as a change the visitor made. */
export function replayTyped(typed: readonly Typed[]): void {
  for (const t of typed) {
    if ('checked' in t) {
      // The opposite through the tracked setter, then a click: how React hears checkboxes and radios.
      t.el.checked = !t.checked;
      t.el.click();
    } else {
      // A value nobody types through the tracked setter (a select has none), the typed one below it.
      t.el.value = '\0';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t.el), 'value')!.set!.call(t.el, t.value);
      t.el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
