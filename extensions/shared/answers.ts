/** The Worker's answers as the extensions read them: the API's own strict schemas (type-only imports, nothing bundled). */
import type * as v from 'valibot';
import type { petsPayloadAnswerSchema } from '../../functions/contract/responses/pets';
import type { planFitAnswerSchema } from '../../functions/contract/responses/plans';
import type { SubscriptionAnswer } from '../../functions/contract/responses/records';

export type { SubscriptionAnswer };
export type PlanFitAnswer = v.InferOutput<typeof planFitAnswerSchema>;
export type PetsPayload = v.InferOutput<typeof petsPayloadAnswerSchema>;
