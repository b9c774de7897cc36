/** The full page (extensions/customer-account-page), as an `extension:` URL of customer accounts. */
export const pageLink = (subscriptionId?: string) =>
  subscriptionId ? `extension:customer-account-page/?subscription=${encodeURIComponent(subscriptionId)}` : 'extension:customer-account-page/';
