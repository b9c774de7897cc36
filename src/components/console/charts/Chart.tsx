import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { chartKey, drawnChart, keepChart } from './drawn-charts';
import type { ChartSpec } from './plot-charts';

/**
 * A chart drawn by Observable Plot (docs/decisions/0021-console-charts-observable-plot.md), loaded only when a chart is first shown
 * (a dynamic import), so the console's first paint carries no chart library. The picture is for
 * the eye: its figures are in the table or text beside it, which is what a screen reader reads.
 *
 * Drawn after its section's first paint, and once per figures and width (./drawn-charts.ts): a
 * section switch paints its heading and tables at once, the picture a frame later (issue 49, INP).
 */
export function Chart({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const show = (picture: Element) => {
      // The box is the image and names it; Plot's own labels on its marks would be read as stray ARIA.
      for (const el of [picture, ...picture.querySelectorAll('[aria-label], [aria-description]')]) {
        el.removeAttribute('aria-label');
        el.removeAttribute('aria-description');
      }
      box.current?.replaceChildren(picture);
    };
    const cancel = afterNextPaint(() => {
      if (!live || !box.current) return;
      // Read after the paint: measuring the box in the effect forced a layout inside the click.
      const width = Math.max(320, Math.min(box.current.clientWidth || 640, 960));
      const key = chartKey(spec, width);
      const copy = drawnChart(key);
      if (copy) return show(copy);
      import('./plot-charts')
        .then(({ drawChart }) => {
          if (!live || !box.current) return;
          const picture = drawChart(spec, width);
          keepChart(key, picture);
          show(picture);
        })
        .catch(() => live && setFailed(true));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [spec]);
  if (failed) return null;
  return <div ref={box} role="img" aria-label={`${label} (the figures are in the table below)`} data-chart={spec.kind} />;
}
