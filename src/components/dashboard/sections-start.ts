/**
 * The dashboard's sections, loaded beside the dashboard island (see sections-slot.ts for why),
 * and the customer's first loads, started as soon as both this code and the session are there.
 *
 * @example
 * // SectionsLoader.tsx, an island of src/pages/dashboard.astro
 * if (typeof window !== 'undefined') startSections();
 */
import { DashboardSections } from './DashboardSections';
import { startEarlyLoads } from './early-loads';
import { $dashboardSections } from './sections-slot';

export function startSections(): void {
  $dashboardSections.set(DashboardSections);
  void startEarlyLoads();
}
