import { describe, expect, it } from 'vitest';
import {
  ALREADY_CHARGED_MESSAGE,
  CHARGE_DUE_MESSAGE,
  NO_NEXT_DELIVERY_MESSAGE,
  notUpcomingDeliveryMessage,
  planSkip,
  planUnskip,
  type SkipSubject,
} from '../../src/domain/skips';
import { shopTime } from '../factories/days';
import { scheduleSubject } from '../factories/schedule-subject';

/** The skip rules read what the schedule reads. */
const sub: (over?: Partial<SkipSubject>) => SkipSubject = scheduleSubject;

describe('planSkip', () => {
  it('moves the next delivery on by one cycle, in the subscription’s unit', () => {
    expect(planSkip(sub(), '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'change', next: '2026-12-29' });
    expect(planSkip(sub({ order_interval_frequency: 1, order_interval_unit: 'month' }), '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({
      kind: 'change',
      next: '2027-01-01',
    });
    expect(planSkip(sub({ order_interval_frequency: 2, order_interval_unit: 'week' }), '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({
      kind: 'change',
      next: '2026-12-15',
    });
  });

  it('leaves a day already skipped unchanged (idempotent), wherever the next delivery is now', () => {
    const skipped = sub({ next_charge_scheduled_at: '2026-12-29', attempts: [{ date: '2026-12-01', status: 'skipped' }] });
    expect(planSkip(skipped, '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'unchanged' });
  });

  it('skips a later one of the next three deliveries and leaves the next delivery where it is', () => {
    expect(planSkip(sub(), '2026-12-29', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'change', next: '2026-12-01' });
    expect(planSkip(sub(), '2027-01-26', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'change', next: '2026-12-01' });
  });

  it('moves the next delivery past a later day already skipped', () => {
    const later = sub({ attempts: [{ date: '2026-12-29', status: 'skipped' }] });
    expect(planSkip(later, '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'change', next: '2027-01-26' });
  });

  it('refuses a day that is not one of the next three deliveries, and a subscription without one', () => {
    expect(planSkip(sub(), '2027-02-23', shopTime('2026-11-25', '09:00'))).toEqual({
      kind: 'refused',
      code: 'not_next_delivery',
      message: notUpcomingDeliveryMessage(['2026-12-01', '2026-12-29', '2027-01-26']),
    });
    expect(planSkip(sub(), '2026-12-15', shopTime('2026-11-25', '09:00')).kind).toBe('refused');
    expect(planSkip(sub({ next_charge_scheduled_at: null }), '2026-12-01', shopTime('2026-11-25', '09:00'))).toMatchObject({
      message: NO_NEXT_DELIVERY_MESSAGE,
    });
  });

  it('on the day itself, only until its charge falls due at 07:00 +12:00', () => {
    expect(planSkip(sub(), '2026-12-01', shopTime('2026-12-01', '06:59')).kind).toBe('change');
    expect(planSkip(sub(), '2026-12-01', shopTime('2026-12-01', '07:00'))).toEqual({ kind: 'refused', code: 'charge_due', message: CHARGE_DUE_MESSAGE });
  });

  it('refuses a day already billed (the date moved back onto it); a declined attempt of the day does not count', () => {
    expect(planSkip(sub({ attempts: [{ date: '2026-12-01', status: 'success' }] }), '2026-12-01', shopTime('2026-11-25', '09:00'))).toMatchObject({
      message: ALREADY_CHARGED_MESSAGE,
    });
    expect(planSkip(sub({ attempts: [{ date: '2026-12-01', status: 'error' }] }), '2026-12-01', shopTime('2026-11-25', '09:00')).kind).toBe('change');
  });
});

describe('planUnskip', () => {
  const skipped = sub({ next_charge_scheduled_at: '2026-12-29', attempts: [{ date: '2026-12-01', status: 'skipped' }] });

  it('puts the skipped day back as the next delivery', () => {
    expect(planUnskip(skipped, '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'change', next: '2026-12-01' });
  });

  it('keeps an earlier next delivery (the date was changed after the skip)', () => {
    expect(planUnskip({ ...skipped, next_charge_scheduled_at: '2026-11-28' }, '2026-12-01', shopTime('2026-11-25', '09:00'))).toEqual({
      kind: 'change',
      next: '2026-11-28',
    });
  });

  it('leaves a day that is not skipped unchanged (idempotent)', () => {
    expect(planUnskip(skipped, '2026-12-29', shopTime('2026-11-25', '09:00'))).toEqual({ kind: 'unchanged' });
  });

  it('refuses once the skipped day’s charge time has come', () => {
    expect(planUnskip(skipped, '2026-12-01', shopTime('2026-12-01', '07:00'))).toMatchObject({ kind: 'refused', code: 'charge_due' });
  });
});
