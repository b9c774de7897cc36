/**
 * The answer of GET /api/subscriptions/{id}/plan-fit (issue 21): the numbers and the rule are
 * in ../plan-fit.ts; this is how the dashboard parses it. The API contract documents the
 * server's strict answer (src/domain/schemas/answers/plans.ts).
 */
import * as v from 'valibot';
import { PLAN_FIT_STATUSES } from '../plan-fit';
import { isCalendarDate } from './common';

const wholeDays = v.pipe(v.number(), v.integer(), v.minValue(1));
const calendarDay = v.pipe(v.string(), v.check(isCalendarDate, 'Must be a day, YYYY-MM-DD'));

export const planFitSuggestionSchema = v.object({
  frequency: wholeDays,
  bagKg: v.pipe(v.number(), v.gtValue(0)),
});

export const planFitSchema = v.object({
  dailyGrams: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bagKg: v.pipe(v.number(), v.gtValue(0)),
  daysPerBag: v.nullable(wholeDays),
  frequency: wholeDays,
  runsOutOn: v.nullable(calendarDay),
  nextDelivery: v.nullable(calendarDay),
  status: v.picklist(PLAN_FIT_STATUSES),
  suggestion: v.nullable(planFitSuggestionSchema),
});
export type PlanFitAnswer = v.InferOutput<typeof planFitSchema>;
