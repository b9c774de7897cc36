/**
 * The spec's error and status texts (000 §8, 001 §8) that are not owned by a rule module, so
 * the pages and the API show exactly the same words. Rule-owned texts live beside their rule
 * (weight alerts in weight.ts, the cancel message in subscriptions.ts, the payment banner in
 * billing.ts) and are re-exported from index.ts.
 */

import { TRIAL_MESSAGES } from './trial-messages';

export const MESSAGES = {
  ...TRIAL_MESSAGES,
  authenticationFailed: 'Authentication failed. Please try again.',
  failedToLoadPetsLater: 'Failed to load pets. Please try again later.',
  failedToLoadPets: 'Failed to load pets',
  failedToFetchPets: 'Failed to fetch pets',
  failedToDeletePet: 'Failed to delete pet',
  failedToSavePetAlert: 'Failed to save pet. Please try again.',
  failedToUploadPhotoContinue: 'Failed to upload photo, but will continue saving pet details.',
  failedToUpdateKibble: 'Failed to update kibble selection. Please try again.',
  failedToDeletePetAlert: 'Failed to delete pet. Please try again.',
  failedToAddUpdatePet: 'Failed to add/update pet. Please try again.',
  failedToUploadPhoto: 'Failed to upload photo. Please try again.',
  failedToCalculatePetData: 'Failed to calculate pet data',
  failedToSavePetData: 'Failed to save pet data',
  failedToSavePetDataAlert: 'Failed to save pet data. Please try again.',
  failedToRemoveItem: 'Failed to remove item',
  failedToUpdateBilling: 'Failed to update billing',
  failedToPauseSubscription: 'Failed to pause subscription',
  failedToUpdateAddress: 'Failed to update subscription address',
  failedToResumeSubscription: 'Failed to resume subscription. Please try again.',
  failedToUpdateFrequency: 'Failed to update frequency',
  failedToUpdateSubscription: 'Failed to update subscription',
  failedToCancelSubscription: 'Failed to cancel subscription',
  failedToLoadTreats: 'Failed to load treats',
  failedToAddTreat: 'Failed to add treat. Please try again.',
  noTreats: 'No treats available at the moment.',
  failedToSendPlan: 'Failed to send plan. Please try again.',
  noActiveSubscriptions: 'No active subscriptions found.',
  magicLinkExpired: 'Sorry, that token has been used or is expired. You may request another one.',
  failedToSendMagicLink: 'Failed to send magic link. Please try again.',
  magicLinkSent: 'Thanks. If your email address is registered with us you will receive a login link shortly.',
  noPetIncluded: 'Please include at least one furbaby in the feeding plan to see recommendations.',
  noFeedingPlan: "No feeding plan available. Please try adjusting your furbaby's details.",
  petUpdated: 'Pet updated successfully!',
} as const;

/**
 * 'Failed to {action}' toasts of ship-now and change-date.
 *
 * @example
 * failedTo('change date') // 'Failed to change date'
 */
export function failedTo(action: string): string {
  return `Failed to ${action}`;
}
