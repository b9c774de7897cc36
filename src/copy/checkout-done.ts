/**
 * The local checkout's confirmation (issue 47): what the customer reads once the order is placed,
 * by whether this browser is now logged in (an account the checkout created) or the owner of an
 * existing account must use the login link already mailed to them.
 */
export const CHECKOUT_DONE = {
  loggedIn: "You're logged in on this device: your order and your subscription are on your dashboard.",
  /** An existing account: never opened by a checkout (the rule we keep), the link is already sent. */
  linkSentLead: "We've e-mailed you a login link",
  linkSent: (email: string) => `to ${email}. Open it to see your order and manage your subscription on your dashboard.`,
  noLink: 'Log in to your dashboard with your e-mail address to see your order and manage your subscription.',
  goToDashboard: 'Go to your dashboard',
} as const;
