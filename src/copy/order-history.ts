/** The order history's 'Load more' (issue 20), on the dashboard and /mobile: one copy for both and their tests. */
import { failedTo } from './messages';

export const ORDER_HISTORY_TEXTS = {
  loadMore: 'Load more orders',
  loadingMore: 'Loading more orders…',
  /** Under the button after a failed 'Load more'; the button offers it again. */
  loadMoreFailed: `${failedTo('load more orders')}. Please try again.`,
} as const;
