/**
 * Where the dashboard island finds its sections. They are not imported by the island: a second
 * island with nothing to show loads them beside it (SectionsLoader.tsx, sections-start.ts) and
 * puts the component here, so that neither island waits for the other's code.
 *
 * Why not React.lazy: Vite wraps every `import()` in a helper that adds a
 * `<link rel="modulepreload">` per module the chunk needs, all in one task. For the sections'
 * two dozen modules that task alone took 100 ms of main thread on our test machine, about
 * 400 ms on Lighthouse's phone (docs/performance.md). An island's code is fetched by
 * the browser's module loader, without that work.
 *
 * @example
 * const Sections = useStore($dashboardSections);
 * return Sections ? <Sections customer={customer} placeholder={<DashboardSkeleton />} /> : <DashboardSkeleton />;
 */
import { atom } from 'nanostores';
import type { ComponentType, ReactNode } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';

export interface DashboardSectionsProps {
  customer: SessionAnswer;
  /** Shown until the first loads have answered. */
  placeholder: ReactNode;
  children?: ReactNode;
}

/** DashboardSections, once its code has loaded. */
export const $dashboardSections = atom<ComponentType<DashboardSectionsProps> | null>(null);
