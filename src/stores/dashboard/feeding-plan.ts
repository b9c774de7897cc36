/** The feeding plan e-mail from the dashboard. */

import { api } from '../../lib/api-client';

import { $petData } from '../pets';
import { send } from '../../lib/call';

import { $recommendations } from './state';

// ─── Feeding plan e-mail ─────────────────────────────────────────────────────────────────

/** POST /api/email-plan with the customer's pets and the recommendations shown. */
export async function emailFeedingPlan(email: string): Promise<boolean> {
  const answer = await send(() => api.api['email-plan'].$post({ json: { email, petData: $petData.get(), recommendations: $recommendations.get() } }));
  return answer.ok;
}
