/**
 * The fake shop's catalogue: products, variants and their metafields (from ./shop-seeds.ts), the
 * metafield definitions and the selling plan groups apps create, as the Admin API shapes them.
 * The cart, the checkout and the pages price from here (the variant's price less its selling
 * plan's percentage), never from our own catalogue: a fake sharing our numbers agrees with our bugs.
 */
import type { ShopSeed } from './shop-seeds';
import type { FakeMetafield, FakeProduct, FakeSellingPlan, FakeSellingPlanGroup, FakeVariant, ShopState } from './shop-state';
import { connection } from './views';

const productGid = (id: string) => `gid://shopify/Product/${id}`;
const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;

/**
 * A namespace as Shopify resolves it for the calling app: `$app` → `app--<client id>`,
 * `$app:feeding` → `app--<client id>--feeding`, none → the app's reserved namespace; others as given.
 */
export function resolveNamespace(namespace: string | null | undefined, appId: string): string {
  if (namespace === null || namespace === undefined || namespace === '$app') return `app--${appId}`;
  if (namespace.startsWith('$app:')) return `app--${appId}--${namespace.slice('$app:'.length)}`;
  return namespace;
}

const FEEDING_TYPES: Record<string, string> = { kcal_per_kg: 'number_integer', protein_percent: 'number_decimal', trial: 'boolean' };

/** Puts a seed's products into the shop (ids as gids), its feeding facts as `$app:feeding` metafields of `appId`. */
export function loadSeed(state: ShopState, seed: ShopSeed, appId: string, at: string): void {
  state.currency = seed.currency;
  for (const p of seed.products) {
    const product: FakeProduct = {
      id: productGid(p.id),
      handle: p.handle,
      title: p.title,
      productType: p.productType,
      tags: [...p.tags],
      status: 'ACTIVE',
      image: p.image,
      variants: p.variants.map((v) => ({
        id: variantGid(v.id),
        sku: v.sku,
        price: v.price,
        options: v.size ? [{ name: 'Size', value: v.size }] : [{ name: 'Title', value: 'Default Title' }],
        weightKg: v.weightKg ?? null,
      })),
      metafields: Object.entries(p.feeding ?? {}).map(([key, value]) => ({
        id: state.nextId('Metafield'),
        namespace: resolveNamespace('$app:feeding', appId),
        key,
        type: FEEDING_TYPES[key] ?? 'single_line_text_field',
        value: value!,
      })),
      updatedAt: at,
    };
    state.products.set(product.id, product);
  }
}

