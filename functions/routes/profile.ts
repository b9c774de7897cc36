import { Hono } from 'hono';
import { findDefaultAddress } from '../db/profile';
import type { AppEnv } from '../env';
import type { ProfileAnswer } from '../../src/domain/schemas/answers/account';
import { requireCustomer } from '../auth/session';

/**
 * GET /api/profile — the logged-in customer's name, e-mail and default shipping address (the
 * mobile Profile tab). The session answer has no address, so this is its own small call.
 */
export const profile = new Hono<AppEnv>().get('/', requireCustomer, async (c) => {
  const customer = c.get('customer');
  const answer: ProfileAnswer = {
    customerId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email,
    shippingAddress: await findDefaultAddress(c.env.DB, customer.id),
  };
  return c.json(answer, 200);
});
