import { runOutDay, type PlanFit } from '../../src/domain/plan-fit';

/**
 * A plan-fit answer with the day the dogs run out worked out as the server does: from the last
 * delivery when given, else one frequency before the next (src/domain/plan-fit.ts), so the
 * sentence's gap a test expects is the one the answer's dates make.
 */
export function withRunOutDay<F extends Omit<PlanFit, 'runsOutOn'>>(fit: F, lastDelivery: string | null = null): F & Pick<PlanFit, 'runsOutOn'> {
  return { ...fit, runsOutOn: runOutDay({ lastDelivery, nextDelivery: fit.nextDelivery, frequency: fit.frequency }, fit.daysPerBag) };
}
