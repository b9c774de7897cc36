/**
 * Every GraphQL operation we send to Shopify, each a #graphql template literal so editors and
 * tests/domain/shopify-operations.test.ts find them: that test validates each one against
 * Shopify's published schema (@shopify/dev-mcp), so a field Shopify would reject fails npm test.
 */
import { CATALOGUE_OPERATIONS } from './admin-catalogue';

const CONTRACT_FIELDS = `#graphql
  fragment ContractFields on SubscriptionContract {
    id
    status
    nextBillingDate
    updatedAt
    revisionId
    customer { id email firstName lastName }
    customerPaymentMethod { id }
    originOrder { id }
    billingPolicy { interval intervalCount }
    deliveryMethod {
      ... on SubscriptionDeliveryMethodShipping {
        address { firstName lastName address1 address2 city province zip country }
      }
    }
    lines(first: 50) {
      nodes { id variantId productId quantity title sku currentPrice { amount } }
    }
  }
`;

/** The contract as our mirror keeps it (read after checkout creates it, and by webhooks). */
export const CONTRACT_QUERY = `#graphql
  query Contract($id: ID!) {
    subscriptionContract(id: $id) { ...ContractFields }
  }
  ${CONTRACT_FIELDS}
`;

export const SET_NEXT_BILLING_DATE = `#graphql
  mutation SetNextBillingDate($contractId: ID!, $date: DateTime!) {
    subscriptionContractSetNextBillingDate(contractId: $contractId, date: $date) {
      contract { id nextBillingDate }
      userErrors { field message }
    }
  }
`;

export const PAUSE_CONTRACT = `#graphql
  mutation PauseContract($id: ID!) {
    subscriptionContractPause(subscriptionContractId: $id) {
      contract { id status }
      userErrors { field message }
    }
  }
`;

export const ACTIVATE_CONTRACT = `#graphql
  mutation ActivateContract($id: ID!) {
    subscriptionContractActivate(subscriptionContractId: $id) {
      contract { id status }
      userErrors { field message }
    }
  }
`;

export const CANCEL_CONTRACT = `#graphql
  mutation CancelContract($id: ID!) {
    subscriptionContractCancel(subscriptionContractId: $id) {
      contract { id status }
      userErrors { field message }
    }
  }
`;

/** A draft of the whole contract: frequency, address and recurring lines change through it. */
export const CONTRACT_DRAFT = `#graphql
  mutation ContractDraft($contractId: ID!) {
    subscriptionContractUpdate(contractId: $contractId) {
      draft { id }
      userErrors { field message code }
    }
  }
`;

/** A draft of the next billing cycle only: one-time treats ride on it. */
export const NEXT_CYCLE_DRAFT = `#graphql
  mutation NextCycleDraft($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleContractEdit(billingCycleInput: $input) {
      draft { id }
      userErrors { field message code }
    }
  }
`;

export const DRAFT_UPDATE = `#graphql
  mutation DraftUpdate($draftId: ID!, $input: SubscriptionDraftInput!) {
    subscriptionDraftUpdate(draftId: $draftId, input: $input) {
      draft { id }
      userErrors { field message code }
    }
  }
`;

export const DRAFT_LINE_ADD = `#graphql
  mutation DraftLineAdd($draftId: ID!, $input: SubscriptionLineInput!) {
    subscriptionDraftLineAdd(draftId: $draftId, input: $input) {
      lineAdded { id }
      userErrors { field message code }
    }
  }
`;

export const DRAFT_LINE_REMOVE = `#graphql
  mutation DraftLineRemove($draftId: ID!, $lineId: ID!) {
    subscriptionDraftLineRemove(draftId: $draftId, lineId: $lineId) {
      lineRemoved { id }
      userErrors { field message code }
    }
  }
`;

export const DRAFT_COMMIT = `#graphql
  mutation DraftCommit($draftId: ID!) {
    subscriptionDraftCommit(draftId: $draftId) {
      contract { id updatedAt }
      userErrors { field message code }
    }
  }
`;

/** A percentage off the contract's next cycle only (recurringCycleLimit 1): the offer before cancelling. */
export const DRAFT_DISCOUNT_ADD = `#graphql
  mutation DraftDiscountAdd($draftId: ID!, $input: SubscriptionManualDiscountInput!) {
    subscriptionDraftDiscountAdd(draftId: $draftId, input: $input) {
      discountAdded { id title recurringCycleLimit }
      userErrors { field message code }
    }
  }
`;

