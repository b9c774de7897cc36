/**
 * The Admin API operations of the shop's catalogue (functions/shopify/catalogue/): the shop's
 * currency, its products with the app's feeding facts, the app's selling plan group and the
 * feeding-facts metafields. Listed in ./admin.ts's ADMIN_OPERATIONS, so the schema test validates
 * each against admin_2026-10.
 */

/** The shop's currency: the app sells in NZD only (functions/shopify/catalogue/sync.ts). */
export const SHOP_CURRENCY_QUERY = `#graphql
  query ShopCurrency {
    shop { currencyCode }
  }
`;

/** One page of the shop's active products, with the app's feeding facts ($app:feeding) and bag variants. */
export const CATALOGUE_PRODUCTS_QUERY = `#graphql
  query CatalogueProducts($after: String) {
    products(first: 50, after: $after, query: "status:active") {
      pageInfo { hasNextPage endCursor }
      nodes {
        id
        handle
        title
        productType
        tags
        featuredMedia { preview { image { url } } }
        kcal: metafield(namespace: "$app:feeding", key: "kcal_per_kg") { value }
        protein: metafield(namespace: "$app:feeding", key: "protein_percent") { value }
        trial: metafield(namespace: "$app:feeding", key: "trial") { value }
        variants(first: 50) {
          nodes {
            id
            sku
            price
            selectedOptions { name value }
            inventoryItem { measurement { weight { unit value } } }
          }
        }
      }
    }
  }
`;

const SELLING_PLAN_GROUP_FIELDS = `#graphql
  fragment SellingPlanGroupFields on SellingPlanGroup {
    id
    merchantCode
    products(first: 100) { nodes { id } }
    sellingPlans(first: 50) {
      nodes {
        id
        billingPolicy { ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
        deliveryPolicy { ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount } }
        pricingPolicies {
          ... on SellingPlanFixedPricingPolicy {
            adjustmentType
            adjustmentValue { ... on SellingPlanPricingPolicyPercentageValue { percentage } }
          }
        }
      }
    }
  }
`;

/** The app's selling plan groups (an app sees only its own); ours is found by merchantCode. */
export const SELLING_PLAN_GROUPS_QUERY = `#graphql
  query SellingPlanGroups {
    sellingPlanGroups(first: 50) { nodes { ...SellingPlanGroupFields } }
  }
  ${SELLING_PLAN_GROUP_FIELDS}
`;

export const SELLING_PLAN_GROUP_CREATE = `#graphql
  mutation SellingPlanGroupCreate($input: SellingPlanGroupInput!, $resources: SellingPlanGroupResourceInput) {
    sellingPlanGroupCreate(input: $input, resources: $resources) {
      sellingPlanGroup { ...SellingPlanGroupFields }
      userErrors { field message code }
    }
  }
  ${SELLING_PLAN_GROUP_FIELDS}
`;

export const SELLING_PLAN_GROUP_UPDATE = `#graphql
  mutation SellingPlanGroupUpdate($id: ID!, $input: SellingPlanGroupInput!) {
    sellingPlanGroupUpdate(id: $id, input: $input) {
      sellingPlanGroup { ...SellingPlanGroupFields }
      userErrors { field message code }
    }
  }
  ${SELLING_PLAN_GROUP_FIELDS}
`;

export const SELLING_PLAN_GROUP_ADD_PRODUCTS = `#graphql
  mutation SellingPlanGroupAddProducts($id: ID!, $productIds: [ID!]!) {
    sellingPlanGroupAddProducts(id: $id, productIds: $productIds) {
      sellingPlanGroup { id }
      userErrors { field message code }
    }
  }
`;

export const METAFIELD_DEFINITION_CREATE = `#graphql
  mutation MetafieldDefinitionCreate($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition { id }
      userErrors { field message code }
    }
  }
`;

export const METAFIELDS_SET = `#graphql
  mutation MetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { id }
      userErrors { field message code }
    }
  }
`;

export const CATALOGUE_OPERATIONS = {
  SHOP_CURRENCY_QUERY,
  CATALOGUE_PRODUCTS_QUERY,
  SELLING_PLAN_GROUPS_QUERY,
  SELLING_PLAN_GROUP_CREATE,
  SELLING_PLAN_GROUP_UPDATE,
  SELLING_PLAN_GROUP_ADD_PRODUCTS,
  METAFIELD_DEFINITION_CREATE,
  METAFIELDS_SET,
} as const;
