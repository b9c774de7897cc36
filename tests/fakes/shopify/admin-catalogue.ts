/**
 * The fake shop's Admin API for its catalogue: the shop's currency, products (paged, with their
 * variants, metafields and media), metafield definitions and values, and selling plan groups,
 * with Shopify's refusals as userErrors (codes of the admin_2026-10 schema). A group belongs to
 * the app that created it; each change sends the webhook Shopify sends (selling_plan_groups/*).
 */
import { GraphQLError } from 'graphql';
import { groupView, page, productView, resolveNamespace } from './shop-catalogue';
import type { FakeSellingPlan, FakeSellingPlanGroup, ShopState } from './shop-state';
import type { WebhookQueue } from './webhooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;
type UserError = { field: string[] | null; message: string; code: string };

/** Shopify's limit of selling plans in one group. */
export const MAX_PLANS_PER_GROUP = 31;

const VALUE_OK: Record<string, (v: string) => boolean> = {
  number_integer: (v) => /^-?\d+$/.test(v),
  number_decimal: (v) => /^-?\d+(\.\d+)?$/.test(v),
  boolean: (v) => v === 'true' || v === 'false',
};

export interface CatalogueHooks {
  /** userErrors the next call of a mutation answers instead of running (a test's refusal). */
  refuseNext: Map<string, UserError[]>;
}

