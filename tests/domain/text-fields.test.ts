/**
 * Every string field of every exported schema passes the character check of
 * src/domain/schemas/text.ts, so a field added later cannot forget it:
 * the schemas are walked as the objects valibot builds (`.type`, `.pipe`, `.entries`, `.item`,
 * `.options`, `.wrapped`).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as recordParams from '../../functions/http/record-params';
import { isMultiLineText, isSingleLineText, plainText, TEXT_CHARACTERS_MESSAGE } from '../../src/domain/schemas/text';

/** Every module of the domain (a schema file added later is walked too) and the path parameters. */
const MODULES: Record<string, Record<string, unknown>> = {
  // Not the answers' schemas (src/domain/schemas/answers/): the API writes those, nobody sends them.
  ...import.meta.glob<Record<string, unknown>>(['../../src/domain/**/*.ts', '!../../src/domain/schemas/answers/**'], { eager: true }),
  recordParams,
};

/**
 * Schemas that read our own answers or the browser's own storage, never a request: their data
 * was checked on the way in, and one odd stored character must not blank the dashboard.
 * A schema listed here is still walked where a request schema uses it.
 */
const NOT_REQUEST_SCHEMAS = new Set([
  'sessionAnswerSchema',
  'errorBodySchema', // the error shape every failure answers with (src/domain/schemas/error-body.ts)
  'shopifyCustomerInfoSchema', // the shop page's message; its fields reach us through generate-magic-link
  'addressSchema',
  'billingAttemptSchema',
  'subscriptionItemSchema',
  'subscriptionSchema',
  'planFitSchema', // answers of GET /api/subscriptions/:id/plan-fit
  'planFitSuggestionSchema',
  'cancelOfferSchema', // answers of POST /api/subscriptions/:id/cancel-offers (and …/accept)
  'cancelOffersAnswerSchema',
  'acceptCancelOfferAnswerSchema',
  'legacySubscriptionSchema',
  'lineItemSchema',
  'trackingSchema',
  'orderSchema',
  'ordersAnswerSchema',
  'treatProductSchema',
  'treatsAnswerSchema',
  'recommendationsAnswerSchema',
  'checkoutUrlAnswerSchema',
  'storedPetSchema',
  'petsDataSchema',
  'petsSaveAnswerSchema',
  'freeTrialParamsSchema',
  'linkInfoAnswerSchema',
  // The shop console's answers (src/domain/schemas/console.ts), read by its islands.
  'consoleCustomerSchema',
  'failedRenewalSchema',
  'deadRenewalSchema',
  'scheduledRunSchema',
  'consoleTodaySchema',
  'consoleSubscribersSchema',
  'forecastSchema',
  'consoleForecastSchema',
  'retryRenewalAnswerSchema',
  'customerLookupAnswerSchema',
  'consoleCustomerRecordSchema',
  'consoleCatalogueSchema', // answers of GET /api/console/catalogue (src/domain/schemas/console-catalogue.ts)
  'consoleCampaignsSchema',
  'consoleOverviewSchema',
  // Answers of GET/POST /api/pets/{id}/weights and GET …/weights/older (src/domain/schemas/weight-journal.ts).
  'weightsAnswerSchema',
  'olderWeightsAnswerSchema',
  // An answer's link (checkout_url): a URL or a path under the proxy's prefix, never read from a request.
  'pageLinkSchema',
]);

/** `v.unknown()` fields of request schemas, each with what happens to the value instead. */
const UNKNOWN_ALLOWED: Record<string, string> = {
  'legacyItemSchema.properties': 'ignored: new items are stored with {}',
  'addItemsBodySchema.items[].properties': 'ignored: new items are stored with {}',
  'treatItemSchema.properties': 'ignored: new items are stored with {}',
  'addTreatItemsBodySchema.items[].properties': 'ignored: new items are stored with {}',
  'emailPlanBodySchema.petData': 'every string in it is checked (everyStringIs), then normaliseStoredPetData',
  'freeTrialFormSchema.lifeStage': 'normalised to one of the life stages',
  'freeTrialFormSchema.activityLevel': 'normalised to one of the activity levels',
  'freeTrialFormSchema.bodyCondition': 'normalised to one of the body conditions',
};

type Node = {
  kind: string;
  type: string;
  requirement?: unknown;
  pipe?: Node[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: Node[];
  wrapped?: Node;
};

const FIXED_VALUES = new Set(['picklist', 'literal', 'enum', 'number', 'boolean', 'instance', 'null', 'undefined', 'bigint', 'date']);
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'undefinedable', 'exact_optional', 'non_optional', 'non_nullable', 'non_nullish']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** Whether the value leaving `n` has passed a text check (a check action, or a schema that ends in one). */
const isTextCheck = (n: Node): boolean =>
  (n.kind === 'validation' && n.type === 'check' && (n.requirement === isSingleLineText || n.requirement === isMultiLineText)) ||
  (n.kind === 'schema' && (n.pipe?.some(isTextCheck) ?? (WRAPPERS.has(n.type) && isTextCheck(n.wrapped!))));

