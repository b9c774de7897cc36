/**
 * Session and login schemas (spec 000 §3, §7; 001 §3, §7).
 */
import * as v from 'valibot';
import { emailAddressSchema, emailSchema, idSchema, integerLike, plainText, requiredText } from './common';

export const TOKEN_MAX_LENGTH = 512;
export const CUSTOMER_NAME_MAX_LENGTH = 120;

/** GET /api/auth/check-session. */
export const sessionAnswerSchema = v.object({
  customerId: idSchema,
  customerName: v.nullish(v.string(), ''),
  customerEmail: v.nullish(v.string(), ''),
});
export type SessionAnswer = v.InferOutput<typeof sessionAnswerSchema>;

const optionalName = v.nullish(v.pipe(v.string(), v.trim(), plainText, v.maxLength(CUSTOMER_NAME_MAX_LENGTH)), '');

/** Customer data sent with recommendations and checkout requests; every field optional. */
export const customerDataSchema = v.object({
  name: optionalName,
  email: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      plainText,
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(emailAddressSchema),
    ),
    null,
  ),
  firstname: optionalName,
  lastname: optionalName,
});
export type CustomerData = v.InferOutput<typeof customerDataSchema>;

/** The login form and its call: `{ email }`. */
export const loginRequestSchema = v.object({ email: emailSchema });
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

export const TOKEN_REQUIRED_MESSAGE = 'Token is required';

/** POST /auth/verify: `{ token }`. */
export const verifyBodySchema = v.object({
  token: v.pipe(requiredText(TOKEN_REQUIRED_MESSAGE), v.maxLength(TOKEN_MAX_LENGTH, TOKEN_REQUIRED_MESSAGE)),
});
export type VerifyBody = v.InferOutput<typeof verifyBodySchema>;

/**
 * POST /auth/generate-magic-link: the customer as the shop page knows it, with a timestamp
 * and the shop's signature over both so nobody can mint a link for someone else.
 */
export const generateMagicLinkBodySchema = v.object({
  customerId: idSchema,
  customerEmail: emailSchema,
  timestamp: v.pipe(integerLike, v.minValue(0)),
  signature: v.pipe(requiredText('Signature is required'), v.maxLength(TOKEN_MAX_LENGTH)),
});
export type GenerateMagicLinkBody = v.InferOutput<typeof generateMagicLinkBodySchema>;

/** The shop page's SHOPIFY_CUSTOMER_INFO message: `customerEmail` or `email`, answered as `customerEmail`. */
export const shopifyCustomerInfoSchema = v.pipe(
  v.object({
    customerId: idSchema,
    customerName: v.nullish(v.string(), ''),
    customerEmail: v.nullish(v.string(), null),
    email: v.nullish(v.string(), null),
  }),
  v.transform(({ email, customerEmail, ...rest }) => ({
    ...rest,
    customerEmail: customerEmail ?? email ?? '',
  })),
);
export type ShopifyCustomerInfo = v.InferOutput<typeof shopifyCustomerInfoSchema>;
