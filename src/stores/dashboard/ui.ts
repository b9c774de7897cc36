/** Toasts and dialogs. */

import type { DialogState, Toast } from './types';
import { $dialog, $toasts } from './state';

// ─── Toasts and dialogs ──────────────────────────────────────────────────────────────────

/**
 * One message at a time: the newest replaces the last (issue 47 §5). Three stacked ones covered
 * half a phone, and an older one could contradict the newest.
 */
export const TOASTS_SHOWN = 1;
export let toastSeq = 0;

export function pushToast(tone: Toast['tone'], text: string, action?: Toast['action']): void {
  $toasts.set([...$toasts.get(), { id: ++toastSeq, tone, text, ...(action ? { action } : {}) }].slice(-TOASTS_SHOWN));
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
