/**
 * The spec's error texts the trial and recipe pages show (000 §8), in a module of their own so
 * those pages, which marketing traffic lands on, load these three and not every message of the
 * dashboard. `MESSAGES` (./messages.ts) includes them.
 */
export const TRIAL_MESSAGES = {
  failedToGetRecommendations: 'Failed to get recommendations',
  failedToGetRecommendationsAlert: 'Failed to get recommendations. Please try again.',
  failedToProcessRequest: 'Failed to process your request. Please try again.',
} as const;
