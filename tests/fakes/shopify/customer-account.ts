/**
 * The fake shop's Customer Account API (Shopify's `customer_<version>` schema): what a customer
 * account UI extension reaches with `fetch('shopify://customer-account/api/<version>/graphql.json')`,
 * which Shopify answers for the logged-in customer. Here the customer is the one a customer
 * access token names (`Authorization`, as the API takes it; issued by `issueToken`, standing in for
 * Shopify's customer login). Every operation is validated against the published schema (a
 * rejected one is recorded in the fake's `rejected`), then acts on the shop through the Admin
 * resolvers, with the same rules and webhooks, on that customer's own contracts only: another
 * customer's contract is answered as one that does not exist.
 */
import { execute, type GraphQLSchema } from 'graphql';
import type { adminRoot as AdminRootOf } from './admin-root';
import { customerAddressView } from './customer-addresses';
import { addressOf, createDeliveryOptions } from './delivery-options';
import { readOperation, type Rejected } from './graphql-request';
import type { FakeContract, ShopState } from './shop-state';
import { connection, contractView } from './views';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;
type AdminRoot = ReturnType<typeof AdminRootOf>['root'];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error codes of each payload in the customer schema (the Admin resolvers' others read INVALID). */
const STATUS_CODES = ['HAS_FUTURE_EDITS', 'INVALID', 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST'];
type Payload = { userErrors: { field: string[] | null; message: string; code?: string | null }[] } & Record<string, unknown>;
const withCodes = (payload: Payload, codes: string[]) => ({
  ...payload,
  userErrors: payload.userErrors.map((e) => ({ ...e, code: e.code && codes.includes(e.code) ? e.code : 'INVALID' })),
});

type Delivery = ReturnType<typeof createDeliveryOptions>;
const missing = (field: string[]) => ({ field, message: 'Subscription contract does not exist.', code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST' });

/**
 * The contract's shipping moved to the address its fetched result was for: as a contract edit in
 * the Admin resolvers (draft, delivery method, commit), so the shop sends
 * subscription_contracts/update as it does for every contract change.
 */
function selectDelivery(admin: AdminRoot, delivery: Delivery, c: FakeContract, args: Args): Payload {
  const input = args.deliveryMethodInput;
  const given = ['shipping', 'pickup', 'localDelivery'].filter((k) => input[k] != null);
  if (given.length !== 1)
    return { contract: null, userErrors: [{ field: ['deliveryMethodInput'], message: 'Provide exactly one delivery method.', code: 'INVALID' }] };
  if (!input.shipping)
    return { contract: null, userErrors: [{ field: ['deliveryMethodInput'], message: 'This delivery method is not available.', code: 'INVALID' }] };
  const address = input.shipping.shippingAddress ?? {};
  if (!delivery.redeem(args.subscriptionDeliveryOptionsResultToken, c.id, address))
    return {
      contract: null,
      userErrors: [{ field: ['subscriptionDeliveryOptionsResultToken'], message: 'The delivery options result is invalid or expired.', code: 'INVALID' }],
    };
  const draft = admin.subscriptionContractUpdate({ contractId: c.id }) as { draft?: { id: string } } & Payload;
  const updated = admin.subscriptionDraftUpdate({
    draftId: draft.draft!.id,
    input: { deliveryMethod: { shipping: { address: addressOf(address, c.address) } } },
  }) as Payload;
  if (updated.userErrors.length > 0) return withCodes({ ...updated, contract: null }, []);
  return withCodes(admin.subscriptionDraftCommit({ draftId: draft.draft!.id }) as Payload, []);
}

function customerRoot(state: ShopState, admin: AdminRoot, delivery: Delivery, customerId: string) {
  const own = (id: unknown): FakeContract | undefined => {
    const c = state.contracts.get(String(id));
    return c && c.customerId === customerId ? c : undefined;
  };
  const status = (field: 'subscriptionContractPause' | 'subscriptionContractActivate' | 'subscriptionContractCancel') => (args: Args) =>
    own(args.subscriptionContractId)
      ? withCodes(admin[field](args) as Payload, STATUS_CODES)
      : {
          contract: null,
          userErrors: [{ field: ['subscriptionContractId'], message: 'Subscription contract does not exist.', code: 'SUBSCRIPTION_CONTRACT_DOES_NOT_EXIST' }],
        };
  const cycle = (field: 'subscriptionBillingCycleSkip' | 'subscriptionBillingCycleUnskip') => (args: Args) =>
    own(args.billingCycleInput.contractId)
      ? withCodes(admin[field](args) as Payload, [])
      : { billingCycle: null, userErrors: [{ field: ['billingCycleInput', 'contractId'], message: 'Subscription contract does not exist.', code: 'INVALID' }] };
  const addressBook = () => state.customers.get(customerId)?.addresses ?? [];
  const contractsOf = () => [...state.contracts.values()].filter((c) => c.customerId === customerId).map((c) => contractView(state, c));

  return {
    customer: () => ({
      id: customerId,
      // The customer's own address book (./customer-addresses.ts), the first `first` of it.
      addresses: (args: Args) =>
        connection(
          addressBook()
            .slice(0, args.first ?? undefined)
            .map(customerAddressView),
        ),
      defaultAddress: () => {
        const book = addressBook();
        const d = book.find((a) => a.id === state.customers.get(customerId)?.defaultAddressId);
        return d ? customerAddressView(d) : null;
      },
      subscriptionContracts: () => connection(contractsOf()),
      subscriptionContract: (args: Args) => {
        const c = own(args.id);
        return c ? contractView(state, c) : null;
      },
    }),
    order: (args: Args) => {
      const order = state.orders.get(String(args.id));
      if (!order || order.customerId !== customerId) return null;
      const contracts = [...state.contracts.values()].filter((c) => c.customerId === customerId && (c.id === order.contractId || c.originOrderId === order.id));
      return { id: order.id, name: `#${order.number}`, subscriptionContracts: () => connection(contracts.map((c) => contractView(state, c))) };
    },
    subscriptionContractPause: status('subscriptionContractPause'),
    subscriptionContractActivate: status('subscriptionContractActivate'),
    subscriptionContractCancel: status('subscriptionContractCancel'),
    subscriptionBillingCycleSkip: cycle('subscriptionBillingCycleSkip'),
    subscriptionBillingCycleUnskip: cycle('subscriptionBillingCycleUnskip'),
    subscriptionContractFetchDeliveryOptions: (args: Args) => {
      const c = own(args.subscriptionContractId);
      if (!c) return { deliveryOptionsResult: null, userErrors: [missing(['subscriptionContractId'])] };
      return { deliveryOptionsResult: delivery.fetch(c.id, args.address ?? {}), userErrors: [] };
    },
    subscriptionContractSelectDeliveryMethod: (args: Args) => {
      const c = own(args.subscriptionContractId);
      if (!c) return { contract: null, userErrors: [missing(['subscriptionContractId'])] };
      return selectDelivery(admin, delivery, c, args);
    },
  };
}

export function createCustomerAccountApi(options: { schema: GraphQLSchema; state: ShopState; admin: AdminRoot; rejected: Rejected[] }) {
  const tokens = new Map<string, string>();
  const delivery = createDeliveryOptions();
  return {
    /** A customer access token for `customerId` (a Customer gid), as Shopify's customer login grants one. */
    issueToken(customerId: string): string | null {
      if (!options.state.customers.has(customerId)) return null;
      const token = `shcat_${crypto.randomUUID().replace(/-/g, '')}`;
      tokens.set(token, customerId);
      return token;
    },
    async graphql(request: Request): Promise<Response> {
      const customerId = tokens.get(request.headers.get('authorization') ?? '');
      if (!customerId) return json({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
      const op = await readOperation(request, options.schema, options.rejected);
      if (op instanceof Response) return op;
      const rootValue = customerRoot(options.state, options.admin, delivery, customerId);
      const result = await execute({ schema: options.schema, document: op.doc, rootValue, variableValues: op.variables });
      return json({ ...result, errors: result.errors?.map((e) => ({ message: e.message, path: e.path })) });
    },
  };
}
