import { useStore } from '@nanostores/react';
import { $loggedIn, $petData, $petsLoad } from '../../stores/pets';
import { $session } from '../../stores/session';
import { useEmbeddedPage } from '../embed/use-embed';

/**
 * What both pet pages (Manage My Furbabies, the calculator) start from: the page embedded as the
 * dashboard, who is logged in, and the pets' load state and data.
 */
export function usePetsPage() {
  useEmbeddedPage('dashboard');
  return { session: useStore($session), loggedIn: useStore($loggedIn), load: useStore($petsLoad), data: useStore($petData) };
}
