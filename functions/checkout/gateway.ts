import type { KibbleProduct, KibbleVariant } from '../../src/domain/catalogue';
import type { Attribution } from '../../src/domain/attribution';
import type { CustomerData } from '../../src/domain/schemas/auth';
import type { CheckoutPet } from '../../src/domain/schemas/shop';

/**
 * Where POST /api/pets/checkout-url sends the visitor. One interface, two adapters chosen by
 * configuration (CHECKOUT): `local` (our own checkout page, functions/checkout/local.ts) and
 * `shopify` (a Storefront API cart, functions/shopify/checkout/cart-checkout.ts).
 */
export interface CheckoutRequest {
  product: KibbleProduct;
  variant: KibbleVariant;
  /** Our selling-plan id (src/domain/catalogue.ts `sellingPlanIdFor`). */
  sellingPlanId: string;
  frequencyDays: number;
  /** Normalised: the code to apply (locally a catalogue code; in Shopify any code, the shop decides). */
  discountCode: string;
  /** The page's own code, applied instead when the shop says `discountCode` does not apply. */
  fallbackDiscountCode: string;
  customerData: CustomerData | null;
  quantity: 1;
  /** Where the visit came from: kept with the local checkout, the Shopify cart's attributes. */
  attribution: Attribution | null;
  /** The visit's funnel id: kept with the local checkout, a private attribute of the Shopify cart; its order counts under the visit. */
  visitId: string | null;
  /** The dogs the page priced, for the account the order lands in. */
  pets: CheckoutPet[];
}

export interface CheckoutGateway {
  readonly name: 'local' | 'shopify';
  /** Answers the URL the visitor's top window opens to pay, and a notice when the fallback code was used. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; discountNotice?: string }>;
}
