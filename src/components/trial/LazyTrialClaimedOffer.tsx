import { lazy, Suspense, type ComponentProps } from 'react';
import type { TrialClaimedOffer as Offer } from './TrialClaimedOffer';

// Shown only after a refused trial: the checkout page does not load it before.
const TrialClaimedOffer = lazy(() => import('./TrialClaimedOffer').then((m) => ({ default: m.TrialClaimedOffer })));

/** The first-order offer of a household that has had its trial (TrialClaimedOffer.tsx), loaded when it is needed. */
export function LazyTrialClaimedOffer(props: ComponentProps<typeof Offer>) {
  return (
    <Suspense fallback={null}>
      <TrialClaimedOffer {...props} />
    </Suspense>
  );
}
