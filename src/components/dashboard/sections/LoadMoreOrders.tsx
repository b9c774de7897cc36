import { ORDER_HISTORY_TEXTS } from '../../../copy/order-history';
import type { MoreOrders } from '../../../stores/order-pages';

/**
 * 'Load more orders' under an order history (issue 20): shown while the history has another
 * page; busy while it is read; a failure says so under the button, which offers it again.
 */
export function LoadMoreOrders({ more, onLoad, className }: { more: MoreOrders; onLoad: () => void; className?: string }) {
  if (!more.cursor) return null;
  return (
    <div className={`load-more ${className ?? ''}`}>
      <button type="button" className="button" disabled={more.loading} aria-busy={more.loading || undefined} onClick={onLoad}>
        {more.loading ? ORDER_HISTORY_TEXTS.loadingMore : ORDER_HISTORY_TEXTS.loadMore}
      </button>
      <p role="alert" className="field-error">
        {more.failed ? ORDER_HISTORY_TEXTS.loadMoreFailed : null}
      </p>
    </div>
  );
}
