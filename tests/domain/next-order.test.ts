import { describe, expect, it } from 'vitest';
import { knownNextDelivery, nextOrderDisplay, UPDATE_PENDING_LABEL } from '../../src/domain/next-order';

const now = new Date('2026-11-26T12:00:00Z');
const scheduled = { next_charge_scheduled_at: '2026-12-24' };
const declined = { date: '2026-11-20', status: 'error', error_code: 'card_declined', completed_at: null, skipped_on: null };

describe('the one next-delivery rule (issue 39)', () => {
  it('is the scheduled day when nothing is owed', () => {
    expect(knownNextDelivery({ ...scheduled, billing_attempts: [] }, now)).toBe('2026-12-24');
    expect(nextOrderDisplay({ ...scheduled, billing_attempts: [] }, now)).toEqual({ stale: false, date: '2026-12-24', label: 'December 24, 2026' });
  });

  it('is unknown while a declined attempt awaits its retry, though a later day is scheduled', () => {
    expect(knownNextDelivery({ ...scheduled, billing_attempts: [declined] }, now)).toBeNull();
    expect(nextOrderDisplay({ ...scheduled, billing_attempts: [declined] }, now)).toEqual({ stale: true, date: null, label: UPDATE_PENDING_LABEL });
  });

  it('passes over a skipped day to the next pending attempt', () => {
    const attempts = [
      { date: '2026-12-01', status: 'skipped', skipped_on: '2026-11-25' },
      { date: '2026-12-29', status: 'pending' },
    ];
    expect(knownNextDelivery({ next_charge_scheduled_at: '2026-12-29', billing_attempts: attempts }, now)).toBe('2026-12-29');
  });

  it('is unknown without any date', () => {
    expect(knownNextDelivery({ next_charge_scheduled_at: null }, now)).toBeNull();
  });
});
