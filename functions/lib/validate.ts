import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import { ApiError } from './errors';

type Target = 'json' | 'query' | 'param' | 'form' | 'header' | 'cookie';

const TARGET_LABEL: Record<Target, string> = {
  json: 'request body',
  query: 'query parameters',
  param: 'path parameters',
  form: 'form data',
  header: 'headers',
  cookie: 'cookies',
};

/**
 * Validates one part of the request with a valibot schema from the domain module and
 * answers 400 in the one error shape; the handler sees the parsed, typed output.
 */
export function validate<T extends Target, S extends v.GenericSchema>(target: T, schema: S) {
  // valibot's `v.object` takes an array for an object; a JSON body that is an array is refused.
  const checked =
    target === 'json'
      ? (v.pipe(
          v.custom((x) => !Array.isArray(x), 'Invalid type: Expected Object but received Array'),
          schema,
        ) as unknown as S)
      : schema;
  const middleware = vValidator(target, checked, (result) => {
    if (!result.success) {
      const issues = issuesOf(result.issues);
      const first = issues[0];
      const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'invalid';
      throw new ApiError(400, `invalid_${target}`, `Invalid ${TARGET_LABEL[target]}: ${detail}`, issues);
    }
  });
  VALIDATORS.set(middleware, { target, schema });
  return middleware;
}

/** valibot's issues in the error shape's `issues` (dot path and message). */
export const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => ({ path: v.getDotPath(i) ?? '', message: i.message }));

/**
 * The schema behind each validator middleware, so the API contract (functions/contract/openapi.ts)
 * documents a route's inputs from the very schemas its validators run.
 */
export const VALIDATORS = new WeakMap<object, { target: Target; schema: v.GenericSchema }>();

/** A 400 in the validation shape for a rule a schema cannot know (e.g. dates relative to today). */
export function invalidBodyField(path: string, message: string): ApiError {
  return new ApiError(400, 'invalid_json', `Invalid request body: ${path}: ${message}`, [{ path, message }]);
}
