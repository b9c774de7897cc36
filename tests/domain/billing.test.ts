import { describe, expect, it } from 'vitest';
import * as billing from '../../src/domain/billing';
import { addInterval } from '../../src/domain/renewals';

const now = new Date('2025-06-01T00:00:00Z');

describe('isFailedAttempt (001 §4)', () => {
  it('is failed with status error or an error code, and neither completion nor skip', () => {
    expect(billing.isFailedAttempt({ date: '2025-05-30', status: 'error' })).toBe(true);
    expect(billing.isFailedAttempt({ date: '2025-05-30', error_code: 'card_declined' })).toBe(true);
    expect(billing.isFailedAttempt({ date: '2025-05-30', status: 'error', completed_at: '2025-05-31' })).toBe(false);
    expect(billing.isFailedAttempt({ date: '2025-05-30', error_code: 'x', skipped_on: '2025-05-31' })).toBe(false);
    expect(billing.isFailedAttempt({ date: '2025-05-30', status: 'success' })).toBe(false);
    expect(billing.isFailedAttempt({ date: '2025-05-30', error_code: '' })).toBe(false);
  });
});

describe('nextDeliveryFromAttempts (001 §3)', () => {
  it('is the earliest future attempt with no completion, skip or error', () => {
    const attempts = [
      { date: '2025-07-10T00:00:00Z' },
      { date: '2025-06-10T00:00:00Z', skipped_on: '2025-06-01' },
      { date: '2025-06-20T00:00:00Z' },
      { date: '2025-05-10T00:00:00Z' },
      { date: '2025-06-05T00:00:00Z', completed_at: '2025-06-05' },
    ];
    expect(billing.nextDeliveryFromAttempts(attempts, now)).toBe('2025-06-20T00:00:00Z');
  });

  it('uses the date of an unresolved error attempt, even when it is in the past', () => {
    const attempts = [{ date: '2025-06-20T00:00:00Z' }, { date: '2025-05-28T00:00:00Z', status: 'error', error_message: 'Card declined' }];
    expect(billing.nextDeliveryFromAttempts(attempts, now)).toBe('2025-05-28T00:00:00Z');
  });

  it('ignores an error attempt once it is completed', () => {
    const attempts = [{ date: '2025-06-20T00:00:00Z' }, { date: '2025-05-28T00:00:00Z', status: 'error', completed_at: '2025-05-29' }];
    expect(billing.nextDeliveryFromAttempts(attempts, now)).toBe('2025-06-20T00:00:00Z');
  });

  it('is null with no usable attempt', () => {
    expect(billing.nextDeliveryFromAttempts([], now)).toBeNull();
    expect(billing.nextDeliveryFromAttempts(null, now)).toBeNull();
    expect(billing.nextDeliveryFromAttempts([{ date: '2025-05-01' }], now)).toBeNull();
  });

  it('falls back to the scheduled charge date', () => {
    expect(billing.nextDeliveryOf({ billing_attempts: [], next_charge_scheduled_at: '2025-06-15' }, now)).toBe('2025-06-15');
    expect(billing.nextDeliveryOf({ billing_attempts: [{ date: '2025-06-12' }], next_charge_scheduled_at: '2025-06-15' }, now)).toBe('2025-06-12');
    expect(billing.nextDeliveryOf({}, now)).toBeNull();
  });
});

describe('payment banner (001 §8)', () => {
  it('reports the earliest unresolved failure', () => {
    const attempts = [
      { date: '2025-05-28', error_code: 'b' },
      { date: '2025-05-20', status: 'error' },
      { date: '2025-05-10', status: 'error', completed_at: '2025-05-11' },
    ];
    expect(billing.firstFailedAttempt(attempts)?.date).toBe('2025-05-20');
    expect(billing.firstFailedAttempt([{ date: '2025-05-28' }])).toBeNull();
  });

  it('uses the spec’s texts with the attempt’s message or the fallback', () => {
    expect(billing.PAYMENT_BANNER_HEADLINE).toBe('Your last order was NOT processed as we were unable to charge your credit card.');
    expect(billing.PAYMENT_BANNER_ACTION).toBe('Please check your card details and retry the payment. If you need to update your card click here.');
    expect(billing.UNKNOWN_PAYMENT_ERROR).toBe('Unknown payment error');
    expect(billing.paymentBanner({ date: '2025-05-28', status: 'error', error_message: 'Card declined' }).detail).toBe('Card declined');
    expect(billing.paymentBanner({ date: '2025-05-28', status: 'error', error_message: '  ' }).detail).toBe('Unknown payment error');
    expect(billing.paymentBanner({ date: '2025-05-28', status: 'error' })).toEqual({
      headline: billing.PAYMENT_BANNER_HEADLINE,
      detail: billing.UNKNOWN_PAYMENT_ERROR,
      action: billing.PAYMENT_BANNER_ACTION,
    });
  });
});

