/**
 * Switching console sections (issue 49, INP): a chart is drawn after its section has painted, and
 * a section shown again shows the picture already drawn for the same figures instead of drawing it.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from '../../../src/components/console/charts/Chart';
import type { ChartSpec } from '../../../src/components/console/charts/plot-charts';

const drawChart = vi.hoisted(() =>
  vi.fn((spec: ChartSpec) => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('data-drawn', spec.kind);
    return svg;
  }),
);
vi.mock('../../../src/components/console/charts/plot-charts', () => ({ drawChart }));

const weeks = (active: number): ChartSpec => ({ kind: 'subscriber-weeks', weeks: [{ week: '2026-11-23', active, started: 2, cancelled: 1 }] });
const picture = () => screen.getByRole('img').querySelector('svg');

describe('a console chart', () => {
  it('is not drawn before its section has painted, and is drawn right after', async () => {
    // The browser's next frame, held: nothing may draw until it has run.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    render(<Chart spec={weeks(40)} label="Active subscriptions" />);
    await vi.dynamicImportSettled();
    expect(drawChart).not.toHaveBeenCalled();
    expect(picture()).toBeNull();
    raf.mockRestore();
    for (const frame of frames) frame(performance.now());
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    expect(drawChart).toHaveBeenCalledTimes(1);
  });

  it('shown again with the same figures, shows the picture without drawing it; new figures are drawn', async () => {
    drawChart.mockClear();
    const first = render(<Chart spec={weeks(41)} label="Active subscriptions" />);
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    first.unmount();
    // The section again: a new spec object with the same figures.
    const again = render(<Chart spec={weeks(41)} label="Active subscriptions" />);
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    expect(drawChart).toHaveBeenCalledTimes(1);
    again.unmount();
    render(<Chart spec={weeks(42)} label="Active subscriptions" />);
    await vi.waitFor(() => expect(drawChart).toHaveBeenCalledTimes(2));
  });
});
