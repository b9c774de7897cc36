/**
 * When Shopify says a record changed, as one comparable ISO string (Shopify sends offsets, e.g.
 * -05:00). Stamps come from signed payloads or the Admin API, never from X-Shopify-Triggered-At
 * (unsigned: the sender's to choose), and none is later than now plus a small clock skew, so
 * no stamp can freeze a mirror row against later changes.
 */

/** How far ahead of our clock Shopify's may be. */
export const STAMP_MAX_SKEW_MS = 60 * 1000;

export function stampOf(candidate: string | null | undefined, now: Date): string | null {
  const t = candidate ? Date.parse(candidate) : NaN;
  if (Number.isNaN(t)) return null;
  return new Date(Math.min(t, now.getTime() + STAMP_MAX_SKEW_MS)).toISOString();
}

/** Whether a change stamped `incoming` is newer than the `stored` one (nothing stored: yes). */
export const isNewer = (incoming: string, stored: string | null | undefined) => !stored || incoming > stored;