describe('recentAttemptsSince (issue 38: the attempts the actions and the scheduled job read)', () => {
  it('starts RECENT_ATTEMPT_DAYS shop days before the shop day of now (+12:00)', () => {
    expect(billing.recentAttemptsSince(new Date('2026-11-26T00:00:00Z'))).toBe('2026-08-28');
    // 13:00 UTC is already the next day in the shop.
    expect(billing.recentAttemptsSince(new Date('2026-11-26T13:00:00Z'))).toBe('2026-08-29');
    expect(billing.RECENT_ATTEMPT_DAYS).toBeGreaterThanOrEqual(Math.max(...billing.PAYMENT_RETRY_DAYS));
  });
});

describe('isCurrentAttempt (issue 38: the attempts a subscription answer shows)', () => {
  const today = '2026-11-26';
  it('shows today and the days ahead, whatever they hold', () => {
    expect(billing.isCurrentAttempt({ date: today, status: 'pending' }, today)).toBe(true);
    expect(billing.isCurrentAttempt({ date: '2026-12-10', status: 'skipped', skipped_on: '2026-11-20' }, today)).toBe(true);
  });
  it('shows a past failure only while it is owed', () => {
    expect(billing.isCurrentAttempt({ date: '2025-01-01', status: 'error', error_code: 'card_declined' }, today)).toBe(true);
    expect(billing.isCurrentAttempt({ date: '2026-11-20', status: 'error', completed_at: '2026-11-23T07:00:00Z' }, today)).toBe(false);
  });
  it('leaves out the paid and skipped past', () => {
    expect(billing.isCurrentAttempt({ date: '2026-11-25', status: 'success', completed_at: '2026-11-25T07:00:00Z' }, today)).toBe(false);
    expect(billing.isCurrentAttempt({ date: '2026-11-01', status: 'skipped', skipped_on: '2026-10-20' }, today)).toBe(false);
  });
});

describe('declineDueOn (the retry schedule the dunning job follows)', () => {
  const day = '2026-11-01';
  const on = (n: number) => addInterval(day, n, 'day');

  it('owes nothing before the first retry day, then a retry from that day on', () => {
    expect([0, 1, 2].map((n) => billing.declineDueOn(day, 0, on(n)))).toEqual([null, null, null]);
    expect(billing.declineDueOn(day, 0, on(billing.PAYMENT_RETRY_DAYS[0]))).toBe('retry');
    // A run that missed the day retries on the next one.
    expect(billing.declineDueOn(day, 0, on(5))).toBe('retry');
  });

  it('walks the schedule: a retry on each of its days, then the pause once the last is declined', () => {
    const steps: string[] = [];
    let retries = 0;
    // Runs every 15 minutes: a day can see a retry and, in its next run, the pause.
    for (let n = 0, paused = false; n <= 40 && !paused; n += 1) {
      for (let due = billing.declineDueOn(day, retries, on(n)); due !== null && !paused; due = billing.declineDueOn(day, retries, on(n))) {
        steps.push(`${n}:${due}`);
        if (due === 'retry')
          retries += 1; // declined again
        else paused = true; // no longer ACTIVE: never read again
      }
    }
    expect(steps).toEqual([...billing.PAYMENT_RETRY_DAYS.map((d) => `${d}:retry`), `${billing.PAYMENT_RETRY_DAYS.at(-1)}:pause`]);
  });

  it('ages out a decline a run missed past the window, and leaves one whose retries all ran alone', () => {
    const since = billing.paymentRetriesSince(on(30));
    expect(since).toBe(on(30 - billing.PAYMENT_RETRY_DAYS.at(-1)! - billing.PAYMENT_RETRY_GRACE_DAYS));
    expect(billing.declineDueOn(addInterval(since, -1, 'day'), 0, on(30))).toBe('age-out');
    expect(billing.declineDueOn(addInterval(since, -1, 'day'), 1, on(30))).toBe('age-out');
    expect(billing.declineDueOn(since, 1, on(30))).toBe('retry');
    expect(billing.declineDueOn(since, 2, on(30))).toBe('pause');
    expect(billing.declineDueOn(addInterval(since, -1, 'day'), 2, on(30))).toBeNull();
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(billing.declineDueOn('2028-02-26', 0, '2028-02-28')).toBeNull();
    expect(billing.declineDueOn('2028-02-26', 0, '2028-02-29')).toBe('retry');
    expect(billing.declineDueOn('2028-02-26', 1, '2028-03-04')).toBe('retry');
    expect(billing.declineDueOn('2028-02-26', 1, '2028-03-03')).toBeNull();
  });
});
