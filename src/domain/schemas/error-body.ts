import * as v from 'valibot';

/**
 * The one error shape every API failure answers with: the Worker answers with it
 * (functions/lib/errors.ts) and the pages read it (src/lib/call.ts), so it lives here, below both.
 */
export const errorBodySchema = v.object({
  error: v.string(),
  code: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;
