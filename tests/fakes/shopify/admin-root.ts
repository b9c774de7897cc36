/**
 * The fake shop's Admin API: the root fields our app calls, over the in-memory shop, with
 * Shopify's rules as its documentation states them (activate only from PAUSED or FAILED, a
 * billing attempt once per idempotency key, drafts committed at once, billing-cycle edits for the
 * next cycle only). Objects are shaped as the schema's types; graphql-js resolves their fields.
 */
import { selectCycle } from './billing-cycles';
import { addManualDiscount, useDiscounts } from './discounts';
import type { FakeContract, FakeDraft, FakeLine, ShopState } from './shop-state';
import type { WebhookQueue } from './webhooks';
import { attemptView, connection, contractView, lineView } from './views';

export { addressView, contractView, lineView } from './views';

/** A field's arguments: the schema has validated them before a resolver runs, so they are read as given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;
type UserError = { field: string[] | null; message: string; code?: string | null };

const refused = (message: string, code = 'INVALID', field: string[] | null = null): { userErrors: UserError[] } => ({ userErrors: [{ field, message, code }] });

export function adminRoot(state: ShopState, webhooks: WebhookQueue, now: () => Date) {
  const contractOr = (id: string) => state.contracts.get(id);
  const touch = (c: FakeContract, topic: string | null = 'subscription_contracts/update') => {
    c.revision += 1;
    c.updatedAt = new Date(Math.max(now().getTime(), Date.parse(c.updatedAt) + 1)).toISOString();
    if (topic) webhooks.contract(topic, c);
  };
  const draftOr = (id: string) => {
    const d = state.drafts.get(id);
    return d && !d.committed ? d : undefined;
  };
  const setStatus = (to: FakeContract['status'], from: FakeContract['status'][], topic: string) => (args: Args) => {
    const c = contractOr(args.subscriptionContractId);
    if (!c) return refused('Contract does not exist', 'INVALID', ['subscriptionContractId']);
    if (!from.includes(c.status)) return refused(`Contract status must be one of ${from.join(', ')}`, 'CONTRACT_TERMINATED');
    c.status = to;
    touch(c, topic);
    return { contract: contractView(state, c), userErrors: [] };
  };

  /** Charges the contract's customer for a pending attempt: an order, or the card's decline; then its webhooks. */
  function decideAttempt(id: string) {
    const attempt = state.attempts.get(id)!;
    const c = state.contracts.get(attempt.contractId)!;
    const customer = state.customers.get(c.customerId)!;
    const at = now().toISOString();
    attempt.ready = true;
    attempt.completedAt = at;
    if (customer.cardWorks) {
      const lines = [...c.lines, ...c.nextCycleLines].map((l) => ({ ...l }));
      const order = {
        id: state.nextId('Order'),
        number: state.nextNumber(),
        customerId: customer.id,
        contractId: c.id,
        sourceName: 'subscription_contract',
        lines,
        shipping: '6.99',
        discountCodes: [],
        discount: useDiscounts(c, lines),
        address: c.address,
        createdAt: at,
        updatedAt: at,
        fulfilled: false,
      };
      state.orders.set(order.id, order);
      c.nextCycleLines = [];
      attempt.orderId = order.id;
      webhooks.order('orders/create', order);
      webhooks.billingAttempt('subscription_billing_attempts/success', attempt);
    } else {
      attempt.errorCode = 'CARD_DECLINED';
      attempt.errorMessage = 'Your card was declined.';
      webhooks.billingAttempt('subscription_billing_attempts/failure', attempt);
    }
  }

  function newDraft(contract: FakeContract, kind: FakeDraft['kind']): FakeDraft {
    const draft: FakeDraft = {
      id: state.nextId('SubscriptionDraft'),
      contractId: contract.id,
      kind,
      lines: (kind === 'contract' ? contract.lines : contract.nextCycleLines).map((l) => ({ ...l })),
      discounts: (contract.discounts ?? []).map((d) => ({ ...d })),
      committed: false,
    };
    state.drafts.set(draft.id, draft);
    return draft;
  }

  /**
   * Skips or unskips one billing cycle: the contract itself (next billing date, lines) is
   * unchanged. Doing it twice is no error; a terminated contract, or a cycle already billed or
   * beyond the contract's cycles, is refused (INVALID, the one code Shopify lists).
   */
  function skipCycle(input: Args, skipped: boolean) {
    const c = contractOr(input.contractId);
    if (!c) return refused('Contract does not exist', 'INVALID', ['billingCycleInput', 'contractId']);
    if ((input.selector.date == null) === (input.selector.index == null))
      return refused('Select a cycle by date or by index', 'INVALID', ['billingCycleInput', 'selector']);
    if (c.status === 'CANCELLED' || c.status === 'EXPIRED') return refused('Contract is terminated', 'INVALID', ['billingCycleInput', 'contractId']);
    const cycle = selectCycle(c, input.selector);
    if (!cycle) return refused('Billing cycle does not exist', 'INVALID', ['billingCycleInput', 'selector']);
    if (Date.parse(cycle.billingAttemptExpectedDate) <= now().getTime())
      return refused('Billing cycle is already billed', 'INVALID', ['billingCycleInput', 'selector']);
    const at = cycle.billingAttemptExpectedDate;
    const changed = c.skippedCycles.includes(at) !== skipped;
    c.skippedCycles = c.skippedCycles.filter((s) => s !== at);
    if (skipped) c.skippedCycles.push(at);
    if (changed) webhooks.billingCycle(`subscription_billing_cycles/${skipped ? 'skip' : 'unskip'}`, c, { ...cycle, skipped });
    return {
      billingCycle: { ...cycle, skipped, edited: false, status: 'UNBILLED', sourceContract: contractView(state, c), billingAttempts: connection([]) },
      userErrors: [],
    };
  }

  const root = {
    // Reached only with a token Shopify accepts (index.ts answers 401 first), so the app is installed.
    currentAppInstallation: () => ({ id: 'gid://shopify/AppInstallation/1' }),
    subscriptionContract: (args: Args) => {
      const c = contractOr(args.id);
      return c ? contractView(state, c) : null;
    },
    subscriptionBillingAttempt: (args: Args) => (state.attempts.has(args.id) ? attemptView(state, args.id) : null),

    subscriptionContractSetNextBillingDate: (args: Args) => {
      const c = contractOr(args.contractId);
      if (!c) return refused('Contract does not exist', 'INVALID', ['contractId']);
      if (Number.isNaN(Date.parse(args.date))) return refused('Date is invalid', 'INVALID', ['date']);
      c.nextBillingDate = new Date(args.date).toISOString();
      // Shopify sends no webhook for a new billing date (its documentation says so).
      touch(c, null);
      return { contract: contractView(state, c), userErrors: [] };
    },
    subscriptionContractPause: setStatus('PAUSED', ['ACTIVE', 'PAUSED'], 'subscription_contracts/pause'),
    subscriptionContractActivate: setStatus('ACTIVE', ['ACTIVE', 'PAUSED', 'FAILED'], 'subscription_contracts/activate'),
    subscriptionContractCancel: setStatus('CANCELLED', ['ACTIVE', 'PAUSED', 'FAILED'], 'subscription_contracts/cancel'),

    subscriptionContractUpdate: (args: Args) => {
      const c = contractOr(args.contractId);
      if (!c) return refused('Contract does not exist', 'INVALID', ['contractId']);
      return { draft: { id: newDraft(c, 'contract').id }, userErrors: [] };
    },
    subscriptionBillingCycleContractEdit: (args: Args) => {
      const input = args.billingCycleInput;
      const c = contractOr(input.contractId);
      if (!c) return refused('Contract does not exist', 'INVALID', ['billingCycleInput', 'contractId']);
      if ((input.selector.date == null) === (input.selector.index == null))
        return refused('Select a cycle by date or by index', 'CYCLE_SELECTOR_VALIDATE_ONE_OF');
      if (c.status !== 'ACTIVE') return refused('Billing cycle is absent', 'BILLING_CYCLE_ABSENT');
      return { draft: { id: newDraft(c, 'cycle').id }, userErrors: [] };
    },
    subscriptionBillingCycleSkip: (args: Args) => skipCycle(args.billingCycleInput, true),
    subscriptionBillingCycleUnskip: (args: Args) => skipCycle(args.billingCycleInput, false),
    subscriptionDraftUpdate: (args: Args) => {
      const d = draftOr(args.draftId);
      if (!d) return refused('Draft does not exist', 'INVALID', ['draftId']);
      const input = args.input;
      if (input.billingPolicy) {
        d.interval = input.billingPolicy.interval;
        d.intervalCount = input.billingPolicy.intervalCount;
        if (input.billingPolicy.intervalCount < 1) return refused('Interval count must be at least 1', 'GREATER_THAN_OR_EQUAL_TO');
      }
      if (input.deliveryPolicy && input.billingPolicy && input.deliveryPolicy.intervalCount % input.billingPolicy.intervalCount !== 0) {
        return refused('Delivery must be a multiple of billing', 'DELIVERY_MUST_BE_MULTIPLE_OF_BILLING');
      }
      const address = input.deliveryMethod?.shipping?.address;
      if (address) {
        if (!address.address1 || !address.city || !address.zip) return refused('Shipping address is incomplete', 'INVALID', ['input', 'deliveryMethod']);
        d.address = { firstName: '', lastName: '', address2: '', province: '', country: 'New Zealand', ...address };
      }
      return { draft: { id: d.id }, userErrors: [] };
    },
    subscriptionDraftLineAdd: (args: Args) => {
      const d = draftOr(args.draftId);
      if (!d) return refused('Draft does not exist', 'INVALID', ['draftId']);
      const { productVariantId, quantity, currentPrice } = args.input;
      const variant = /^gid:\/\/shopify\/ProductVariant\/\d+$/.test(productVariantId);
      if (!variant) return refused('Product variant does not exist', 'INVALID', ['input', 'productVariantId']);
      if (quantity < 1) return refused('Quantity must be greater than 0', 'GREATER_THAN', ['input', 'quantity']);
      const line: FakeLine = {
        id: `gid://shopify/SubscriptionLine/${crypto.randomUUID()}`,
        variantId: productVariantId,
        productId: '',
        title: '',
        sku: '',
        quantity,
        price: Number(currentPrice).toFixed(2),
      };
      d.lines.push(line);
      return { lineAdded: lineView(line), userErrors: [] };
    },
    subscriptionDraftLineUpdate: (args: Args) => {
      const d = draftOr(args.draftId);
      const line = d?.lines.find((l) => l.id === args.lineId);
      if (!d || !line) return refused('Line does not exist', 'INVALID', ['lineId']);
      const { productVariantId, quantity, currentPrice } = args.input;
      if (productVariantId) line.variantId = productVariantId;
      if (quantity != null) line.quantity = quantity;
      if (currentPrice != null) line.price = Number(currentPrice).toFixed(2);
      return { lineUpdated: lineView(line), userErrors: [] };
    },
    subscriptionDraftLineRemove: (args: Args) => {
      const d = draftOr(args.draftId);
      const line = d?.lines.find((l) => l.id === args.lineId);
      if (!d || !line) return refused('Line does not exist', 'ALREADY_REMOVED', ['lineId']);
      d.lines = d.lines.filter((l) => l !== line);
      return { lineRemoved: lineView(line), userErrors: [] };
    },
    subscriptionDraftDiscountAdd: (args: Args) => {
      const d = draftOr(args.draftId);
      if (!d || d.kind !== 'contract') return refused('Draft does not exist', 'INVALID', ['draftId']);
      const added = addManualDiscount(d, args.input, state.nextId('SubscriptionManualDiscount'));
      return 'refusal' in added ? refused(added.refusal, 'INVALID', added.field) : { discountAdded: added.discount, draft: { id: d.id }, userErrors: [] };
    },
    subscriptionDraftCommit: (args: Args) => {
      const d = draftOr(args.draftId);
      if (!d) return refused('Draft does not exist or was committed', 'COMMITTED', ['draftId']);
      const c = contractOr(d.contractId)!;
      if (d.kind === 'cycle') {
        c.nextCycleLines = d.lines.filter((l) => !c.lines.some((cl) => cl.id === l.id));
      } else {
        if (d.lines.length === 0) return refused('A contract needs at least one line', 'INVALID_LINES');
        c.lines = d.lines;
        if (d.interval) c.interval = d.interval;
        if (d.intervalCount) c.intervalCount = d.intervalCount;
        if (d.address) c.address = d.address;
        if (d.discounts) c.discounts = d.discounts;
      }
      d.committed = true;
      touch(c);
      return { contract: contractView(state, c), userErrors: [] };
    },

    subscriptionContractAtomicCreate: (args: Args) => {
      const input = args.input;
      const customer = state.customers.get(input.customerId);
      if (!customer) return refused('Customer does not exist', 'CUSTOMER_DOES_NOT_EXIST', ['input', 'customerId']);
      if (input.contract.paymentMethodId !== customer.paymentMethodId) return refused('Payment method is missing', 'MISSING_CUSTOMER_PAYMENT_METHOD');
      if (input.lines.length === 0) return refused('A contract needs at least one line', 'INVALID_LINES');
      const address = input.contract.deliveryMethod?.shipping?.address;
      if (!address) return refused('Delivery method is required', 'DELIVERY_METHOD_REQUIRED');
      const at = now().toISOString();
      const c: FakeContract = {
        id: state.nextId('SubscriptionContract'),
        customerId: customer.id,
        status: input.contract.status ?? 'ACTIVE',
        nextBillingDate: new Date(input.nextBillingDate).toISOString(),
        interval: input.contract.billingPolicy.interval,
        intervalCount: input.contract.billingPolicy.intervalCount,
        address: { firstName: '', lastName: '', address2: '', province: '', country: 'New Zealand', ...address },
        lines: input.lines.map(({ line }: Args) => ({
          id: `gid://shopify/SubscriptionLine/${crypto.randomUUID()}`,
          variantId: line.productVariantId,
          productId: '',
          title: '',
          sku: '',
          quantity: line.quantity,
          price: Number(line.currentPrice).toFixed(2),
        })),
        nextCycleLines: [],
        skippedCycles: [],
        createdAt: at,
        updatedAt: at,
        revision: 1,
      };
      state.contracts.set(c.id, c);
      webhooks.contract('subscription_contracts/create', c);
      return { contract: contractView(state, c), userErrors: [] };
    },

    subscriptionBillingAttemptCreate: (args: Args) => {
      const c = contractOr(args.subscriptionContractId);
      const input = args.subscriptionBillingAttemptInput;
      if (!c) return refused('Contract not found', 'CONTRACT_NOT_FOUND', ['subscriptionContractId']);
      const earlier = [...state.attempts.values()].find((a) => a.contractId === c.id && a.idempotencyKey === input.idempotencyKey);
      if (earlier) return { subscriptionBillingAttempt: attemptView(state, earlier.id), userErrors: [] };
      if (c.status === 'PAUSED') return refused('Contract is paused', 'CONTRACT_PAUSED');
      if (c.status !== 'ACTIVE') return refused('Contract is terminated', 'CONTRACT_TERMINATED');
      const id = state.nextId('SubscriptionBillingAttempt');
      const at = now().toISOString();
      state.attempts.set(id, {
        id,
        contractId: c.id,
        idempotencyKey: input.idempotencyKey,
        ready: false,
        errorCode: null,
        errorMessage: null,
        orderId: null,
        createdAt: at,
        completedAt: null,
      });
      // Shopify decides asynchronously; this shop decides at once unless told to hold attempts.
      if (!state.holdAttempts) decideAttempt(id);
      return { subscriptionBillingAttempt: attemptView(state, id), userErrors: [] };
    },

    customerPaymentMethodSendUpdateEmail: (args: Args) => {
      const customer = [...state.customers.values()].find((c) => c.paymentMethodId === args.customerPaymentMethodId);
      if (!customer) return refused('Customer payment method does not exist', null as unknown as string, ['customerPaymentMethodId']);
      customer.cardUpdateEmails += 1;
      return { customer: { id: customer.id }, userErrors: [] };
    },
  };
  return { root, decideAttempt };
}
