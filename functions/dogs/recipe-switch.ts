/**
 * A subscription's recipe changes (issue 50): the change itself is the engine's (D1 or
 * Shopify); around it, the customer is answered and mailed the day-by-day switch-over for the
 * first bag of the new recipe. One wrapper for every door: the dashboard, the customer account
 * page and staff acting for the customer all call `changeProductWithSwitchOver`.
 */
import { findKibble, findKibbleVariant, type Catalogue } from '../../src/domain/catalogue';
import { recipeSwitchOver, type RecipeSwitchOver } from '../../src/domain/recipe-switch';
import type { ChangeProductAndFrequencyBody } from '../../src/domain/schemas/subscription-actions';
import { currentCatalogue } from '../catalogue/reader';
import { sellableKibbleVariant } from '../catalogue/known-ids';
import type { SubscriptionCalls } from '../commerce/port';
import type { CustomerRequest } from '../commerce/request';
import type { SubscriptionAnswer } from '../db/subscriptions';
import { recipeSwitchMail } from '../mail/templates';
import { mailerFor } from '../mail';
import { mailOrigin } from '../env';

export type SubscriptionWithSwitchOver = SubscriptionAnswer & { switch_over: RecipeSwitchOver | null };

/** The recipe a subscription is on now, by its bag (ids may differ by engine) or its product. */
function recipeOf(cat: Catalogue, answer: SubscriptionAnswer): { id: string; name: string } {
  const known = findKibbleVariant(cat, answer.variant_id)?.product ?? findKibble(cat, answer.product_id);
  return known ? { id: known.id, name: known.name } : { id: answer.product_id, name: answer.product_name };
}

export async function changeProductWithSwitchOver(
  calls: SubscriptionCalls,
  req: CustomerRequest,
  id: string,
  body: ChangeProductAndFrequencyBody,
): Promise<SubscriptionWithSwitchOver> {
  // A bag the shop does not sell is refused first, as an invalid body (the schema cannot read the catalogue).
  const catalogue = await currentCatalogue(req.db);
  const to = sellableKibbleVariant(catalogue, body.variantId);
  // Read first: the answer after the change no longer knows the old recipe. A missing or
  // foreign subscription is refused here with the same 404 as the change would give.
  const before = await calls.get(req, id);
  const answer = await calls.changeProduct(req, id, body);
  const switchOver = recipeSwitchOver({ from: recipeOf(catalogue, before), to: to.product, variant: to.variant, frequencyDays: body.frequency });
  if (switchOver) {
    const { customer, config } = req;
    try {
      await mailerFor(config, req.db).send(recipeSwitchMail(customer.email, customer.firstName, switchOver, mailOrigin(config)));
    } catch (error) {
      // The recipe has changed and the answer shows the days; a lost mail must not undo that.
      console.error('recipe switch mail not sent', error);
    }
  }
  return { ...answer, switch_over: switchOver };
}
