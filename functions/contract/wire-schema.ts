/**
 * A valibot schema as the JSON Schema of what a client may send (the "wire" value), for the
 * API contract. @valibot/to-json-schema's input mode stops at the first transform and makes every
 * `v.optional(x, default)` optional, so `{}` came out valid for bodies the server refuses. Here:
 * - a key is required when the entry refuses a missing value (`v.safeParse(entry, undefined)`),
 *   and a default the entry itself would refuse is not documented;
 * - a pipe is read to its end: trims and lower-casing change nothing on the wire; after a
 *   number transform (numeric strings as `Number`) the number checks narrow to the number form;
 * - a custom `v.check` is written as the JSON Schema it means (./checks.ts) or, when none fits,
 *   described in words: never dropped.
 * Leaf schemas and plain actions are converted by @valibot/to-json-schema itself.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describeCheck, withPatternExample } from './checks';
import type { JsonSchema } from './json-schema';

interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  wrapped?: Node;
  default?: unknown;
  entries?: Record<string, Node>;
  options?: readonly Node[];
  item?: Node;
  value?: Node;
  rest?: Node;
  message?: unknown;
  requirement?: unknown;
}

const LEAF = { target: 'draft-2020-12', errorMode: 'ignore' } as const;
/** Transformations that do not change what a client may send. */
const WIRE_NEUTRAL = new Set(['trim', 'trim_start', 'trim_end', 'to_lower_case', 'to_upper_case', 'normalize', 'brand', 'readonly']);
const NUMBER_ACTIONS = new Set(['integer', 'safe_integer', 'min_value', 'max_value', 'gt_value', 'lt_value', 'multiple_of', 'finite']);

const flatten = (pipe: readonly Node[]): Node[] => pipe.flatMap((i) => (i.pipe && i.kind === 'schema' ? flatten(i.pipe) : [i]));
const accepts = (schema: Node, value: unknown) => v.safeParse(schema as unknown as v.GenericSchema, value).success;
const withoutDraft = ({ $schema: _, ...rest }: JsonSchema) => rest;

/** A named schema's `$ref`, for schemas nested in the one converted. */
export type RefOf = (schema: v.GenericSchema) => JsonSchema | undefined;
let refOf: RefOf = () => undefined;

/**
 * The JSON Schema of the values a client may send for `schema` (or the server sends, for an
 * answer's schema); nested schemas that `refs` names become references.
 */
export function wireSchema(schema: v.GenericSchema, refs: RefOf = () => undefined): JsonSchema {
  const outer = refOf;
  refOf = refs;
  try {
    return convertNode(schema as unknown as Node);
  } finally {
    refOf = outer;
  }
}

function convert(s: Node): JsonSchema {
  return refOf(s as unknown as v.GenericSchema) ?? convertNode(s);
}

function convertNode(s: Node): JsonSchema {
  if (s.pipe) return convertPipe(s);
  switch (s.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return convertObject(s);
    case 'array':
      return { type: 'array', items: convert(s.item!) };
    case 'record':
      return { type: 'object', additionalProperties: convert(s.value!) };
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return withDefault(convert(s.wrapped!), s);
    case 'nullable':
    case 'nullish': {
      const inner = convert(s.wrapped!);
      // Anything, null included: `anyOf: [{}, null]` would say the same less plainly.
      return withDefault(Object.keys(inner).length ? { anyOf: [inner, { type: 'null' }] } : {}, s);
    }
    case 'union':
      return { anyOf: s.options!.map(convert) };
    case 'variant':
      return { oneOf: s.options!.map(convert) };
    case 'intersect':
      return { allOf: s.options!.map(convert) };
    case 'instance':
    case 'blob':
    case 'file':
      // A file of a multipart form.
      return { type: 'string', contentMediaType: 'application/octet-stream' };
    default:
      return withoutDraft(toJsonSchema(s as unknown as v.GenericSchema, LEAF) as JsonSchema);
  }
}

function withDefault(json: JsonSchema, s: Node): JsonSchema {
  const value = typeof s.default === 'function' ? (s.default as () => unknown)() : s.default;
  return value === undefined ? json : { ...json, default: value };
}

function convertObject(s: Node): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, entry] of Object.entries(s.entries ?? {})) {
    const property = convert(entry);
    if (!accepts(entry, undefined)) {
      required.push(key);
      delete property.default;
    }
    properties[key] = property;
  }
  const json: JsonSchema = { type: 'object', properties };
  if (required.length) json.required = required;
  if (s.type === 'strict_object') json.additionalProperties = false;
  if (s.type === 'object_with_rest') json.additionalProperties = convert(s.rest!);
  return json;
}

function convertPipe(s: Node): JsonSchema {
  const [first, ...rest] = flatten(s.pipe!);
  let json = convert(first!);
  let transformed = false;
  for (const item of rest) {
    if (item.kind === 'schema') {
      // A second schema checks the same value again (e.g. `v.string()` after `v.optional(v.string(), '')`);
      // after a transform it checks the output, which a client does not send.
      if (!transformed) json = { ...json, ...withoutDefault(convert(item)) };
    } else if (item.kind === 'transformation') {
      if (!WIRE_NEUTRAL.has(item.type)) transformed = true;
    } else if (item.type === 'check') {
      json = describeCheck(json, item.message, item.requirement);
    } else {
      if (transformed && NUMBER_ACTIONS.has(item.type)) json = numberForm(json);
      json = applyAction(json, item);
      if (item.type === 'regex') json = withPatternExample(json);
    }
  }
  if (json.default !== undefined && !accepts(s, undefined)) delete json.default;
  return json;
}

const withoutDefault = ({ default: _, ...rest }: JsonSchema) => rest;

/** A number given as a number or a numeric string, narrowed to its number form for number checks. */
function numberForm(json: JsonSchema): JsonSchema {
  const options = json.anyOf as JsonSchema[] | undefined;
  const number = options?.find((o) => o.type === 'number' || o.type === 'integer');
  if (!number) return json;
  const { anyOf: _, ...rest } = json;
  return { ...rest, ...number };
}

/** A validation or metadata action, converted by the library on a probe of the value's type. */
function applyAction(json: JsonSchema, action: Node): JsonSchema {
  // A nullable or either-type value: the action checks each branch that is not null.
  const options = json.anyOf as JsonSchema[] | undefined;
  if (options && json.type === undefined && !(action.kind === 'metadata')) {
    return { ...json, anyOf: options.map((o) => (o.type === 'null' ? o : applyAction(o, action))) };
  }
  const type = json.type;
  const probe =
    type === 'number' || type === 'integer' ? v.number() : type === 'array' ? v.array(v.unknown()) : type === 'object' ? v.looseObject({}) : v.string();
  const bare = JSON.stringify(toJsonSchema(probe as v.GenericSchema, LEAF));
  const converted = withoutDraft(toJsonSchema(v.pipe(probe, action as never) as v.GenericSchema, LEAF) as JsonSchema);
  // Only what the action added (the probe's own `items: {}` must not replace the real items).
  const probeKeys = JSON.parse(bare) as JsonSchema;
  const { type: probeType, description, ...added } = converted;
  const constraints = Object.fromEntries(Object.entries(added).filter(([k, value]) => JSON.stringify(probeKeys[k]) !== JSON.stringify(value)));
  const next: JsonSchema = { ...json, ...constraints };
  if (type === 'number' && probeType === 'integer') next.type = 'integer';
  if (typeof description === 'string') next.description = [json.description, description].filter(Boolean).join(' ');
  return next;
}
