/** The Account answers (the mobile Profile and Home tabs) as the server sends them. */
import * as v from 'valibot';
import { ACTIVITY_ACTIONS } from '../../activity';
import { day, instant } from './fields';
import { addressAnswerSchema } from './records';

/** GET /api/profile. */
export const profileAnswerSchema = v.strictObject({
  customerId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** First and last name, as the Profile tab shows it. */
  name: v.string(),
  email: v.string(),
  /** The default shipping address on file, or null. */
  shippingAddress: v.nullable(addressAnswerSchema),
});
export type ProfileAnswer = v.InferOutput<typeof profileAnswerSchema>;

/** GET /api/activity: the customer's subscription events, newest first. */
export const activityAnswerSchema = v.strictObject({
  activity: v.array(
    v.strictObject({
      id: v.string(),
      subscriptionId: v.string(),
      legacy: v.boolean(),
      action: v.picklist(ACTIVITY_ACTIONS),
      at: instant,
      /** The subscription's main product now (null when unknown). */
      productName: v.nullable(v.string()),
      frequency: v.nullable(v.number()),
      unit: v.nullable(v.string()),
      nextDate: v.nullable(day),
      pauseDays: v.nullable(v.number()),
      day: v.nullable(day),
      /** Done by the shop's staff for the customer. */
      byShop: v.boolean(),
    }),
  ),
});
