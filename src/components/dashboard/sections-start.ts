/**
 * The dashboard's sections, loaded by a module script of the page beside the island (see
 * sections-slot.ts for why), and the customer's first loads, started as soon as both this
 * code and the session are there.
 *
 * @example
 * // src/pages/dashboard.astro
 * <script>
 *   import { startSections } from '../components/dashboard/sections-start';
 *   startSections();
 * </script>
 */
import { DashboardSections } from './DashboardSections';
import { startEarlyLoads } from './early-loads';
import { $dashboardSections } from './sections-slot';

export function startSections(): void {
  $dashboardSections.set(DashboardSections);
  void startEarlyLoads();
}
