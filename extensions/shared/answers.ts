/** The Worker's answers as the extensions read them: the API's own strict schemas (type-only imports, nothing bundled). */
import type * as v from 'valibot';
import type { petsPayloadAnswerSchema } from '../../src/domain/schemas/answers/pets';
import type { planFitAnswerSchema } from '../../src/domain/schemas/answers/plans';
import type { SubscriptionAnswer } from '../../src/domain/schemas/answers/records';

export type { SubscriptionAnswer };
export type PlanFitAnswer = v.InferOutput<typeof planFitAnswerSchema>;
export type PetsPayload = v.InferOutput<typeof petsPayloadAnswerSchema>;
