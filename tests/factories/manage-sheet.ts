/** The Manage sheet's actions for an active subscription, in the spec's order (001 §2), as tests expect them. */
export const MANAGE_ACTIONS = [
  'Add Treats',
  'Reorder Now',
  'Next Order Date',
  'Change Frequency',
  'Change Address',
  'Pause',
  'Update Credit Card',
  'Cancel Subscription',
] as const;
