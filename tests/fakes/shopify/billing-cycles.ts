/**
 * The fake shop's billing cycles, as Shopify derives them from a contract: cycle 1 is billed on
 * the contract's next billing date, each later one an interval after the one before. A cycle runs
 * from just after the previous billing up to its own billing (`cycleStartAt` … `cycleEndAt` =
 * `billingAttemptExpectedDate`), so a selector date picks the cycle whose span holds it. Skips are
 * kept on the contract by billing instant (`FakeContract.skippedCycles`).
 */
import type { FakeContract } from './shop-state';

/** How far ahead a selector may reach (Shopify answers no cycle beyond its horizon either). */
const MAX_CYCLES = 400;

function addIntervals(from: Date, c: Pick<FakeContract, 'interval' | 'intervalCount'>, n: number): Date {
  const d = new Date(from);
  const count = c.intervalCount * n;
  if (c.interval === 'DAY') d.setUTCDate(d.getUTCDate() + count);
  else if (c.interval === 'WEEK') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (c.interval === 'MONTH') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d;
}

export interface FakeCycle {
  cycleIndex: number;
  cycleStartAt: string;
  cycleEndAt: string;
  billingAttemptExpectedDate: string;
}

/** The cycle a selector (`{ date }` or `{ index }`, exactly one) picks; null when the contract has none there. */
export function selectCycle(c: FakeContract, selector: { date?: string | null; index?: number | null }): FakeCycle | null {
  if (!c.nextBillingDate) return null;
  const first = new Date(c.nextBillingDate);
  const cycle = (index: number): FakeCycle => {
    const end = addIntervals(first, c, index - 1);
    const start = new Date(addIntervals(first, c, index - 2).getTime() + 1000);
    return { cycleIndex: index, cycleStartAt: start.toISOString(), cycleEndAt: end.toISOString(), billingAttemptExpectedDate: end.toISOString() };
  };
  if (selector.index != null) return selector.index >= 1 && selector.index <= MAX_CYCLES ? cycle(selector.index) : null;
  const at = Date.parse(selector.date ?? '');
  if (Number.isNaN(at)) return null;
  for (let i = 1; i <= MAX_CYCLES; i++) {
    const found = cycle(i);
    if (Date.parse(found.cycleEndAt) >= at) return found;
  }
  return null;
}
