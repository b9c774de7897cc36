/**
 * An island with nothing to show: loading it loads the dashboard's sections beside the
 * dashboard island and starts the customer's first loads once the session is known
 * (sections-start.ts), before React has rendered anything.
 *
 * Why an island rather than a module script of the page: a page's module scripts are fetched
 * while its HTML is still being drawn (on a phone they share the network and main thread with
 * the first paint); an island with `client:painted` is fetched once the page is on screen.
 * Why not React.lazy: see sections-slot.ts.
 */
import { startSections } from './sections-start';

if (typeof window !== 'undefined') startSections();

export default function SectionsLoader() {
  return null;
}