/** A line's variant, price or quantity (the main bag's product change goes through the draft too). */
export const DRAFT_LINE_UPDATE = `#graphql
  mutation DraftLineUpdate($draftId: ID!, $lineId: ID!, $input: SubscriptionLineUpdateInput!) {
    subscriptionDraftLineUpdate(draftId: $draftId, lineId: $lineId, input: $input) {
      lineUpdated { id }
      userErrors { field message code }
    }
  }
`;

/**
 * Shopify cannot activate a cancelled contract; restarting one (the spec's resume of a CANCELLED
 * subscription) is a new contract for the same customer, card, lines and policies.
 */
export const CONTRACT_ATOMIC_CREATE = `#graphql
  mutation ContractAtomicCreate($input: SubscriptionContractAtomicCreateInput!) {
    subscriptionContractAtomicCreate(input: $input) {
      contract { id status }
      userErrors { field message code }
    }
  }
`;

/**
 * Skip, or take back the skip of, one billing cycle (selected by a date within it): the contract
 * is unchanged; Shopify bills no skipped cycle and shows it skipped in the admin.
 */
export const SKIP_BILLING_CYCLE = `#graphql
  mutation SkipBillingCycle($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleSkip(billingCycleInput: $input) {
      billingCycle { cycleIndex billingAttemptExpectedDate skipped }
      userErrors { field message code }
    }
  }
`;

export const UNSKIP_BILLING_CYCLE = `#graphql
  mutation UnskipBillingCycle($input: SubscriptionBillingCycleInput!) {
    subscriptionBillingCycleUnskip(billingCycleInput: $input) {
      billingCycle { cycleIndex billingAttemptExpectedDate skipped }
      userErrors { field message code }
    }
  }
`;

const ATTEMPT_FIELDS = `#graphql
  fragment AttemptFields on SubscriptionBillingAttempt {
    id
    ready
    errorCode
    errorMessage
    completedAt
    order { id name }
  }
`;

export const BILLING_ATTEMPT_CREATE = `#graphql
  mutation BillingAttemptCreate($contractId: ID!, $input: SubscriptionBillingAttemptInput!) {
    subscriptionBillingAttemptCreate(subscriptionContractId: $contractId, subscriptionBillingAttemptInput: $input) {
      subscriptionBillingAttempt { ...AttemptFields }
      userErrors { field message code }
    }
  }
  ${ATTEMPT_FIELDS}
`;

export const BILLING_ATTEMPT_QUERY = `#graphql
  query BillingAttempt($id: ID!) {
    subscriptionBillingAttempt(id: $id) { ...AttemptFields }
  }
  ${ATTEMPT_FIELDS}
`;

export const SEND_PAYMENT_UPDATE_EMAIL = `#graphql
  mutation SendPaymentUpdateEmail($id: ID!) {
    customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: $id) {
      customer { id }
      userErrors { field message }
    }
  }
`;

/** Answers while the app is installed; 401 once the shop has uninstalled it (app/uninstalled is confirmed with it). */
export const APP_INSTALLATION_QUERY = `#graphql
  query AppInstallation {
    currentAppInstallation { id }
  }
`;

export * from './admin-catalogue';

/** Every Admin API operation, by name (the schema test walks this list; the Storefront ones are beside their adapters). */
export const ADMIN_OPERATIONS = {
  CONTRACT_QUERY,
  SET_NEXT_BILLING_DATE,
  PAUSE_CONTRACT,
  ACTIVATE_CONTRACT,
  CANCEL_CONTRACT,
  CONTRACT_DRAFT,
  NEXT_CYCLE_DRAFT,
  DRAFT_UPDATE,
  DRAFT_LINE_ADD,
  DRAFT_LINE_REMOVE,
  DRAFT_COMMIT,
  DRAFT_DISCOUNT_ADD,
  CONTRACT_ATOMIC_CREATE,
  DRAFT_LINE_UPDATE,
  SKIP_BILLING_CYCLE,
  UNSKIP_BILLING_CYCLE,
  BILLING_ATTEMPT_CREATE,
  BILLING_ATTEMPT_QUERY,
  SEND_PAYMENT_UPDATE_EMAIL,
  APP_INSTALLATION_QUERY,
  ...CATALOGUE_OPERATIONS,
} as const;