/** A root field that needs an access scope the app was not granted fails as Shopify's ACCESS_DENIED does. */
function scoped(granted: () => readonly string[], scope: 'read_products' | 'write_products', field: string, run: (args: Args) => unknown) {
  return (args: Args): unknown => {
    const has = granted();
    if (!has.includes(scope) && !(scope === 'read_products' && has.includes('write_products')))
      throw new GraphQLError(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`, { extensions: { code: 'ACCESS_DENIED' } });
    return run(args);
  };
}

export function adminCatalogueRoot(
  state: ShopState,
  webhooks: WebhookQueue,
  appId: () => string,
  now: () => Date,
  hooks: CatalogueHooks,
  granted: () => readonly string[],
) {
  const root = catalogueRoot(state, webhooks, appId, now, hooks);
  return Object.fromEntries(
    Object.entries(root).map(([field, run]) => [
      field,
      field === 'shop' ? run : scoped(granted, /Create|Update|Delete|Set|AddProducts/.test(field) ? 'write_products' : 'read_products', field, run),
    ]),
  ) as typeof root;
}

function catalogueRoot(state: ShopState, webhooks: WebhookQueue, appId: () => string, now: () => Date, hooks: CatalogueHooks) {
  const refusal = (name: string) => {
    const errors = hooks.refuseNext.get(name);
    if (errors) hooks.refuseNext.delete(name);
    return errors;
  };
  const fail = (code: string, message: string, field: string[] | null) => [{ code, message, field }];

  /** Builds a plan from SellingPlanInput, or the userErrors Shopify gives for it. */
  function planOf(input: Args, at: string[], position: number, id: string): FakeSellingPlan | UserError[] {
    const billing = input.billingPolicy?.recurring;
    const delivery = input.deliveryPolicy?.recurring;
    if (!input.billingPolicy) return fail('SELLING_PLAN_BILLING_POLICY_MISSING', 'Billing policy is missing', [...at, 'billingPolicy']);
    if (!input.deliveryPolicy) return fail('SELLING_PLAN_DELIVERY_POLICY_MISSING', 'Delivery policy is missing', [...at, 'deliveryPolicy']);
    if (!billing || !delivery) return fail('BILLING_AND_DELIVERY_POLICY_TYPES_MUST_BE_THE_SAME', 'Billing and delivery policy types must be the same', at);
    if (!(billing.intervalCount >= 1))
      return fail('GREATER_THAN', 'Interval count must be greater than 0', [...at, 'billingPolicy', 'recurring', 'intervalCount']);
    if (billing.interval !== delivery.interval || billing.intervalCount % delivery.intervalCount !== 0)
      return fail('SELLING_PLAN_BILLING_CYCLE_MUST_BE_A_MULTIPLE_OF_DELIVERY_CYCLE', 'Billing cycle must be a multiple of delivery cycle', at);
    const policies = (input.pricingPolicies ?? []) as Args[];
    if (policies.length > 2)
      return fail('SELLING_PLAN_PRICING_POLICIES_LIMIT', 'A selling plan can have at most 2 pricing policies', [...at, 'pricingPolicies']);
    const fixed = policies.find((p) => p.fixed)?.fixed;
    if (fixed && fixed.adjustmentType === 'PERCENTAGE' && !(fixed.adjustmentValue?.percentage >= 0 && fixed.adjustmentValue.percentage <= 100))
      return fail('INVALID', 'Percentage must be between 0 and 100', [...at, 'pricingPolicies', '0', 'fixed', 'adjustmentValue', 'percentage']);
    if (!input.name) return fail('BLANK', "Name can't be blank", [...at, 'name']);
    return {
      id,
      name: input.name,
      options: input.options ?? [],
      interval: billing.interval,
      intervalCount: billing.intervalCount,
      percentage: fixed?.adjustmentType === 'PERCENTAGE' ? fixed.adjustmentValue.percentage : null,
      position: input.position ?? position,
    };
  }

  /** A group's plans are distinct by name and options, within Shopify's count. */
  function checkPlans(plans: FakeSellingPlan[]): UserError[] | null {
    if (plans.length > MAX_PLANS_PER_GROUP)
      return fail('SELLING_PLAN_COUNT_UPPER_BOUND', `Selling plans count must be at most ${MAX_PLANS_PER_GROUP}`, ['input', 'sellingPlansToCreate']);
    const names = new Set(plans.map((p) => p.name));
    if (names.size !== plans.length) return fail('SELLING_PLAN_DUPLICATE_NAME', 'Selling plans must have unique names', ['input', 'sellingPlansToCreate']);
    const options = new Set(plans.map((p) => p.options.join('\u0000')));
    if (options.size !== plans.length)
      return fail('SELLING_PLAN_DUPLICATE_OPTIONS', 'Selling plans must have unique options', ['input', 'sellingPlansToCreate']);
    return null;
  }

  const unknownProducts = (ids: string[], field: string) => {
    const bad = ids.findIndex((id) => !state.products.has(id));
    return bad < 0 ? null : fail('PRODUCT_DOES_NOT_EXIST', 'Product does not exist', [field, String(bad)]);
  };

  const appGroup = (id: string) => {
    const g = state.sellingPlanGroups.get(id);
    // An app sees and edits only its own groups through the API.
    return g && g.appId === appId() ? g : undefined;
  };

  return {
    shop: () => ({ id: 'gid://shopify/Shop/1', name: 'Fake shop', currencyCode: state.currency }),
    products: (args: Args) => {
      const all = [...state.products.values()].filter((p) => !/status:active/i.test(args.query ?? '') || p.status === 'ACTIVE');
      return page(
        all.map((p) => productView(p, appId())),
        args,
      );
    },
    product: (args: Args) => {
      const p = state.products.get(args.id);
      return p ? productView(p, appId()) : null;
    },
    sellingPlanGroups: (args: Args) =>
      page(
        [...state.sellingPlanGroups.values()].filter((g) => g.appId === appId()).map((g) => groupView(state, g, appId())),
        args,
      ),
    sellingPlanGroup: (args: Args) => {
      const g = appGroup(args.id);
      return g ? groupView(state, g, appId()) : null;
    },

    sellingPlanGroupCreate: (args: Args) => {
      const refused = refusal('sellingPlanGroupCreate');
      if (refused) return { sellingPlanGroup: null, userErrors: refused };
      const input = args.input as Args;
      if (!input.name) return { sellingPlanGroup: null, userErrors: fail('BLANK', "Name can't be blank", ['input', 'name']) };
      const plans: FakeSellingPlan[] = [];
      for (const [i, p] of ((input.sellingPlansToCreate ?? []) as Args[]).entries()) {
        const plan = planOf(p, ['input', 'sellingPlansToCreate', String(i)], i, state.nextId('SellingPlan'));
        if (Array.isArray(plan)) return { sellingPlanGroup: null, userErrors: plan };
        plans.push(plan);
      }
      const problem = checkPlans(plans) ?? unknownProducts(args.resources?.productIds ?? [], 'resources');
      if (problem) return { sellingPlanGroup: null, userErrors: problem };
      const group: FakeSellingPlanGroup = {
        id: state.nextId('SellingPlanGroup'),
        appId: appId(),
        name: input.name,
        merchantCode: input.merchantCode ?? input.name,
        options: input.options ?? [],
        sellingPlans: plans,
        productIds: [...new Set<string>(args.resources?.productIds ?? [])],
        createdAt: now().toISOString(),
      };
      state.sellingPlanGroups.set(group.id, group);
      webhooks.sellingPlanGroup('selling_plan_groups/create', state, group);
      return { sellingPlanGroup: groupView(state, group, appId()), userErrors: [] };
    },

    sellingPlanGroupUpdate: (args: Args) => {
      const refused = refusal('sellingPlanGroupUpdate');
      if (refused) return { sellingPlanGroup: null, userErrors: refused };
      const g = appGroup(args.id);
      if (!g) return { sellingPlanGroup: null, userErrors: fail('GROUP_DOES_NOT_EXIST', 'Selling plan group does not exist', ['id']) };
      const input = args.input as Args;
      let plans = [...g.sellingPlans];
      const toDelete = (input.sellingPlansToDelete ?? []) as string[];
      const missing = toDelete.findIndex((id) => !plans.some((p) => p.id === id));
      if (missing >= 0)
        return {
          sellingPlanGroup: null,
          userErrors: fail('PLAN_DOES_NOT_EXIST', 'Selling plan does not exist', ['input', 'sellingPlansToDelete', String(missing)]),
        };
      plans = plans.filter((p) => !toDelete.includes(p.id));
      for (const [i, p] of ((input.sellingPlansToUpdate ?? []) as Args[]).entries()) {
        const at = ['input', 'sellingPlansToUpdate', String(i)];
        if (!p.id)
          return { sellingPlanGroup: null, userErrors: fail('PLAN_ID_MUST_BE_SPECIFIED_TO_UPDATE', 'Selling plan id must be specified to update', at) };
        const index = plans.findIndex((x) => x.id === p.id);
        if (index < 0) return { sellingPlanGroup: null, userErrors: fail('PLAN_DOES_NOT_EXIST', 'Selling plan does not exist', [...at, 'id']) };
        const old = plans[index]!;
        const merged = planOf(
          {
            name: p.name ?? old.name,
            options: p.options ?? old.options,
            billingPolicy: p.billingPolicy ?? { recurring: { interval: old.interval, intervalCount: old.intervalCount } },
            deliveryPolicy: p.deliveryPolicy ?? { recurring: { interval: old.interval, intervalCount: old.intervalCount } },
            pricingPolicies:
              p.pricingPolicies ??
              (old.percentage === null ? [] : [{ fixed: { adjustmentType: 'PERCENTAGE', adjustmentValue: { percentage: old.percentage } } }]),
            position: p.position ?? old.position,
          },
          at,
          old.position,
          old.id,
        );
        if (Array.isArray(merged)) return { sellingPlanGroup: null, userErrors: merged };
        plans[index] = merged;
      }
      for (const [i, p] of ((input.sellingPlansToCreate ?? []) as Args[]).entries()) {
        const plan = planOf(p, ['input', 'sellingPlansToCreate', String(i)], plans.length, state.nextId('SellingPlan'));
        if (Array.isArray(plan)) return { sellingPlanGroup: null, userErrors: plan };
        plans.push(plan);
      }
      const problem = checkPlans(plans);
      if (problem) return { sellingPlanGroup: null, userErrors: problem };
      Object.assign(g, {
        name: input.name ?? g.name,
        merchantCode: input.merchantCode ?? g.merchantCode,
        options: input.options ?? g.options,
        sellingPlans: plans,
      });
      webhooks.sellingPlanGroup('selling_plan_groups/update', state, g);
      return { sellingPlanGroup: groupView(state, g, appId()), userErrors: [] };
    },

    sellingPlanGroupAddProducts: (args: Args) => {
      const refused = refusal('sellingPlanGroupAddProducts');
      if (refused) return { sellingPlanGroup: null, userErrors: refused };
      const g = appGroup(args.id);
      if (!g) return { sellingPlanGroup: null, userErrors: fail('GROUP_DOES_NOT_EXIST', 'Selling plan group does not exist', ['id']) };
      const ids = args.productIds as string[];
      const problem = unknownProducts(ids, 'productIds');
      if (problem) return { sellingPlanGroup: null, userErrors: problem };
      const before = g.productIds.length;
      g.productIds = [...new Set([...g.productIds, ...ids])];
      if (g.productIds.length !== before) webhooks.sellingPlanGroup('selling_plan_groups/update', state, g);
      return { sellingPlanGroup: groupView(state, g, appId()), userErrors: [] };
    },

    sellingPlanGroupDelete: (args: Args) => {
      const g = appGroup(args.id);
      if (!g) return { deletedSellingPlanGroupId: null, userErrors: fail('GROUP_DOES_NOT_EXIST', 'Selling plan group does not exist', ['id']) };
      state.sellingPlanGroups.delete(g.id);
      webhooks.sellingPlanGroupDeleted(g);
      return { deletedSellingPlanGroupId: g.id, userErrors: [] };
    },

    metafieldDefinitionCreate: (args: Args) => {
      const d = args.definition as Args;
      const namespace = resolveNamespace(d.namespace, appId());
      if (!VALUE_OK[d.type] && !['single_line_text_field', 'multi_line_text_field', 'json'].includes(d.type))
        return {
          createdDefinition: null,
          userErrors: [{ ...fail('INCLUSION', 'Type is not supported', ['definition', 'type'])[0], elementKey: null, elementIndex: null }],
        };
      if (state.metafieldDefinitions.some((x) => x.namespace === namespace && x.key === d.key && x.ownerType === d.ownerType))
        return {
          createdDefinition: null,
          userErrors: [
            { ...fail('TAKEN', 'Key is in use for Product metafields on the namespace.', ['definition', 'key'])[0], elementKey: null, elementIndex: null },
          ],
        };
      const created = { id: state.nextId('MetafieldDefinition'), namespace, key: d.key, name: d.name, type: d.type, ownerType: d.ownerType };
      state.metafieldDefinitions.push(created);
      return { createdDefinition: { ...created, type: { name: created.type, category: 'NUMBER' } }, userErrors: [] };
    },

    metafieldsSet: (args: Args) => {
      const refused = refusal('metafieldsSet');
      if (refused) return { metafields: null, userErrors: refused.map((e) => ({ ...e, elementIndex: 0 })) };
      const inputs = args.metafields as Args[];
      // All or nothing, as Shopify's metafieldsSet is atomic.
      for (const [i, m] of inputs.entries()) {
        const at = (f: string) => ['metafields', String(i), f];
        const owner = state.products.get(m.ownerId);
        if (!owner) return { metafields: null, userErrors: [{ code: 'INVALID', message: 'Owner does not exist', field: at('ownerId'), elementIndex: i }] };
        const namespace = resolveNamespace(m.namespace, appId());
        const definition = state.metafieldDefinitions.find((d) => d.namespace === namespace && d.key === m.key && d.ownerType === 'PRODUCT');
        const type = m.type ?? definition?.type;
        if (!type) return { metafields: null, userErrors: [{ code: 'BLANK', message: "Type can't be blank", field: at('type'), elementIndex: i }] };
        if (definition && definition.type !== type)
          return { metafields: null, userErrors: [{ code: 'INVALID_TYPE', message: `Type must be ${definition.type}`, field: at('type'), elementIndex: i }] };
        if (VALUE_OK[type] && !VALUE_OK[type]!(m.value))
          return { metafields: null, userErrors: [{ code: 'INVALID_VALUE', message: `Value must be a ${type}`, field: at('value'), elementIndex: i }] };
      }
      const out = inputs.map((m) => {
        const owner = state.products.get(m.ownerId)!;
        const namespace = resolveNamespace(m.namespace, appId());
        const type = m.type ?? state.metafieldDefinitions.find((d) => d.namespace === namespace && d.key === m.key)!.type;
        let field = owner.metafields.find((f) => f.namespace === namespace && f.key === m.key);
        if (field) Object.assign(field, { type, value: m.value });
        else owner.metafields.push((field = { id: state.nextId('Metafield'), namespace, key: m.key, type, value: m.value }));
        owner.updatedAt = now().toISOString();
        return { ...field, jsonValue: field.value, ownerType: 'PRODUCT', owner: { id: owner.id } };
      });
      return { metafields: out, userErrors: [] };
    },
  };
}
