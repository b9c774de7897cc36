/**
 * A fake Shopify built on Shopify's published GraphQL schemas: every Admin and Storefront
 * operation it receives is validated against the real schema of its version (an operation
 * Shopify would reject is answered with Shopify's error shape and recorded in `rejected`, which
 * tests assert empty), then executed by resolvers over an in-memory shop (./admin-root.ts, ./storefront-root.ts,
 * ./checkout.ts); the Customer Account API likewise, for the logged-in customer's own contracts
 * (./customer-account.ts). It throttles like Shopify when told to (`THROTTLED` with the cost extension),
 * fails like a struggling shop (5xx), and sends signed webhooks back (./webhooks.ts). The app
 * is installed through Shopify's OAuth endpoints (./oauth.ts): the Admin API takes only a token
 * the shop issued and has not revoked.
 *
 * One `fetch(request)` answers everything, so it runs inside workerd for the API tests (the
 * Worker's SHOPIFY_NETWORK binding) and behind a Node server on loopback for npm run
 * start:shopify and the end-to-end tests (./server.ts).
 */
import { buildClientSchema, execute, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { adminRoot, contractView } from './admin-root';
import { storefrontRoot } from './storefront-root';
import { checkoutPage, thankYouPage } from './pages';
import { completeCheckout, findOrCreateCustomer, type Buyer } from './checkout';
import { createCustomerAccountApi } from './customer-account';
import { saveCustomerAddress } from './customer-addresses';
import { readOperation, type Rejected } from './graphql-request';
import { createShopState, type FakeAddress, type FakeContract, type FakeLine, type FakeOrder } from './shop-state';
import { createAppInstalls, type AppRegistration } from './oauth';
import { createWebhookQueue, type Delivery } from './webhooks';
import { adminCatalogueRoot, type CatalogueHooks } from './admin-catalogue';
import { loadSeed } from './shop-catalogue';
import { catalogueControl } from './catalogue-controls';
import { checkoutLines } from './checkout-pricing';
import { SHOP_SEEDS, type SeedName, type ShopSeed } from './shop-seeds';

export interface FakeShopifyOptions {
  /** Introspection JSON text of each API (tests/fakes/shopify/schema-files.ts). */
  adminSchema: string;
  storefrontSchema: string;
  /** The Customer Account API's (customer_<version>); without it that API answers 404. */
  customerSchema?: string;
  apiVersion: string;
  shopDomain: string;
  storefrontToken: string;
  /** The app as registered in the Dev Dashboard (client id, secret, URLs, scopes); without one, no app is ever installed (Storefront-only tests). */
  app?: Omit<AppRegistration, 'shopDomain'>;
  /** Where checkout URLs and pages point (the fake's own origin on loopback). */
  origin?: string;
  /** Where webhooks go; `deliver` sends one (defaults to fetch). */
  webhookUrl?: string;
  deliver?: (request: Request) => Promise<Response>;
  /** Where the thank-you page sends the buyer to manage the subscription (our dashboard). */
  dashboardUrl?: string;
  /** The treats collection's handle (default `treats`). */
  treatsCollection?: string;
  /** Variant ids the shop sells (numeric part of the gid); others are refused as Shopify does. Default: any. */
  variants?: readonly string[];
  /**
   * The shop's products (./shop-seeds.ts): a seed's name or a seed. Without one the shop has no
   * catalogue and its cart takes any variant gid (the older tests, which predate the shop's own).
   */
  shop?: SeedName | ShopSeed;
  /** Discount codes the shop has (others are carried to the cart but do not apply). */
  discountCodes?: readonly string[];
  now?: () => Date;
}

const schemas = new Map<string, GraphQLSchema>();
const schemaOf = (text: string) => {
  let s = schemas.get(text.slice(0, 256) + text.length);
  if (!s) {
    s = buildClientSchema((JSON.parse(text) as { data: IntrospectionQuery }).data);
    schemas.set(text.slice(0, 256) + text.length, s);
  }
  return s;
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export function createFakeShopify(options: FakeShopifyOptions) {
  const admin = schemaOf(options.adminSchema);
  const storefront = schemaOf(options.storefrontSchema);
  const now = options.now ?? (() => new Date());
  const state = createShopState();
  const webhooks = createWebhookQueue(state, now);
  const app = options.app ?? { clientId: '', appSecret: '', appUrl: '', redirectUrls: [], scopes: [] };
  const contracts = adminRoot(state, webhooks, now);
  const decideAttempt = contracts.decideAttempt;
  const hooks: CatalogueHooks = { refuseNext: new Map() };
  const root = { ...contracts.root };
  if (options.shop) loadSeed(state, typeof options.shop === 'string' ? SHOP_SEEDS[options.shop] : options.shop, app.clientId, now().toISOString());
  const installs = createAppInstalls({ ...app, shopDomain: options.shopDomain }, webhooks, now);
  Object.assign(
    root,
    adminCatalogueRoot(
      state,
      webhooks,
      () => app.clientId,
      now,
      hooks,
      () => installs.granted.scopes,
    ),
  );
  const origin = options.origin ?? `https://${options.shopDomain}`;
  const shopStorefront = storefrontRoot(state, options, origin);
  const rejected: Rejected[] = [];
  const customerAccount = options.customerSchema ? createCustomerAccountApi({ schema: schemaOf(options.customerSchema), state, admin: root, rejected }) : null;
  const received: { api: 'admin' | 'storefront'; operation: string; variables: unknown }[] = [];
  let throttle = 0;
  let failures: number[] = [];

  async function graphql(api: 'admin' | 'storefront', request: Request): Promise<Response> {
    const schema = api === 'admin' ? admin : storefront;
    const op = await readOperation(request, schema, rejected);
    if (op instanceof Response) return op;
    received.push({ api, operation: op.query, variables: op.variables });
    const rootValue = api === 'admin' ? root : shopStorefront;
    const result = await execute({ schema, document: op.doc, rootValue, variableValues: op.variables });
    const cost = { requestedQueryCost: 10, actualQueryCost: 10, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 } };
    return json({ ...result, errors: result.errors?.map((e) => ({ message: e.message, path: e.path })), extensions: { cost } });
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === `/admin/api/${options.apiVersion}/graphql.json`) {
      if (!installs.acceptsAdminToken(request.headers.get('x-shopify-access-token')))
        return json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401);
      const failure = failures.shift();
      if (failure) return json({ errors: 'Internal error' }, failure);
      if (throttle > 0) {
        throttle -= 1;
        const cost = { requestedQueryCost: 10, actualQueryCost: null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100 } };
        return json({
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/limits' } }],
          extensions: { cost },
        });
      }
      return graphql('admin', request);
    }
    if (request.method === 'POST' && url.pathname === `/api/${options.apiVersion}/graphql.json`) {
      if (request.headers.get('shopify-storefront-private-token') !== options.storefrontToken) return json({ errors: [{ message: 'Unauthorized' }] }, 401);
      return graphql('storefront', request);
    }
    // Shopify's address is shopify.com/<shop id>/account/customer/api/<version>/graphql.
    if (customerAccount && request.method === 'POST' && url.pathname === `/account/customer/api/${options.apiVersion}/graphql`)
      return customerAccount.graphql(request);
    if (url.pathname === '/admin/oauth/authorize' && (request.method === 'GET' || request.method === 'POST')) return installs.authorize(request);
    if (request.method === 'POST' && url.pathname === '/admin/oauth/access_token') return installs.accessToken(request);
    const checkout = /^\/checkouts\/([^/]+)(\/thank-you)?$/.exec(url.pathname);
    if (checkout) return checkoutRoute(request, decodeURIComponent(checkout[1]!), Boolean(checkout[2]));
    if (url.pathname.startsWith('/_fake/')) return control(request, url.pathname.slice('/_fake/'.length));
    return json({ errors: [{ message: 'Not Found' }] }, 404);
  }

  async function checkoutRoute(request: Request, cartId: string, thanks: boolean): Promise<Response> {
    const cart = state.carts.get(cartId);
    if (!cart) return new Response('No such checkout', { status: 404 });
    if (thanks || cart.completedOrderId) {
      const order = cart.completedOrderId ? state.orders.get(cart.completedOrderId) : undefined;
      return order ? thankYouPage(order.number, options.dashboardUrl) : new Response('Not paid yet', { status: 404 });
    }
    if (request.method === 'POST') {
      const form = await request.formData();
      const text = (k: string) => String(form.get(k) ?? '').trim();
      if (!text('email') || !text('address1')) return new Response('Email and address are required', { status: 400 });
      completeCheckout(
        state,
        webhooks,
        cartId,
        {
          email: text('email'),
          firstName: text('firstName'),
          lastName: text('lastName'),
          address: { address1: text('address1'), address2: '', city: text('city'), province: '', zip: text('zip'), country: 'New Zealand' },
        },
        now(),
      );
      return new Response(null, { status: 303, headers: { location: `/checkouts/${encodeURIComponent(cartId)}/thank-you` } });
    }
    return checkoutPage(cart, checkoutLines(state, cart, now()), `/checkouts/${encodeURIComponent(cartId)}`);
  }

  /** The shop's back office, for the local product and end-to-end tests: look, seed, and change what a merchant or a bank would. */
  async function control(request: Request, path: string): Promise<Response> {
    const body = request.method === 'POST' ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (path === 'state') {
      return json({
        contracts: [...state.contracts.values()],
        attempts: [...state.attempts.values()],
        orders: [...state.orders.values()],
        customers: [...state.customers.values()],
        carts: [...state.carts.values()],
        products: [...state.products.values()],
        sellingPlanGroups: [...state.sellingPlanGroups.values()],
      });
    }
    if (path === 'customer-access-token') {
      // Shopify's customer login, for the local customer account host: a token for that customer.
      const token = customerAccount?.issueToken(String(body.customerId));
      return token ? json({ accessToken: token }) : json({ error: 'no such customer' }, 404);
    }
    if (path === 'customer-addresses') {
      // An address the customer saved to their account (abroad too: an address book is not bound to where the shop ships).
      const customer = state.customers.get(String(body.customerId));
      if (!customer) return json({ error: 'no such customer' }, 404);
      const { address, ...opts } = body as { address: FakeAddress; territoryCode?: string; zoneCode?: string };
      return json(saveCustomerAddress(state, customer, address, opts));
    }
    if (path === 'install') return json({ appUrl: await installs.install() });
    if (path === 'uninstall') {
      installs.uninstall();
      return json({ ok: true });
    }
    if (path === 'card') {
      const customer = [...state.customers.values()].find((c) => c.email.toLowerCase() === String(body.email).toLowerCase());
      if (!customer) return json({ error: 'no such customer' }, 404);
      customer.cardWorks = Boolean(body.works);
      return json({ ok: true });
    }
    if (path === 'hold-attempts') {
      state.holdAttempts = Boolean(body.hold);
      return json({ ok: true });
    }
    if (path === 'decide-attempts') {
      [...state.attempts.values()].filter((a) => !a.ready).forEach((a) => decideAttempt(a.id));
      return json({ ok: true });
    }
    if (path === 'fulfil') {
      const order = state.orders.get(String(body.orderId));
      if (!order) return json({ error: 'no such order' }, 404);
      order.fulfilled = true;
      order.updatedAt = now().toISOString();
      webhooks.order('orders/fulfilled', order);
      return json({ ok: true });
    }
    if (path === 'orders') {
      // A past order, as a shop with history holds it (seeding): no webhook, it is already known.
      const o = body as unknown as Omit<FakeOrder, 'id' | 'updatedAt' | 'sourceName' | 'discountCodes' | 'shipping'> & { shipping?: string };
      if (!state.customers.has(o.customerId)) return json({ error: 'no such customer' }, 404);
      const order: FakeOrder = {
        ...o,
        id: state.nextId('Order'),
        sourceName: o.contractId ? 'subscription_contract' : 'web',
        discountCodes: [],
        shipping: o.shipping ?? '6.99',
        updatedAt: o.createdAt,
      };
      state.orders.set(order.id, order);
      return json({ id: order.id });
    }
    const catalogueAnswer = catalogueControl(state, webhooks, now, path, body);
    if (catalogueAnswer) return json(catalogueAnswer.body, catalogueAnswer.status);
    if (path === 'contracts') {
      const contract = addContract(body as unknown as Parameters<typeof addContract>[0]);
      return json({ id: contract.id, customerId: contract.customerId, lineIds: contract.lines.map((l) => l.id) });
    }
    return json({ error: 'unknown control' }, 404);
  }

  /** Delivers queued webhooks in order; answers each delivery's status. */
  async function flushWebhooks(): Promise<{ topic: string; status: number }[]> {
    const out = [];
    while (webhooks.pending.length > 0) {
      const d = webhooks.pending.shift()!;
      out.push({ topic: d.topic, status: await send(d) });
    }
    return out;
  }

  async function send(d: Delivery): Promise<number> {
    if (!options.webhookUrl) throw new Error('The fake Shopify has no webhook URL');
    const req = await webhooks.request(d, options.webhookUrl, app.appSecret, options.shopDomain, options.apiVersion);
    const res = await (options.deliver ?? ((r: Request) => globalThis.fetch(r)))(req);
    webhooks.sent.push(d);
    return res.status;
  }

  return {
    fetch,
    state,
    /** The cartCreate inputs the shop received, in order. */
    cartInputs: () =>
      received.filter((r) => r.api === 'storefront' && r.operation.includes('cartCreate(')).map((r) => (r.variables as { input: unknown }).input),
    rejected,
    received,
    /** The app's installation: install(), uninstall(), updateScopes(), what is granted. */
    installs,
    webhooks,
    flushWebhooks,
    /** Sends a delivery again with the same webhook id, as Shopify's retries do. */
    redeliver: (d: Delivery) => send(d),
    /** Decides every billing attempt held undecided (state.holdAttempts). */
    decideHeldAttempts: () => [...state.attempts.values()].filter((a) => !a.ready).forEach((a) => decideAttempt(a.id)),
    /** The next call of the mutation `name` answers these userErrors instead of running. */
    refuseNext: (name: string, userErrors: { field: string[] | null; message: string; code: string }[]) => void hooks.refuseNext.set(name, userErrors),
    /** The next `n` Admin API calls answer THROTTLED. */
    throttleNext: (n: number) => void (throttle = n),
    /** The next Admin API calls answer these HTTP statuses (e.g. [503, 503]). */
    failNext: (statuses: number[]) => void (failures = [...statuses]),
    contractView: (c: FakeContract) => contractView(state, c),
    completeCheckout: (cartId: string, buyer: Buyer) => completeCheckout(state, webhooks, cartId, buyer, now()),
    addContract,
  };

  /** A customer with a contract, as a shop that already has subscribers holds them (seeding). */
  function addContract(input: {
    customer: { id?: string; email: string; firstName: string; lastName: string };
    status: FakeContract['status'];
    nextBillingDate: string | null;
    intervalCount: number;
    interval?: FakeContract['interval'];
    address: FakeContract['address'];
    lines: Omit<FakeLine, 'id'>[];
  }): FakeContract {
    const customer = findOrCreateCustomer(state, input.customer, input.customer.id);
    saveCustomerAddress(state, customer, input.address);
    const at = now().toISOString();
    const contract: FakeContract = {
      id: state.nextId('SubscriptionContract'),
      customerId: customer.id,
      status: input.status,
      nextBillingDate: input.nextBillingDate,
      interval: input.interval ?? 'DAY',
      intervalCount: input.intervalCount,
      address: input.address,
      lines: input.lines.map((l) => ({ ...l, id: `gid://shopify/SubscriptionLine/${crypto.randomUUID()}` })),
      nextCycleLines: [],
      skippedCycles: [],
      createdAt: at,
      updatedAt: at,
      revision: 1,
    };
    state.contracts.set(contract.id, contract);
    return contract;
  }
}

export type FakeShopify = ReturnType<typeof createFakeShopify>;
