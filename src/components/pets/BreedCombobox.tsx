import { useId, useState } from 'react';
import { searchBreeds } from '../../domain/breeds';
import { FieldError } from '../ui/FieldError';

export interface BreedComboboxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  required?: boolean;
  error?: string;
  /** The id of the input (for an outside label or focus on error). */
  id?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The breed typeahead (spec 000 §2.2, §5): an ARIA 1.2 combobox over the breed list with a
 * case-insensitive substring filter. Typing filters and opens the list; ArrowDown / ArrowUp
 * move through it (Alt+ArrowDown opens it), Enter picks the highlighted breed, Escape closes
 * the list (and a second Escape is left to the dialog around it), Home/End stay in the text.
 * Any typed text is kept as the value, so a breed missing from the list can still be entered.
 */
export function BreedCombobox({ value, onChange, label = 'Breed', required, error, id, inputRef }: BreedComboboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const errorId = `${autoId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The whole list (about 115 breeds) scrolls; typing narrows it.
  const options = searchBreeds(value);
  const optionId = (i: number) => `${autoId}-option-${i}`;

  function move(to: number) {
    if (options.length === 0) return;
    const next = (to + options.length) % options.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  }

  function pick(breed: string) {
    onChange(breed);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!event.altKey) move(active < 0 ? 0 : active);
        } else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          move(options.length - 1);
        } else move(active - 1);
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          // Closing the list is this Escape's whole job: the dialog around stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const expanded = open && options.length > 0;
  return (
    <div className="breed-combobox">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!expanded} className="breed-options">
        {expanded
          ? options.map((breed, i) => (
              <li
                key={breed}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                // mousedown, not click: the input must not lose focus (and close the list) first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(breed);
                }}
              >
                {breed}
              </li>
            ))
          : null}
      </ul>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
