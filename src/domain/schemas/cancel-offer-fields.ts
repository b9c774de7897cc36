/**
 * The fields of each offer before cancelling, by kind (../cancel-offers.ts CancelOffer): one list
 * for the page's tolerant schema (./cancel-offers.ts) and the server's strict answer
 * (./answers/plans.ts), which differ only in how they read a day and in strictness.
 */
import * as v from 'valibot';

const wholeDays = v.pipe(v.number(), v.integer(), v.minValue(1));
const percent = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));

export const cancelOfferFields = <Day extends v.GenericSchema<string, string>>(day: Day) =>
  ({
    skip: { kind: v.literal('skip'), date: day, nextDelivery: day },
    pause: { kind: v.literal('pause'), days: wholeDays, nextDelivery: day },
    frequency: { kind: v.literal('frequency'), frequency: wholeDays, currentFrequency: wholeDays },
    discount: { kind: v.literal('discount'), percent },
  }) as const;
