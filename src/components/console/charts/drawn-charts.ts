/**
 * The charts already drawn, by what they show and how wide (issue 49: switching a console section
 * cost 616 ms of INP, part of it Observable Plot drawing again a chart it had drawn before). A
 * section shown again clones its picture instead of drawing it. Few entries: the console has four
 * charts and a window seldom changes width.
 */
const MAX_CHARTS = 8;
const drawn = new Map<string, Element>();

/** The key of a chart of `spec` at `width`: equal specs (the same figures) share one picture. */
export const chartKey = (spec: unknown, width: number) => `${width}|${JSON.stringify(spec)}`;

/** A copy of the picture drawn for `key`, or null: a copy, so two boxes never fight over one node. */
export function drawnChart(key: string): Element | null {
  const picture = drawn.get(key);
  return picture ? (picture.cloneNode(true) as Element) : null;
}

/** Keeps `picture` for `key`, forgetting the oldest past MAX_CHARTS. */
export function keepChart(key: string, picture: Element): void {
  drawn.delete(key);
  drawn.set(key, picture.cloneNode(true) as Element);
  while (drawn.size > MAX_CHARTS) drawn.delete(drawn.keys().next().value!);
}
