/**
 * The local checkout page's form: name, e-mail, a New Zealand delivery address and
 * a test card. One schema for the page's check and for POST /api/checkout/:id/complete.
 */
import * as v from 'valibot';
import { cardDigits, isExpiryCurrent, passesLuhn } from '../checkout';
import { CUSTOMER_NAME_MAX_LENGTH } from './auth';
import { emailSchema, plainText } from './common';
import { addressInputSchema } from './subscription';

export const NZ_COUNTRY = 'New Zealand';
export const NZ_POSTCODE_MESSAGE = 'Please enter a 4-digit New Zealand postcode';
export const NZ_ONLY_MESSAGE = 'We deliver within New Zealand only';

/** Whether an address's country is New Zealand, as a customer or a record writes it (the shop ships nowhere else). */
export const isNzCountry = (country: string | null | undefined): boolean => /^(nz|new zealand)$/i.test((country ?? '').trim());
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name';
export const LAST_NAME_REQUIRED_MESSAGE = 'Please enter your last name';
export const CARD_NUMBER_MESSAGE = 'Please enter a valid card number';
export const CARD_EXPIRY_MESSAGE = 'Please enter a valid expiry date (MM/YY)';
export const CARD_CVC_MESSAGE = 'Please enter the 3 or 4 digit security code';

function name(message: string) {
  return v.pipe(v.string(message), v.trim(), plainText, v.nonEmpty(message), v.maxLength(CUSTOMER_NAME_MAX_LENGTH));
}

/** A NZ delivery address: the subscription address rules, a 4-digit postcode, New Zealand only. */
export const nzAddressSchema = v.object({
  ...addressInputSchema.entries,
  zip: v.pipe(v.string(NZ_POSTCODE_MESSAGE), v.trim(), plainText, v.regex(/^\d{4}$/, NZ_POSTCODE_MESSAGE)),
  country: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      plainText,
      v.check((c: string) => isNzCountry(c), NZ_ONLY_MESSAGE),
      v.transform(() => NZ_COUNTRY),
    ),
    NZ_COUNTRY,
  ),
});
export type NzAddress = v.InferOutput<typeof nzAddressSchema>;

/**
 * The card as typed. Only its shape is checked here; which numbers the local checkout accepts
 * is `testCardOutcome` (src/domain/checkout.ts). The card is never stored.
 */
export const cardInputSchema = v.object({
  number: v.pipe(v.string(CARD_NUMBER_MESSAGE), plainText, v.transform(cardDigits), v.check(passesLuhn, CARD_NUMBER_MESSAGE)),
  expiry: v.pipe(
    v.string(CARD_EXPIRY_MESSAGE),
    v.trim(),
    plainText,
    v.check((e) => isExpiryCurrent(e, new Date()), CARD_EXPIRY_MESSAGE),
  ),
  cvc: v.pipe(v.string(CARD_CVC_MESSAGE), v.trim(), plainText, v.regex(/^\d{3,4}$/, CARD_CVC_MESSAGE)),
});

/** POST /api/checkout/:id/complete. */
export const checkoutCompleteBodySchema = v.object({
  firstName: name(FIRST_NAME_REQUIRED_MESSAGE),
  lastName: name(LAST_NAME_REQUIRED_MESSAGE),
  email: emailSchema,
  address: nzAddressSchema,
  card: cardInputSchema,
});
export type CheckoutCompleteBody = v.InferOutput<typeof checkoutCompleteBodySchema>;
export type CheckoutCompleteInput = v.InferInput<typeof checkoutCompleteBodySchema>;
