/** The Worker's answers as the extensions read them: the API's own strict schemas (type-only imports, nothing bundled). */
import type * as v from 'valibot';
import type { AccountSubscriptionAnswer } from '../../src/domain/schemas/answers/customer-account';
import type { petsPayloadAnswerSchema } from '../../src/domain/schemas/answers/pets';
import type { cancelOffersAnswerSchema, planFitAnswerSchema } from '../../src/domain/schemas/answers/plans';
import type { SubscriptionAnswer } from '../../src/domain/schemas/answers/records';

export type { SubscriptionAnswer };
/** A subscription as /api/customer-account answers it: with the Shopify contract the page changes through the Customer Account API. */
export type AccountSubscription = AccountSubscriptionAnswer;
export type PlanFitAnswer = v.InferOutput<typeof planFitAnswerSchema>;
export type PetsPayload = v.InferOutput<typeof petsPayloadAnswerSchema>;
export type CancelOffersAnswer = v.InferOutput<typeof cancelOffersAnswerSchema>;
