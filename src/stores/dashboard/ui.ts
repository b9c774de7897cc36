/** Toasts and dialogs. */

import type { DialogState, Toast } from './types';
import { $dialog, $toasts } from './state';

// ─── Toasts and dialogs ──────────────────────────────────────────────────────────────────

/** How many toasts stay on screen; older ones make room. */
export const TOASTS_SHOWN = 3;
export let toastSeq = 0;

export function pushToast(tone: Toast['tone'], text: string): void {
  $toasts.set([...$toasts.get(), { id: ++toastSeq, tone, text }].slice(-TOASTS_SHOWN));
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * Opens a dialog. Inside the shop's frame it opens where the visitor is looking (Dialog,
 * useVisibleAreaStyle); the shop page no longer scrolls to its top (issue 31).
 */
export function openDialog(dialog: DialogState): void {
  $dialog.set(dialog);
}

export function closeDialog(): void {
  $dialog.set(null);
}

/** A fresh Idempotency-Key: one per Reorder Now confirm, so a double click makes one order. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
