/**
 * What the dashboard shows where its sections will be, until they are ready: one polite status
 * for screen readers and grey boxes that hold the place, so that the page does not move when
 * the sections replace them.
 */
export function DashboardSkeleton() {
  return (
    <div className="fb-dash-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your dashboard…</span>
      <div className="fb-dash-skeleton-box fb-dash-skeleton-tall" aria-hidden="true" />
      <div className="fb-dash-skeleton-box" aria-hidden="true" />
      <div className="fb-dash-skeleton-box" aria-hidden="true" />
    </div>
  );
}
