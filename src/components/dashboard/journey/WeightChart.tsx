import { DOG_JOURNEY_TEXTS } from '../../../copy/dog-journey';
import { formatLongDateUS } from '../../../domain/dates';
import { formatGrouped } from '../../../domain/number-format';
import type { WeightsAnswer } from '../../../domain/schemas/weight-journal';

const W = 320;
const H = 120;
const PAD = 12;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A dog's weight over the last 12 months as inline SVG (no chart library: a few circles and a
 * line cost less than any library's code on the dashboard's main thread), with the target as a
 * dashed line. The SVG is an image with a one-line summary; the same points, with the daily grams
 * at each, are a table for screen readers and anyone who wants the numbers.
 */
export function WeightChart({ name, journey }: { name: string; journey: Pick<WeightsAnswer, 'points' | 'targetKg'> }) {
  const { points, targetKg } = journey;
  if (points.length === 0) return <p className="journey-empty">{DOG_JOURNEY_TEXTS.chartEmpty}</p>;
  const kgs = [...points.map((p) => p.kg), ...(targetKg != null ? [targetKg] : [])];
  const [lo, hi] = [Math.min(...kgs), Math.max(...kgs)];
  const span = hi - lo || 1;
  const [t0, t1] = [dayMs(points[0]!.day), dayMs(points.at(-1)!.day)];
  const x = (day: string) => (t1 === t0 ? W / 2 : PAD + ((dayMs(day) - t0) / (t1 - t0)) * (W - 2 * PAD));
  const y = (kg: number) => H - PAD - ((kg - lo) / span) * (H - 2 * PAD);
  const last = points.at(-1)!;
  const summary = `${points.length} weights from ${formatGrouped(points[0]!.kg)} kg to ${formatGrouped(last.kg)} kg`;
  return (
    <figure className="weight-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${DOG_JOURNEY_TEXTS.chartTitle(name)}: ${summary}`}>
        {targetKg != null ? <line className="weight-target" x1={PAD} x2={W - PAD} y1={y(targetKg)} y2={y(targetKg)} /> : null}
        <polyline className="weight-line" points={points.map((p) => `${x(p.day)},${y(p.kg)}`).join(' ')} />
        {points.map((p) => (
          <circle key={p.day} className="weight-point" cx={x(p.day)} cy={y(p.kg)} r={4} />
        ))}
      </svg>
      <figcaption>
        {DOG_JOURNEY_TEXTS.chartTitle(name)}
        {targetKg != null ? ` · ${DOG_JOURNEY_TEXTS.target(targetKg)}` : ''}
      </figcaption>
      <details>
        <summary>Weights as a table</summary>
        <table>
          <caption>{DOG_JOURNEY_TEXTS.tableCaption(name)}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Weight</th>
              <th scope="col">Food a day</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{formatLongDateUS(p.day)}</td>
                <td>{formatGrouped(p.kg)} kg</td>
                <td>{formatGrouped(p.grams)} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