/** The variant with this gid and its product, while the product is active. */
export function findVariant(state: ShopState, gid: string): { product: FakeProduct; variant: FakeVariant } | undefined {
  for (const product of state.products.values()) {
    if (product.status !== 'ACTIVE') continue;
    const variant = product.variants.find((v) => v.id === gid);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** The selling plan with this gid, in a group that holds `productId` (undefined when none does). */
export function planForProduct(state: ShopState, planGid: string, productId: string): FakeSellingPlan | undefined {
  for (const g of state.sellingPlanGroups.values()) {
    const plan = g.sellingPlans.find((p) => p.id === planGid);
    if (plan && g.productIds.includes(productId)) return plan;
  }
  return undefined;
}

export function findPlan(state: ShopState, planGid: string): FakeSellingPlan | undefined {
  for (const g of state.sellingPlanGroups.values()) {
    const plan = g.sellingPlans.find((p) => p.id === planGid);
    if (plan) return plan;
  }
  return undefined;
}

/** The price a plan charges for a variant: its price less the plan's percentage, to the cent (decimal string). */
export function planPrice(variant: FakeVariant, plan: FakeSellingPlan | undefined): string {
  const cents = Math.round(Number(variant.price) * 100);
  const off = plan?.percentage ?? 0;
  return (Math.round((cents * (100 - off)) / 100) / 100).toFixed(2);
}

export function bagLabel(variant: FakeVariant): string {
  const size = variant.options.find((o) => o.name === 'Size')?.value;
  return size ?? (variant.weightKg !== null ? `${variant.weightKg} kg` : '');
}

function metafieldView(m: FakeMetafield, ownerId: string) {
  return {
    ...m,
    __typename: 'Metafield',
    jsonValue: m.type.startsWith('number') ? Number(m.value) : m.type === 'boolean' ? m.value === 'true' : m.value,
    ownerType: 'PRODUCT',
    owner: { id: ownerId },
  };
}

function variantView(v: FakeVariant, product: FakeProduct) {
  return {
    __typename: 'ProductVariant',
    id: v.id,
    sku: v.sku,
    price: v.price,
    title: v.options.map((o) => o.value).join(' / '),
    selectedOptions: v.options,
    product: { id: product.id, title: product.title },
    inventoryItem: {
      id: v.id.replace('ProductVariant', 'InventoryItem'),
      measurement: {
        id: v.id.replace('ProductVariant', 'InventoryItemMeasurement'),
        weight: v.weightKg === null ? null : { unit: 'KILOGRAMS', value: v.weightKg },
      },
    },
  };
}

type Args = Record<string, unknown>;

export function productView(p: FakeProduct, appId: string) {
  const image = { id: `${p.id.replace('Product', 'ProductImage')}`, url: p.image, altText: p.title };
  return {
    __typename: 'Product',
    id: p.id,
    handle: p.handle,
    title: p.title,
    status: p.status,
    productType: p.productType,
    tags: p.tags,
    updatedAt: p.updatedAt,
    featuredMedia: {
      __typename: 'MediaImage',
      id: p.id.replace('Product', 'MediaImage'),
      mediaContentType: 'IMAGE',
      alt: p.title,
      image,
      preview: { image, status: 'READY' },
    },
    variants: () => connection(p.variants.map((v) => variantView(v, p))),
    metafield: (args: Args) => {
      const ns = resolveNamespace(args.namespace as string | undefined, appId);
      const m = p.metafields.find((f) => f.namespace === ns && f.key === args.key);
      return m ? metafieldView(m, p.id) : null;
    },
    metafields: (args: Args) => {
      const ns = args.namespace === undefined ? undefined : resolveNamespace(args.namespace as string, appId);
      return connection(p.metafields.filter((f) => ns === undefined || f.namespace === ns).map((m) => metafieldView(m, p.id)));
    },
  };
}

function planView(plan: FakeSellingPlan, createdAt: string) {
  const recurring = { interval: plan.interval, intervalCount: plan.intervalCount, anchors: [], createdAt };
  return {
    __typename: 'SellingPlan',
    id: plan.id,
    name: plan.name,
    options: plan.options,
    position: plan.position,
    createdAt,
    category: 'SUBSCRIPTION',
    billingPolicy: { __typename: 'SellingPlanRecurringBillingPolicy', ...recurring, minCycles: null, maxCycles: null },
    deliveryPolicy: { __typename: 'SellingPlanRecurringDeliveryPolicy', ...recurring, cutoff: null, intent: 'FULFILLMENT_BEGIN', preAnchorBehavior: 'ASAP' },
    pricingPolicies:
      plan.percentage === null
        ? []
        : [
            {
              __typename: 'SellingPlanFixedPricingPolicy',
              adjustmentType: 'PERCENTAGE',
              adjustmentValue: { __typename: 'SellingPlanPricingPolicyPercentageValue', percentage: plan.percentage },
              createdAt,
            },
          ],
  };
}

export function groupView(state: ShopState, g: FakeSellingPlanGroup, appId: string) {
  const products = g.productIds.map((id) => state.products.get(id)).filter((p): p is FakeProduct => Boolean(p));
  return {
    __typename: 'SellingPlanGroup',
    id: g.id,
    appId: g.appId,
    name: g.name,
    merchantCode: g.merchantCode,
    options: g.options,
    createdAt: g.createdAt,
    description: null,
    summary: `${g.sellingPlans.length} delivery frequencies`,
    position: null,
    sellingPlans: () => connection(g.sellingPlans.map((p) => planView(p, g.createdAt))),
    products: () => connection(products.map((p) => productView(p, appId))),
    productsCount: { count: products.length, precision: 'EXACT' },
    appliesToProduct: (args: Args) => g.productIds.includes(args.productId as string),
  };
}

/** One page of `items` after the cursor (an item's index), as Admin connections page. */
export function page<T>(items: T[], args: { first?: number | null; after?: string | null }) {
  const start = args.after ? Number(atob(args.after)) + 1 : 0;
  const first = Math.min(args.first ?? 50, 250);
  const slice = items.slice(start, start + first);
  return {
    nodes: slice,
    edges: slice.map((node, i) => ({ node, cursor: btoa(String(start + i)) })),
    pageInfo: {
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice.length > 0 ? btoa(String(start)) : null,
      endCursor: slice.length > 0 ? btoa(String(start + slice.length - 1)) : null,
    },
  };
}
