/**
 * The console's charts are pictures; the figures a screen reader reads are the tables beside
 * them. These hold the API's answers: every week and every cohort cell, in the console's words.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ForecastWeeks } from '../../../src/components/console/ForecastWeeks';
import { Retention } from '../../../src/components/console/Retention';

// The chart library draws in a real browser (e2e/console.spec.ts); here only the figures count.
vi.mock('../../../src/components/console/charts/Chart', () => ({ Chart: () => null }));

/** The table's body rows as cell texts (Polaris's elements; jsdom gives them no roles). */
const rows = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('s-table-body s-table-row')].map((r) => [...r.querySelectorAll('s-table-cell')].map((c) => c.textContent));

describe('the charts’ tables', () => {
  it('forecast: a row a week, a column per recipe and bag size, 0 where it ships none, and the total', () => {
    render(
      <ForecastWeeks
        weeks={[
          { start: '2026-11-28', lines: [{ recipe: 'Chicken Dog Box', bagKg: 15, bags: 2, kg: 30 }] },
          {
            start: '2026-12-05',
            lines: [
              { recipe: 'Luxe Lamb', bagKg: 5, bags: 1, kg: 5 },
              { recipe: 'Chicken Dog Box', bagKg: 2.5, bags: 1, kg: 2.5 },
            ],
          },
        ]}
      />,
    );
    expect(rows('forecast-weeks')).toEqual([
      // Columns: Chicken 2.5 kg, Chicken 15 kg, Lamb 5 kg (by recipe, then bag size).
      ['28 Nov 2026', '0', '30', '0', '30'],
      ['5 Dec 2026', '2.5', '0', '5', '7.5'],
    ]);
  });

  it('retention: the share with its count, a dash where not everyone has got there', () => {
    render(<Retention cohorts={[{ month: '2026-09', customers: 3, still: [3, 2, null], shares: [100, 66.7, null] }]} />);
    expect(rows('retention')).toEqual([['Sep 2026', '3', '100% (3 of 3)', '66.7% (2 of 3)', '–']]);
  });
});
