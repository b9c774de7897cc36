/**
 * A subscription as the schedule and the skip rules read it (src/domain/upcoming-deliveries.ts
 * ScheduleSubject, src/domain/skips.ts SkipSubject): next delivery 2026-12-01, every 28 days,
 * nothing attempted yet; override any field.
 */
import type { ScheduleSubject } from '../../src/domain/upcoming-deliveries';

export const scheduleSubject = (over: Partial<ScheduleSubject> = {}): ScheduleSubject => ({
  next_charge_scheduled_at: '2026-12-01',
  order_interval_frequency: 28,
  order_interval_unit: 'day',
  attempts: [],
  ...over,
});
