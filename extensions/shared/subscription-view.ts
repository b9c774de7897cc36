/**
 * What a subscription card shows, from the Worker's answer and the domain's rules: no rule is
 * written here (skips: src/domain/skips.ts; payments: src/domain/billing.ts; plan fit:
 * src/domain/plan-fit-fix.ts and src/copy/plan-fit.ts).
 */
import { isFailedAttempt } from '../../src/domain/billing';
import type { Catalogue } from '../../src/domain/catalogue';
import { planFitFix, type PlanFitFix } from '../../src/domain/plan-fit-fix';
import { shopToday } from '../../src/domain/renewals';
import { upcomingSkippedDays } from '../../src/domain/skips';
import { planFitFixLabel, planFitNoticeText } from '../../src/copy/plan-fit';
import type { PlanFitAnswer, SubscriptionAnswer } from './answers';

export interface SubscriptionView {
  skippedDays: string[];
  paymentFailed: boolean;
  planFit: { notice: string; fix: PlanFitFix | null; fixLabel: string | null } | null;
}

/** `cat`: the shop's catalogue (./catalogue.ts); without it the notice shows and no fix (a fix names a bag). */
export function subscriptionView(s: SubscriptionAnswer, fit: PlanFitAnswer | null, dogs: number, cat: Catalogue | null, now = new Date()): SubscriptionView {
  const latest = [...s.billing_attempts].sort((a, b) => b.date.localeCompare(a.date))[0];
  const main = s.items.find((i) => i.is_main);
  const notice = fit ? planFitNoticeText(fit, { dogs, quantity: main?.quantity ?? 1 }) : null;
  const fix = cat && fit && notice ? planFitFix(cat, fit, main?.variant_id ?? s.variant_id) : null;
  return {
    skippedDays: upcomingSkippedDays(s.billing_attempts, shopToday(now)),
    paymentFailed: s.status !== 'CANCELLED' && latest !== undefined && isFailedAttempt(latest),
    planFit: notice ? { notice, fix, fixLabel: fix ? planFitFixLabel(fix) : null } : null,
  };
}
