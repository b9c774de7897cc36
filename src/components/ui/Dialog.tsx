import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useVisibleAreaStyle } from '../embed/visible-area-style';
import { trackOpenDialog } from './dialog-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The radio buttons of `radio`'s group (one Tab stop), or null for any other element. */
function radioGroupOf(el: Element | null): HTMLInputElement[] | null {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return null;
  const scope = el.form ?? el.ownerDocument;
  return [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name);
}

/**
 * Whether focus on `active` is the Tab stop of `item`: the element itself, or, for a radio
 * button, any radio of its group (Tab stops once per group, at the checked radio).
 */
function sameTabStop(active: Element | null, item: HTMLElement): boolean {
  return active === item || (radioGroupOf(item)?.includes(active as HTMLInputElement) ?? false);
}

/** Where focus goes to reach `item`: a radio group's checked radio, else the item. */
function tabStopOf(item: HTMLElement): HTMLElement {
  return radioGroupOf(item)?.find((r) => r.checked) ?? item;
}

/** Focus a closing dialog gives back, unless another dialog opens in the same commit and takes it over. */
let handedOver: { to: HTMLElement | null } | null = null;

function takeHandedOver(): HTMLElement | null {
  const pending = handedOver;
  handedOver = null;
  return pending?.to ?? null;
}

/**
 * Gives focus back once this commit's effects have run (a microtask, before the frame is drawn).
 * When one dialog replaces another, focusing the page's button and then the new dialog at once
 * cost a forced layout of the whole page for nothing (issue 48): the new dialog takes the
 * element over instead.
 */
function giveFocusBack(previous: HTMLElement | null): void {
  const pending = { to: previous };
  handedOver = pending;
  queueMicrotask(() => {
    if (handedOver !== pending) return;
    handedOver = null;
    if (previous && previous !== document.activeElement && document.contains(previous)) previous.focus();
  });
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the title; the dialog's description for screen readers. */
  description?: ReactNode;
  /** The element to focus first (by default the first focusable one after the title). */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  /** `alertdialog` for a dialog that only reports progress. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: labelled by its title, focus moved in on open and kept inside (Tab and
 * Shift+Tab wrap), closed with Escape, and focus given back to what had it before.
 * Rendered in place with a backdrop; the page behind is not reachable while it is open. In the
 * shop's frame it opens in the part of the frame on the shop's screen (`useVisibleAreaStyle`).
 */
export function Dialog({ title, onClose, children, description, initialFocus, className, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Inside a tall frame: opened where the visitor is looking, not at the frame's top (issue 31).
  const placement = useVisibleAreaStyle();

  useEffect(() => {
    // A dialog opened in place of another (Manage → Change Frequency) gives focus back, when it
    // closes, to what had it before the first one.
    const previous = takeHandedOver() ?? (document.activeElement as HTMLElement | null);
    const first = initialFocus?.current ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE) ?? ref.current;
    // In a frame the dialog is placed where the visitor is looking once the shop's viewport is in
    // (useVisibleAreaStyle); focusing with a scroll would first send the shop to the frame's top.
    first?.focus({ preventScroll: window.self !== window.top });
    const untrack = trackOpenDialog(ref, previous);
    return () => {
      untrack();
      giveFocusBack(previous);
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (sameTabStop(active, firstItem) || active === ref.current)) {
      event.preventDefault();
      tabStopOf(lastItem).focus();
    } else if (!event.shiftKey && sameTabStop(active, lastItem)) {
      event.preventDefault();
      tabStopOf(firstItem).focus();
    }
  }

  return (
    // A click on the backdrop closes, as a convenience for the mouse; the keyboard has Escape.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="pets-backdrop" data-frame-layer style={placement} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`pets-dialog ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pets-dialog-title">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="pets-dialog-description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
