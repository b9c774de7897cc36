import type { ReactNode } from 'react';
import type { SessionAnswer } from '../../domain/schemas/auth';

/**
 * ─── SLOT: the logged-in dashboard's sections ──────────────────────────────────────────────
 * The dashboard issue (#7) adds here, in this order (spec 001 §2 state 4): subscriptions with
 * 'Add Treats', latest order summary, legacy-subscription panel, 'My Furbabys' with '+ Add Dog',
 * feeding-plan summary, 'My Order History', product recommendations, and their modals.
 * `customer` is the logged-in customer; API calls made with `api` carry the session.
 */
export function DashboardSections({ customer, children }: { customer: SessionAnswer; children?: ReactNode }) {
  void customer;
  return <div className="fb-dash-sections">{children}</div>;
}
