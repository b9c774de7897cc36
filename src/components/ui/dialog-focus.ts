/**
 * Focus leaving the open dialogs (Dialog.tsx) ahead of their closing, in a module of its own so
 * a page can ask for it before the dialogs' code has loaded.
 */
import type { RefObject } from 'react';

/** The open dialogs, oldest first: each one's element and where its focus goes back to. */
const openDialogs: { dialog: RefObject<HTMLElement | null>; previous: HTMLElement | null }[] = [];

/** Notes an opened dialog and where its focus goes back to; answers the function that forgets it. */
export function trackOpenDialog(dialog: RefObject<HTMLElement | null>, previous: HTMLElement | null): () => void {
  const entry = { dialog, previous };
  openDialogs.push(entry);
  return () => {
    const at = openDialogs.indexOf(entry);
    if (at >= 0) openDialogs.splice(at, 1);
  };
}

/**
 * Gives focus back now, before the dialog that holds it closes or is replaced: call it when
 * the state that closes a dialog is about to change, before React touches the page. Chrome lays
 * the whole page out at once when the focused element is removed, or focus moves, after the page
 * has changed: mid-commit, one forced layout and a second style pass in the tap's frame (issue
 * 48). On the unchanged page the move costs next to nothing; the dialog's own return of focus then
 * finds it already there. Only for a dialog about to go: one that stays open would lose focus.
 */
export function releaseDialogFocus(): void {
  const active = document.activeElement;
  for (let i = openDialogs.length - 1; i >= 0; i--) {
    const { dialog, previous } = openDialogs[i]!;
    if (!dialog.current?.contains(active)) continue;
    if (previous && document.contains(previous)) previous.focus();
    return;
  }
}
