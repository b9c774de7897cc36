/**
 * The fake shop's manual subscription discounts (`subscriptionDraftDiscountAdd`), as Shopify's
 * documentation describes them: a percentage off the entitled lines (all of them unless listed)
 * for `recurringCycleLimit` orders, then gone. The fake knows percentages only: a fixed amount is
 * refused rather than misread.
 */
import type { FakeContract, FakeDraft, FakeLine } from './shop-state';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;

/** Adds the discount of `input` to the draft, or says why Shopify would refuse it. */
type Added =
  | { refusal: string; field: string[] }
  | { discount: { __typename: 'SubscriptionManualDiscount'; id: string; title: string; recurringCycleLimit: number | null } };

export function addManualDiscount(draft: FakeDraft, input: Args, id: string): Added {
  const { title, value, recurringCycleLimit, entitledLines } = input;
  if (value?.percentage == null || value.percentage < 1 || value.percentage > 100) {
    return { refusal: 'Value must be a percentage between 1 and 100', field: ['input', 'value'] };
  }
  if (recurringCycleLimit != null && recurringCycleLimit < 1) return { refusal: 'Cycle limit must be at least 1', field: ['input', 'recurringCycleLimit'] };
  const lineIds: string[] | null = entitledLines?.all === false ? (entitledLines.lines?.add ?? []) : null;
  if (lineIds?.some((lineId) => !draft.lines.some((l) => l.id === lineId))) return { refusal: 'Line does not exist', field: ['input', 'entitledLines'] };
  const discount = { id, title: title ?? '', percentage: value.percentage as number, lineIds, cyclesLeft: (recurringCycleLimit as number | null) ?? null };
  draft.discounts = [...(draft.discounts ?? []), discount];
  return {
    discount: { __typename: 'SubscriptionManualDiscount', id, title: discount.title, recurringCycleLimit: discount.cyclesLeft },
  };
}

/** The amount the contract's manual discounts take off one order's lines (decimal string); each is used for one cycle. */
export function useDiscounts(c: FakeContract, lines: FakeLine[]): string {
  const off = (c.discounts ?? []).reduce((sum, d) => {
    const entitled = lines.filter((l) => d.lineIds === null || d.lineIds.includes(l.id));
    return sum + (entitled.reduce((s, l) => s + Number(l.price) * l.quantity, 0) * d.percentage) / 100;
  }, 0);
  c.discounts = (c.discounts ?? []).map((d) => ({ ...d, cyclesLeft: d.cyclesLeft === null ? null : d.cyclesLeft - 1 })).filter((d) => d.cyclesLeft !== 0);
  return off.toFixed(2);
}
