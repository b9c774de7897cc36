/**
 * The customer dashboard's state (spec 001 §2, §4, §8): the customer's subscriptions, orders,
 * legacy subscription, recommendations and treats; the dialog that is open; the busy lock
 * (one action at a time); the optimistic frequency; the payment banner; and the toasts.
 *
 * Every action calls the API through the typed client at the path the spec lists, and puts
 * the record it answers in place (the server answers the updated record). A failed load is
 * silent (an empty list or null) and leaves the rest of the page working; a failed action
 * shows the spec's text in a toast.
 *
 * @example
 * useEffect(() => void loadDashboard(customer.customerId), []);
 * const subs = useStore($sortedSubscriptions);
 * await changeDate(sub.id, '2025-07-01');
 */
export * from './act';
export * from './cancel-offers';
export * from './feeding-plan';
export * from './legacy-actions';
export * from './load';
export * from './plan-fit';
export * from './plan-fit-fix';
export * from './records';
export * from './state';
export * from './subscription-actions';
export * from './types';
export * from './ui';
