/**
 * A fake Shopify Storefront API that knows exactly one operation, `cartCreate`, and answers the
 * way the real one does — including its refusals — so the Shopify checkout adapter is tested
 * against the contract rather than against its own code. Usable as a fetch function inside
 * workerd (inject `fake.fetch`) and as a Node http server on loopback (tests/node/).
 *
 * What it checks, as Shopify does:
 * - POST to /api/<version>/graphql.json, JSON body `{ query, variables }`;
 * - the private token header `Shopify-Storefront-Private-Token` (401 without a known token);
 * - the mutation is `cartCreate(input: $input)` asking for `cart { id checkoutUrl }` and `userErrors`;
 * - each line has a `gid://shopify/ProductVariant/…` merchandise id, a `gid://shopify/SellingPlan/…`
 *   selling plan and quantity ≥ 1; discount codes are strings; a code it does not know and an
 *   unknown variant come back as `userErrors`, like the real cart.
 */
export interface FakeStorefrontOptions {
  token: string;
  apiVersion: string;
  /** Variant ids the shop sells (numeric part of the gid). */
  variants: readonly string[];
  /** Discount codes the shop has (case-insensitive). */
  discountCodes: readonly string[];
  /** Where checkout URLs point. */
  shopOrigin?: string;
}

export interface RecordedCartCreate {
  token: string | null;
  input: {
    lines: { merchandiseId: string; sellingPlanId?: string; quantity: number }[];
    discountCodes?: string[];
    buyerIdentity?: { email?: string; countryCode?: string };
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeStorefront(options: FakeStorefrontOptions) {
  const requests: RecordedCartCreate[] = [];
  const shopOrigin = options.shopOrigin ?? 'https://furbaby-test.myshopify.com';
  let carts = 0;

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== `/api/${options.apiVersion}/graphql.json`) return json({ errors: [{ message: 'Not Found' }] }, 404);
    if (request.method !== 'POST') return json({ errors: [{ message: 'Method Not Allowed' }] }, 405);
    if (!request.headers.get('content-type')?.includes('application/json')) return json({ errors: [{ message: 'Unsupported Media Type' }] }, 415);
    const token = request.headers.get('shopify-storefront-private-token');
    if (token !== options.token) return json({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] }, 401);

    const body = (await request.json().catch(() => null)) as { query?: unknown; variables?: { input?: RecordedCartCreate['input'] } } | null;
    const query = typeof body?.query === 'string' ? body.query.replace(/\s+/g, ' ') : '';
    if (
      !/mutation \w*\s*\(\$input: CartInput!\) \{ cartCreate\(input: \$input\)/.test(query) ||
      !/cart \{[^}]*checkoutUrl/.test(query) ||
      !/userErrors \{/.test(query)
    ) {
      return json({ errors: [{ message: 'Parse error: expected a cartCreate mutation with cart { checkoutUrl } and userErrors' }] });
    }
    const input = body?.variables?.input;
    if (!input || !Array.isArray(input.lines)) {
      return json({ errors: [{ message: 'Variable $input of type CartInput! was provided invalid value' }] });
    }
    requests.push({ token, input });

    const userErrors: { field: string[]; message: string; code: string }[] = [];
    input.lines.forEach((line, i) => {
      const variant = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(line.merchandiseId ?? '')?.[1];
      if (!variant || !options.variants.includes(variant)) {
        userErrors.push({ field: ['input', 'lines', String(i), 'merchandiseId'], message: 'The merchandise with id does not exist.', code: 'INVALID' });
      }
      if (line.sellingPlanId !== undefined && !/^gid:\/\/shopify\/SellingPlan\/\d+$/.test(line.sellingPlanId)) {
        userErrors.push({ field: ['input', 'lines', String(i), 'sellingPlanId'], message: 'The selling plan id is invalid.', code: 'INVALID' });
      }
      if (!Number.isInteger(line.quantity) || line.quantity < 1) {
        userErrors.push({ field: ['input', 'lines', String(i), 'quantity'], message: 'The quantity must be at least 1.', code: 'INVALID' });
      }
    });
    for (const code of input.discountCodes ?? []) {
      if (!options.discountCodes.some((c) => c.toLowerCase() === String(code).toLowerCase())) {
        userErrors.push({ field: ['input', 'discountCodes'], message: `Discount code ${code} is not valid.`, code: 'INVALID' });
      }
    }
    if (userErrors.length > 0) return json({ data: { cartCreate: { cart: null, userErrors } } });
    carts += 1;
    const id = `Z2NwLXVzLWNlbnRyYWwxOjAx${carts}`;
    return json({
      data: {
        cartCreate: {
          cart: { id: `gid://shopify/Cart/${id}`, checkoutUrl: `${shopOrigin}/cart/c/${id}?key=fake${carts}` },
          userErrors: [],
        },
      },
    });
  }

  return {
    requests,
    /** A fetch function that answers as the fake Storefront (whatever the host). */
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init)),
    handle,
  };
}

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
