/**
 * The app's own selling plan group (issue 60): one group, merchantCode `furbaby-subscribe`, with
 * one plan per frequency we offer (FREQUENCY_OPTIONS_DAYS), billed and delivered every N days at
 * the subscription discount (SUBSCRIPTION_DISCOUNT_PERCENT), holding the recipes' products. Found by
 * its merchantCode before anything is created, so repeated installs never make a second one.
 * `repair` puts back what an admin edit changed; `check` only reports it (a webhook's view),
 * though either adds a recipe's product the group does not hold yet.
 */
import { FREQUENCY_OPTIONS_DAYS } from '../../../src/domain/frequency';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../src/domain/money';
import type { SellingPlanOption } from '../../../src/domain/catalogue';
import { accepted, type AdminApi } from '../clients/admin-client';
import { idOfGid } from '../commerce/gids';
import { SELLING_PLAN_GROUP_ADD_PRODUCTS, SELLING_PLAN_GROUP_CREATE, SELLING_PLAN_GROUP_UPDATE, SELLING_PLAN_GROUPS_QUERY } from '../operations/admin';

export const MERCHANT_CODE = 'furbaby-subscribe';

interface PlanNode {
  id: string;
  billingPolicy: { interval?: string; intervalCount?: number };
  deliveryPolicy: { interval?: string; intervalCount?: number };
  pricingPolicies: { adjustmentType?: string; adjustmentValue?: { percentage?: number } }[];
}
interface GroupNode {
  id: string;
  merchantCode: string;
  products: { nodes: { id: string }[] };
  sellingPlans: { nodes: PlanNode[] };
}
type Refusal = { field?: string[] | null; message: string; code?: string | null };

const planInput = (days: number) => ({
  name: `Every ${days} days`,
  options: [`${days} days`],
  category: 'SUBSCRIPTION',
  billingPolicy: { recurring: { interval: 'DAY', intervalCount: days } },
  deliveryPolicy: { recurring: { interval: 'DAY', intervalCount: days } },
  pricingPolicies: [{ fixed: { adjustmentType: 'PERCENTAGE', adjustmentValue: { percentage: SUBSCRIPTION_DISCOUNT_PERCENT } } }],
});

/** The days a plan serves, or null for a plan we cannot serve (another interval, discount, or frequency). */
function servedDays(p: PlanNode): number | null {
  const days = p.billingPolicy.intervalCount;
  const percentage = p.pricingPolicies[0]?.adjustmentValue?.percentage;
  if (p.billingPolicy.interval !== 'DAY' || p.deliveryPolicy.interval !== 'DAY' || days === undefined || p.deliveryPolicy.intervalCount !== days) return null;
  if (p.pricingPolicies.length !== 1 || p.pricingPolicies[0]!.adjustmentType !== 'PERCENTAGE' || percentage !== SUBSCRIPTION_DISCOUNT_PERCENT) return null;
  return FREQUENCY_OPTIONS_DAYS.includes(days) ? days : null;
}

export interface PlansOutcome {
  groupId: string | null;
  plans: SellingPlanOption[];
  state: 'ready' | 'missing' | 'mismatch';
  /** What is wrong with the group, for the console (mismatch and missing). */
  problem: string | null;
}

function plansOf(group: GroupNode): { plans: SellingPlanOption[]; stray: string[]; missing: number[] } {
  const plans: SellingPlanOption[] = [];
  const stray: string[] = [];
  const seen = new Set<number>();
  for (const p of group.sellingPlans.nodes) {
    const days = servedDays(p);
    if (days === null || seen.has(days)) stray.push(p.id);
    else {
      seen.add(days);
      plans.push({ id: idOfGid(p.id), frequencyDays: days, discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT });
    }
  }
  return { plans: plans.sort((a, b) => a.frequencyDays - b.frequencyDays), stray, missing: FREQUENCY_OPTIONS_DAYS.filter((d) => !seen.has(d)) };
}

/** Throws ShopifyRefused with Shopify's userErrors, ShopifyUnavailable after the client's retries (THROTTLED included). */
export async function ensureSellingPlans(admin: AdminApi, recipeProductIds: readonly string[], mode: 'repair' | 'check'): Promise<PlansOutcome> {
  const productGids = recipeProductIds.map((id) => `gid://shopify/Product/${id}`);
  const { sellingPlanGroups } = await admin.request<{ sellingPlanGroups: { nodes: GroupNode[] } }>(SELLING_PLAN_GROUPS_QUERY, {});
  let group = sellingPlanGroups.nodes.find((g) => g.merchantCode === MERCHANT_CODE);
  if (!group) {
    if (mode === 'check') return { groupId: null, plans: [], state: 'missing', problem: 'The app’s selling plan group is missing from the shop.' };
    const created = accepted(
      (
        await admin.request<{ sellingPlanGroupCreate: { sellingPlanGroup: GroupNode | null; userErrors: Refusal[] } }>(SELLING_PLAN_GROUP_CREATE, {
          input: {
            name: 'Subscribe and save',
            merchantCode: MERCHANT_CODE,
            options: ['Delivery every'],
            sellingPlansToCreate: FREQUENCY_OPTIONS_DAYS.map(planInput),
          },
          resources: { productIds: productGids },
        })
      ).sellingPlanGroupCreate,
    );
    group = created.sellingPlanGroup!;
  }
  const found = plansOf(group);
  let plans = found.plans;
  const { stray, missing } = found;
  if (stray.length > 0 || missing.length > 0) {
    if (mode === 'check') {
      const problem = `The app’s selling plan group was edited: ${stray.length} plan(s) we cannot serve, ${missing.length} frequency(ies) missing. Repair plans puts it back.`;
      return { groupId: idOfGid(group.id), plans, state: 'mismatch', problem };
    }
    const updated = accepted(
      (
        await admin.request<{ sellingPlanGroupUpdate: { sellingPlanGroup: GroupNode | null; userErrors: Refusal[] } }>(SELLING_PLAN_GROUP_UPDATE, {
          id: group.id,
          input: { sellingPlansToDelete: stray, sellingPlansToCreate: missing.map(planInput) },
        })
      ).sellingPlanGroupUpdate,
    );
    group = updated.sellingPlanGroup!;
    plans = plansOf(group).plans;
  }
  const held = new Set(group.products.nodes.map((p) => p.id));
  const toAdd = productGids.filter((id) => !held.has(id));
  if (toAdd.length > 0) {
    accepted(
      (await admin.request<{ sellingPlanGroupAddProducts: { userErrors: Refusal[] } }>(SELLING_PLAN_GROUP_ADD_PRODUCTS, { id: group.id, productIds: toAdd }))
        .sellingPlanGroupAddProducts,
    );
  }
  return { groupId: idOfGid(group.id), plans, state: 'ready', problem: null };
}
