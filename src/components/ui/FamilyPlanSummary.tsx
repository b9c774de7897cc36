import { useId, type ReactNode } from 'react';
import { MESSAGES } from '../../copy/messages';
import { findKibble } from '../../domain/catalogue';
import { familyTotals, type FamilyTotals } from '../../domain/feeding';
import { feedingSentence } from '../../domain/feeding-sentence';
import { formatGrouped } from '../../domain/number-format';
import { useCatalogue } from '../../stores/catalogue';
import { Fact } from './Facts';

interface IncludedDog {
  name: string;
  kibble_calories_per_day?: number | null;
  kibble_grams_per_day?: number | null;
}

/**
 * What the dogs in the family plan eat together: the feeding sentence, then calories, grams and
 * cups a day (the dashboard's summary and the feeding guide's).
 *
 * @example
 * <FamilyPlanSummary included={pets.filter(isIncludedInFamilyPlan)} productId={data.productId} />
 */
export function FamilyPlanSummary({
  included,
  productId,
  cupGrams,
  numbersLabel,
}: {
  included: readonly IncludedDog[];
  productId: string | null | undefined;
  /** The grams in a cup (the recipe pages' cup on the feeding guide); the default cup otherwise. */
  cupGrams?: number;
  numbersLabel?: string;
}) {
  const dogs = included.map((p) => ({ kibble_calories_per_day: p.kibble_calories_per_day ?? 0, kibble_grams_per_day: p.kibble_grams_per_day ?? 0 }));
  const totals = familyTotals(dogs, cupGrams);
  const catalogue = useCatalogue();
  // The family's kibble, else the shop's default; no name at all until the catalogue is there.
  const kibble = catalogue ? (findKibble(catalogue, productId ?? catalogue.defaultProductId) ?? findKibble(catalogue, catalogue.defaultProductId))?.name : null;
  return (
    <>
      <p className="sentence">
        {feedingSentence({
          names: included.map((p) => p.name),
          calories: totals.total_subscribed_calories_per_day,
          grams: totals.total_subscribed_grams_per_day,
          kibbleName: kibble ?? null,
        })}
      </p>
      <FamilyNumbers totals={totals} terms={['calories/day', 'grams/day', 'cups/day']} className="summary-numbers" label={numbersLabel} />
    </>
  );
}

/**
 * The family's calories, grams and cups a day as a list of terms and values (the summary above
 * and the pets page's family plan, each with its own words for the terms).
 */
export function FamilyNumbers({
  totals,
  terms,
  className,
  label,
}: {
  totals: FamilyTotals;
  terms: readonly [calories: string, grams: string, cups: string];
  className?: string;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      <Fact term={terms[0]} value={formatGrouped(totals.total_subscribed_calories_per_day)} />
      <Fact term={terms[1]} value={formatGrouped(totals.total_subscribed_grams_per_day)} />
      <Fact term={terms[2]} value={totals.total_subscribed_cups_per_day.toFixed(1)} />
    </dl>
  );
}

/**
 * A section of the family plan: its heading, then the summary and what follows it (`children`),
 * or the spec's notice when no dog is in the plan.
 */
export function FamilyPlanSection({
  className,
  title,
  children,
  ...summary
}: Parameters<typeof FamilyPlanSummary>[0] & { className: string; title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {summary.included.length === 0 ? (
        <p>{MESSAGES.noPetIncluded}</p>
      ) : (
        <>
          <FamilyPlanSummary {...summary} />
          {children}
        </>
      )}
    </section>
  );
}
