import { useStore } from '@nanostores/react';
import { resumesOnLabel } from '../../../copy/dashboard-notices';
import { formatNzdCents } from '../../../domain/money';
import { nextOrderDisplay } from '../../../domain/next-order';
import { canManage, canResume, frequencyLabel, subscriptionChipColour, subscriptionTotals } from '../../../domain/subscriptions';
import { $busy, $pendingFrequency, displayedFrequency, openDialog, type Subscription } from '../../../stores/dashboard';
import { ResponsiveTable, type TableColumn } from '../../ui/ResponsiveTable';
import type { TableLayout } from '../../ui/table-layout';
import { Chip } from './Chip';
import { siteUrl } from '../../../lib/site-url';

/**
 * My Subscriptions (001 §2): Title, Frequency, Next Order, Subtotal, in the spec's order
 * (ACTIVE, PAUSED, CANCELLED, then the soonest next order); a card per subscription where the
 * table does not fit (issue 31, ResponsiveTable). Only ACTIVE rows open the manage modal; PAUSED
 * and CANCELLED rows have a RESUME link that opens 'Choose Resume Date'.
 */
export function SubscriptionsTable({
  subscriptions,
  now = new Date(),
  initialLayout,
}: {
  subscriptions: readonly Subscription[];
  now?: Date;
  initialLayout?: TableLayout;
}) {
  const pending = useStore($pendingFrequency);
  const busy = useStore($busy);
  const columns: TableColumn<Subscription>[] = [
    {
      header: 'Title',
      cell: (s) => (
        <span className="dash-title-cell">
          {s.product_image ? <img src={siteUrl(s.product_image)} alt="" width="40" height="40" /> : null}
          <span>{s.product_name}</span> <Chip label={s.status} colour={subscriptionChipColour(s.status)} />
        </span>
      ),
    },
    { header: 'Frequency', cell: (s) => frequencyLabel(displayedFrequency(s, pending), s.order_interval_unit) },
    {
      header: 'Next Order',
      cell: (s) => (canManage(s.status) ? nextOrderDisplay(s, now).label : s.status === 'PAUSED' && s.paused_until ? resumesOnLabel(s.paused_until) : '—'),
    },
    { header: 'Subtotal', cell: (s) => formatNzdCents(subscriptionTotals(s).subtotalCents) },
    {
      header: 'Actions',
      actions: true,
      cell: (s) =>
        canManage(s.status) ? (
          <button type="button" className="button" onClick={() => openDialog({ kind: 'manage', id: s.id })}>
            Manage
          </button>
        ) : canResume(s.status) ? (
          <button
            type="button"
            className="dash-link"
            disabled={busy !== null}
            aria-label={`RESUME ${s.product_name}`}
            onClick={() => openDialog({ kind: 'resume', id: s.id })}
          >
            RESUME
          </button>
        ) : null,
    },
  ];
  return <ResponsiveTable caption="Your subscriptions" columns={columns} rows={subscriptions} rowKey={(s) => s.id} initialLayout={initialLayout} />;
}
