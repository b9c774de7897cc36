/**
 * What the shop's checkout charges for a cart's subscription line, from the fake shop's own
 * catalogue: the variant's price less its selling plan's percentage for the contract, and the
 * first order as the shop's discount codes have it. The shop's codes are its own rules, written
 * here (a merchant sets them up in the admin); nothing of our pricing is imported.
 *
 */
import { bagLabel, findVariant, planForProduct, planPrice } from './shop-catalogue';
import type { FakeCart, ShopState } from './shop-state';

/** The shop's discount codes: a percentage off the first order, and when the contract first bills. */
const SHOP_CODES: Record<string, { percentOff: number; firstBillingInDays: (frequencyDays: number) => number; title?: (product: string) => string }> = {
  // A free trial pack now, shipped in about 2 days; the first full order 5 days after it.
  FREE7DAYTRIAL: { percentOff: 100, firstBillingInDays: () => 7, title: (product) => `${product} – free 1 week trial` },
  WELCOME20: { percentOff: 25, firstBillingInDays: (days) => days },
};

const SHIPPING = '6.99';

export interface CheckoutLines {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  frequencyDays: number;
  /** What each renewal charges (decimal string). */
  contractPrice: string;
  todayTitle: string;
  todayPrice: string;
  shipping: string;
  discountCode: string;
  firstBillingDate: Date;
}

export function checkoutLines(state: ShopState, cart: FakeCart, now: Date): CheckoutLines | undefined {
  const line = cart.lines[0];
  if (!line) return undefined;
  const code = (cart.discountCodes[0] ?? '').toUpperCase();
  const found = findVariant(state, line.merchandiseId);
  const plan = found && line.sellingPlanId ? planForProduct(state, line.sellingPlanId, found.product.id) : undefined;
  if (!found || !plan) return undefined;
  const rule = SHOP_CODES[code];
  const contractPrice = planPrice(found.variant, plan);
  const title = `${found.product.title} ${bagLabel(found.variant)}`.trim();
  const todayCents = Math.round(Number(contractPrice) * 100 * (100 - (rule?.percentOff ?? 0))) / 100;
  return {
    productId: found.product.id,
    variantId: found.variant.id,
    title,
    sku: found.variant.sku,
    frequencyDays: plan.intervalCount,
    contractPrice,
    todayTitle: rule?.title?.(found.product.title) ?? title,
    todayPrice: (Math.round(todayCents) / 100).toFixed(2),
    shipping: SHIPPING,
    discountCode: rule ? code : '',
    firstBillingDate: new Date(now.getTime() + (rule?.firstBillingInDays(plan.intervalCount) ?? plan.intervalCount) * 86_400_000),
  };
}
