/**
 * Every page that runs inside the shop's iframe, as the frame-height tests open it: the
 * shop's customer, the text that shows once its data has arrived, and one change of its own
 * content (an error, an editor, a dialog, a new row) that must resize the frame.
 */
import type { ShopCustomer } from './framed-shop';

export interface PageChange {
  /** The control to click (its accessible name; a leading ^ makes it a pattern). */
  click: string;
  /** Text (a RegExp source, any case) the page shows once the change has happened. */
  shows: string;
  /** Whether the document ends up taller or shorter, or keeps its height with a modal layer open. */
  expect: 'taller' | 'shorter' | 'dialog';
}

export interface FramedPage {
  /** Our path (and query), embedded by the shop's `/pages/<path>`. */
  path: string;
  customer?: ShopCustomer;
  /** Text (a RegExp source, any case) shown once the page's data has arrived. */
  ready?: string;
  /** A checkout session is made first and its id added as `?session=` (the local checkout). */
  needsCheckoutSession?: boolean;
  change: PageChange | null;
}

export const FRAMED_PAGES: FramedPage[] = [
  {
    path: 'free-trial',
    change: { click: 'Get started for FREE!', shows: 'Please fill in all required fields', expect: 'taller' },
  },
  {
    path: 'free-trial/choose-recipe?name=Rex&weight=12',
    ready: 'Start FREE Lamb Trial',
    change: { click: 'Rex', shows: 'Weight \\(kg\\)', expect: 'taller' },
  },
  {
    path: 'choose-recipe?name=Rex&weight=12',
    ready: 'Start Lamb Subscription',
    change: { click: 'Rex', shows: 'Weight \\(kg\\)', expect: 'taller' },
  },
  { path: 'get-started', change: { click: 'Save Pet', shows: 'Please enter', expect: 'taller' } },
  { path: 'feeding-guide', change: { click: 'Save Pet', shows: 'Please enter', expect: 'taller' } },
  { path: 'pet-calculator', change: { click: 'About the family feeding plan', shows: 'family', expect: 'dialog' } },
  { path: 'manage-pets', change: { click: 'Add Pet', shows: 'Add Dog', expect: 'dialog' } },
  { path: 'your-pets', customer: 'demo', ready: 'Biscuit', change: { click: 'Edit Biscuit', shows: "Biscuit's feeding guide", expect: 'dialog' } },
  {
    path: 'dashboard',
    customer: 'demo',
    ready: 'welcome back',
    change: { click: 'Manage', shows: 'Change Frequency', expect: 'dialog' },
  },
  // The Pets tab holds each dog's journey card (issue 50): taller than At a glance.
  { path: 'mobile', customer: 'demo', ready: 'At a glance', change: { click: 'Pets', shows: 'Save weight', expect: 'taller' } },
  { path: 'order-status', change: null },
  {
    path: 'checkout',
    needsCheckoutSession: true,
    ready: 'Your order',
    change: { click: '^Start my free trial', shows: 'Please enter', expect: 'taller' },
  },
  { path: 'cookie-test', change: { click: 'Test Session Cookie', shows: '\\{|answered', expect: 'taller' } },
];