/** The paths of string fields no text check covers (and of unexpected unknowns). */
function uncheckedStrings(node: Node, path: string, covered: boolean, out: string[]): string[] {
  if (node.pipe) {
    const [root, ...rest] = node.pipe;
    // A check anywhere in the pipe sees this value (later items only reshape it: trim, slice, null).
    const checked = covered || node.pipe.some(isTextCheck);
    uncheckedStrings(root!, path, checked, out);
    for (const item of rest) if (item.kind === 'schema') uncheckedStrings(item, path, checked, out);
    return out;
  }
  if (node.type === 'string') {
    if (!covered) out.push(path);
  } else if (node.type === 'unknown' || node.type === 'any') {
    if (!(path in UNKNOWN_ALLOWED)) out.push(`${path} (unknown: say what checks it)`);
  } else if (OBJECTS.has(node.type)) {
    for (const [key, entry] of Object.entries(node.entries!)) uncheckedStrings(entry, `${path}.${key}`, false, out);
  } else if (node.type === 'array') {
    uncheckedStrings(node.item!, `${path}[]`, false, out);
  } else if (node.type === 'tuple') {
    node.items!.forEach((item, i) => uncheckedStrings(item, `${path}[${i}]`, false, out));
  } else if (node.type === 'union' || node.type === 'variant') {
    for (const option of node.options!) uncheckedStrings(option, path, covered, out);
  } else if (WRAPPERS.has(node.type)) {
    uncheckedStrings(node.wrapped!, path, covered, out);
  } else if (!FIXED_VALUES.has(node.type)) {
    out.push(`${path} (a ${node.type} schema this walk does not know yet)`);
  }
  return out;
}

function requestSchemas(): [string, Node][] {
  const found = new Map<string, Node>();
  for (const module of Object.values(MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && (value as Node).kind === 'schema' && !NOT_REQUEST_SCHEMAS.has(name)) found.set(name, value as Node);
    }
  }
  return [...found];
}

describe('text fields of the schemas', () => {
  it('finds the request schemas', () => {
    const names = requestSchemas().map(([n]) => n);
    expect(names).toEqual(
      expect.arrayContaining([
        'petsSaveRequestSchema',
        'checkoutCompleteBodySchema',
        'checkoutConfirmBodySchema',
        'photoUploadFormSchema',
        'IdParam',
        'cancelBodySchema',
      ]),
    );
  });

  it('every string field of every request schema refuses control and invisible characters', () => {
    const unchecked = requestSchemas().flatMap(([name, schema]) => uncheckedStrings(schema, name, false, []));
    expect(unchecked).toEqual([]);
  });

  it('the walk notices a string field without the check', () => {
    const schema = v.object({ ok: v.pipe(v.string(), v.trim(), plainText), forgotten: v.nullish(v.string()) }) as unknown as Node;
    expect(uncheckedStrings(schema, 's', false, [])).toEqual(['s.forgotten']);
  });
});

describe('isSingleLineText / isMultiLineText', () => {
  const inBothFields = (value: string) => ({ singleLine: isSingleLineText(value), multiLine: isMultiLineText(value) });

  it.each([
    ['NUL', 'Rex\u0000'],
    ['bell', 'Rex\u0007'],
    ['escape sequence', '\u001b[31mRex'],
    ['DEL', 'Rex\u007f'],
    ['C1 NEL', 'Rex\u0085'],
    ['C1 CSI', '\u009b31m'],
    ['lone high surrogate', 'Rex\ud800'],
    ['lone low surrogate', '\udc00Rex'],
    ['right-to-left override', 'Rex\u202egpj.exe'],
    ['first strong isolate', '\u2068Rex'],
    ['right-to-left mark', 'Rex\u200f'],
    ['zero-width space', 'Re\u200bx'],
    ['word joiner', 'Re\u2060x'],
    ['byte order mark', '\ufeffRex'],
    ['noncharacter', 'Rex\uffff'],
  ])('refuses %s everywhere', (_, value) => {
    expect(inBothFields(value)).toEqual({ singleLine: false, multiLine: false });
  });

  it.each([
    { what: 'macrons', value: 'Tūī Lane, Ōtautahi' },
    { what: 'emoji with ZWJ', value: 'Rex 🐕‍🦺' },
    { what: 'another script', value: 'ハチ公' },
    { what: 'apostrophe and hyphen', value: "O'Brien-Smith" },
    { what: 'empty', value: '' },
  ])('accepts $what', ({ value }) => {
    expect(inBothFields(value)).toEqual({ singleLine: true, multiLine: true });
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const value of ['Moving\noverseas', 'a\r\nb', 'a\tb']) {
      expect(isSingleLineText(value)).toBe(false);
      expect(isMultiLineText(value)).toBe(true);
    }
  });

  it('reports the message on the field', () => {
    const result = v.safeParse(v.object({ name: v.pipe(v.string(), v.trim(), plainText) }), { name: 'Rex\u0000' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['name', TEXT_CHARACTERS_MESSAGE]]);
  });
});
