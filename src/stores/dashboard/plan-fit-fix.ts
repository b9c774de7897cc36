/**
 * The one-tap fix of a plan fit (issue 21) through the existing change calls. Apart from
 * ./plan-fit.ts, which the page's loading clears: the change calls reload the orders, and an
 * import of them there would close a cycle (load → plan-fit → subscription-actions → load).
 */
import type { PlanFitFix } from '../../domain/plan-fit-fix';
import { changeFrequency, changeProduct } from './subscription-actions';

/** The same bag at the suggested frequency, or the suggested bag of the same kibble. */
export function applyPlanFitFix(id: string, fix: PlanFitFix): Promise<boolean> {
  return fix.kind === 'frequency' ? changeFrequency(id, fix.frequency) : changeProduct(id, fix.variantId, fix.frequency);
}
