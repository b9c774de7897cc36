import * as v from 'valibot';

/** The messages a schema gives for `input`: none when it passes. */
export function issues(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
}
