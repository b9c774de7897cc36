import { useEffect, useRef, useState } from 'react';
import type { ChartSpec } from './plot-charts';

/**
 * A chart drawn by Observable Plot (docs/decisions/0021-console-charts-observable-plot.md), loaded only when a chart is first shown
 * (a dynamic import), so the console's first paint carries no chart library. The picture is for
 * the eye: its figures are in the table or text beside it, which is what a screen reader reads.
 */
export function Chart({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./plot-charts')
      .then(({ drawChart }) => {
        if (!live || !box.current) return;
        const width = Math.max(320, Math.min(box.current.clientWidth || 640, 960));
        const drawn = drawChart(spec, width);
        // The box is the image and names it; Plot's own labels on its marks would be read as stray ARIA.
        for (const el of [drawn, ...drawn.querySelectorAll('[aria-label], [aria-description]')]) {
          el.removeAttribute('aria-label');
          el.removeAttribute('aria-description');
        }
        box.current.replaceChildren(drawn);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [spec]);
  if (failed) return null;
  return <div ref={box} role="img" aria-label={`${label} (the figures are in the table below)`} data-chart={spec.kind} />;
}
