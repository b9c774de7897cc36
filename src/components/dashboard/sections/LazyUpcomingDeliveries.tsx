import { lazy, Suspense, type ComponentProps } from 'react';

// Below My Next Order, off a phone's first screen: its code loads after the sections appear.
const UpcomingDeliveries = lazy(() => import('./UpcomingDeliveries').then((m) => ({ default: m.UpcomingDeliveries })));

/** The Upcoming deliveries list, loaded on its own (UpcomingDeliveries.tsx); nothing in its place meanwhile. */
export function LazyUpcomingDeliveries(props: ComponentProps<typeof UpcomingDeliveries>) {
  return (
    <Suspense fallback={null}>
      <UpcomingDeliveries {...props} />
    </Suspense>
  );
}
