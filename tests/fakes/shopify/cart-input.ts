/**
 * The cartCreate input a free trial of one bag should send: the plan's variant on its selling
 * plan, the trial's code, and the buyer (in New Zealand) when the e-mail is known.
 */
export function trialCartInput(plan: { variantId: string | number; selling_plan_id: string | number }, email: string) {
  return {
    lines: [
      { merchandiseId: `gid://shopify/ProductVariant/${plan.variantId}`, sellingPlanId: `gid://shopify/SellingPlan/${plan.selling_plan_id}`, quantity: 1 },
    ],
    discountCodes: ['FREE7DAYTRIAL'],
    buyerIdentity: { email, countryCode: 'NZ' },
  };
}
