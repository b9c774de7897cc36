/**
 * The smallest value a JSON Schema of the API contract calls valid, as a third party would build
 * it from the document alone: only required keys, the first listed value, the smallest length or
 * number, a date a week ahead. A pattern with no example cannot be sampled, and says so.
 *
 *   smallestValid(doc, doc.components.schemas.PauseSubscriptionRequest) // {}
 */
import { shopDayFromToday } from './days';
import { PNG_1X1 } from './image';

type Schema = Record<string, unknown>;

/** The schema at a local `$ref` ('#/components/schemas/X') of `root`. */
export function resolveRef(root: unknown, ref: string): Schema {
  const parts = ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  return parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root) as Schema;
}

/** `a` and `b` as one schema: both sets of keys, properties merged key by key. */
function merge(a: Schema, b: Schema): Schema {
  const properties = { ...(a.properties as Schema | undefined) };
  for (const [k, v] of Object.entries((b.properties as Record<string, Schema> | undefined) ?? {}))
    properties[k] = { ...(properties[k] as Schema | undefined), ...v };
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  return { ...a, ...b, properties, required };
}

export function smallestValid(root: unknown, schema: Schema): unknown {
  // A file of a multipart form: the smallest image there is.
  if (schema.contentMediaType) return new Blob([PNG_1X1], { type: 'image/png' });
  if (typeof schema.$ref === 'string') {
    const { $ref: _, ...rest } = schema;
    return smallestValid(root, { ...resolveRef(root, schema.$ref), ...rest });
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((x) => x !== '' && x !== null) ?? schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    return smallestValid(root, (allOf as Schema[]).reduce(merge, rest));
  }
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    const option = options.find((o) => o.type !== 'null') ?? options[0]!;
    // A choice between constraints of the same object (e.g. a reason or feedback): both apply.
    return smallestValid(root, rest.type === 'object' || option.required ? merge(rest, option) : { ...rest, ...option });
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const value: Record<string, unknown> = {};
      for (const key of (schema.required as string[] | undefined) ?? []) value[key] = smallestValid(root, properties[key] ?? {});
      return value;
    }
    case 'array':
      return Array.from({ length: (schema.minItems as number | undefined) ?? 0 }, () => smallestValid(root, (schema.items as Schema) ?? {}));
    case 'string':
      return smallestString(schema);
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number | undefined) ?? -1) + 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function smallestString(schema: Schema): string {
  switch (schema.format) {
    case 'date':
      return shopDayFromToday(7);
    case 'date-time':
      return new Date().toISOString();
    case 'email':
      return 'contract.sample@example.com';
    case 'uri':
      return 'https://example.com/';
  }
  if (schema.pattern) throw new Error(`no example for the pattern ${String(schema.pattern)}: add one to the schema`);
  return 'x'.repeat((schema.minLength as number | undefined) ?? 0);
}
