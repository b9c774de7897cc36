/**
 * What the free-trial form hands the recipe pages besides the dog in the address: the
 * visitor's name and e-mail, in session storage (never in an address: addresses end up in
 * history, logs and referrers). Kept apart so each page loads only what it uses.
 */
export const TRIAL_CUSTOMER_KEY = 'mfb_trial_customer';

/** The two recipe pages. */
export const RECIPE_PAGE_PATHS = {
  trial: '/free-trial/choose-recipe',
  'first-order': '/choose-recipe',
} as const;

export interface TrialCustomer {
  name: string;
  email: string;
}

/**
 * The free-trial form sent natively (its island never arrived: the page's script holds a submit
 * for EARLY_NATIVE_FALLBACK_MS, then posts it). The Worker answers the recipe page with this in a
 * JSON block (functions/routes/trial-post.ts): the dog's fields as the island's address would
 * carry them, and the visitor, who never goes into an address.
 */
export interface PostedTrial {
  query: string;
  customer: TrialCustomer | null;
}
/** The id of that block (`<script type="application/json">`: data, never run). */
export const POSTED_TRIAL_ELEMENT_ID = 'posted-trial';
/** The form's fields that describe the dog: they go into the recipe page's address. */
export const TRIAL_DOG_FIELDS = ['name', 'weight', 'lifeStage', 'activityLevel', 'bodyCondition'] as const;

export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked (a sandboxed frame, strict privacy settings)
  }
}

export function rememberTrialCustomer(customer: TrialCustomer): void {
  try {
    browserStorage('session')?.setItem(TRIAL_CUSTOMER_KEY, JSON.stringify(customer));
  } catch {
    // blocked or full: the checkout page asks for name and e-mail anyway
  }
}

export function readTrialCustomer(): TrialCustomer | null {
  try {
    const value = JSON.parse(browserStorage('session')?.getItem(TRIAL_CUSTOMER_KEY) ?? 'null') as Partial<TrialCustomer> | null;
    return value && typeof value.email === 'string' ? { name: String(value.name ?? ''), email: value.email } : null;
  } catch {
    return null;
  }
}
