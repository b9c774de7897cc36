/** When Shopify says a record changed, as one comparable ISO string (Shopify sends offsets, e.g. -05:00). */
export function stampOf(...candidates: (string | null | undefined)[]): string | null {
  for (const c of candidates) {
    const t = c ? Date.parse(c) : NaN;
    if (!Number.isNaN(t)) return new Date(t).toISOString();
  }
  return null;
}

/** Whether a change stamped `incoming` is newer than the `stored` one (nothing stored: yes). */
export const isNewer = (incoming: string, stored: string | null | undefined) => !stored || incoming > stored;
