import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { SubscriptionsPage } from './SubscriptionsPage';

/** customer-account.page.render: the order action opens it with `?subscription=<id>` to show that one first. */
export default async () => {
  const focus = new URL(navigation.currentEntry?.url ?? 'https://shop.invalid/').searchParams.get('subscription');
  render(<SubscriptionsPage focus={focus} />, document.body);
};
