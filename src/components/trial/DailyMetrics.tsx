import { formatGrouped } from '../../domain/number-format';
import type { DailyMetrics as Metrics } from '../../domain/recipe-pages';

/** Calories, grams and cups a day (grams at 3380 kcal/kg, 120 g cups), as one labelled list. */
export function DailyMetrics({ metrics, label = 'Daily feeding amounts' }: { metrics: Metrics; label?: string }) {
  return (
    <ul className="daily-metrics" aria-label={label}>
      <li>
        <span className="metric-value">{formatGrouped(metrics.calories)}</span> <span className="metric-unit">calories/day</span>
      </li>
      <li>
        <span className="metric-value">{formatGrouped(metrics.grams)}</span> <span className="metric-unit">grams/day</span>
      </li>
      <li>
        <span className="metric-value">{metrics.cups.toFixed(1)}</span> <span className="metric-unit">cups/day</span>
      </li>
    </ul>
  );
}
