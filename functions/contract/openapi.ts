/**
 * GET /api/openapi.json: the API contract (OpenAPI 3.1), generated from the app's own routes.
 * Every route the app registers is an operation here (the spec's unprefixed aliases and the
 * local-only developer tools are named in the description instead); its inputs are the schemas
 * its validators run (functions/lib/validate.ts records them), converted as what a client may
 * send (./wire-schema.ts); its answers the schemas in ./answers.ts; who may call it, its name and
 * its failures come from ./operations.ts and ./statuses.ts. Nothing is written twice, so the
 * contract cannot drift from the code, and tests/api/contract.test.ts holds the server to it.
 */
import type { GenericSchema } from 'valibot';
import { errorBodySchema } from '../lib/errors';
import { isApiPath } from '../http/pages';
import { SESSION_COOKIE } from '../auth/session';
import { VALIDATORS } from '../lib/validate';
import { TICKET_PURPOSE } from '../shopify/proxy/signature';
import { ANSWERS, NAMED } from './answers';
import { aliasOf, isLeftOut, OPERATIONS, type Access, type OperationInfo } from './operations';
import { ERROR_CODES, failureStatuses } from './statuses';
import type { JsonSchema } from './json-schema';
import { wireSchema } from './wire-schema';

interface RouteEntry {
  method: string;
  path: string;
  handler: object;
}
type Input = { target: string; schema: GenericSchema };

/** The header that asks POST /api/auth/verify for the session as a bearer token too. */
const AUTH_TRANSPORT_HEADER = 'X-Auth-Transport';

/** Hono's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/**
 * Whether a middleware's path (`/a/:id/*`) runs before a route's (`/a/:id/b`): a sub-router's
 * `.use(validate('param', …))` checks the parameters of every route under it.
 */
const runsBefore = (middlewarePath: string, path: string) =>
  middlewarePath.endsWith('/*') && (path === middlewarePath.slice(0, -2) || path.startsWith(middlewarePath.slice(0, -1)));

/**
 * The API's routes (pages, middleware, aliases and local-only tools left out), each with the
 * validators it runs, in order: those of the middleware above it first, then its own.
 */
export function apiOperations(routes: readonly RouteEntry[]) {
  const operations = new Map<string, { method: string; path: string; inputs: Input[] }>();
  const middleware = routes.flatMap((r) => {
    const input = r.method === 'ALL' ? VALIDATORS.get(r.handler) : undefined;
    return input ? [{ path: r.path, input }] : [];
  });
  for (const r of routes) {
    if (r.method === 'ALL' || !isApiPath(r.path) || r.path.includes('*') || aliasOf(r.path) || isLeftOut(r.path)) continue;
    const key = `${r.method} ${r.path}`;
    const op = operations.get(key) ?? { method: r.method, path: r.path, inputs: middleware.filter((m) => runsBefore(m.path, r.path)).map((m) => m.input) };
    const input = VALIDATORS.get(r.handler);
    if (input) op.inputs.push(input);
    operations.set(key, op);
  }
  return [...operations.values()];
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  session: [{ sessionCookie: [] }, { bearerToken: [] }],
  optional: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  appProxy: [{ shopifyAppProxy: [] }],
  webhook: [{ shopifyWebhookHmac: [] }],
  idToken: [{ shopifyIdToken: [] }],
  sessionToken: [{ shopifyCustomerAccountToken: [] }],
  none: [],
};

const ACCESS_TEXT: Record<Access, string> = {
  session: 'Needs a session: the session cookie, or `Authorization: Bearer <sessionToken>`; without one, 401 `unauthenticated`.',
  optional: 'Works without a session; with one it acts for the logged-in customer.',
  appProxy: 'Called through Shopify’s app proxy, which signs the query.',
  webhook: 'Called by Shopify, which signs the raw body with the app secret.',
  idToken: 'For the shop’s staff in Shopify admin: `Authorization: Bearer <ID token>` from App Bridge; without a valid one, 401 `invalid_id_token`.',
  sessionToken:
    'For a customer in Shopify’s customer account pages: `Authorization: Bearer <session token>` from our UI extension (`shopify.sessionToken.get()`), from https://extensions.shopifycdn.com (CORS); without a valid one naming a logged-in customer, 401 `invalid_session_token`.',
  none: 'Needs no session.',
};
const OWN_RECORDS_TEXT = 'A record of another customer answers 404, as if it did not exist.';

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The document's named schemas, filled while the operations are written. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<GenericSchema, string>(NAMED);

  constructor() {
    this.named(errorBodySchema, 'Error');
  }

  /** A `$ref` to `schema` under `name` (a schema keeps the first name it gets). */
  named(schema: GenericSchema, name: string): JsonSchema {
    const known = this.names.get(schema) ?? name;
    this.names.set(schema, known);
    if (!this.schemas[known]) {
      this.schemas[known] = {};
      this.schemas[known] = wireSchema(schema, (nested) =>
        nested !== schema && this.names.has(nested) ? this.named(nested, this.names.get(nested)!) : undefined,
      );
    }
    return ref(known);
  }
}

/**
 * The parameters a route reads without a validator, by operation id: the header that asks for a
 * bearer session, and the purpose the app proxy's signed query must name (checked with its
 * signature, functions/shopify/proxy/signature.ts).
 */
const UNVALIDATED_PARAMETERS: Record<string, JsonSchema[]> = {
  verifyLoginToken: [
    {
      name: AUTH_TRANSPORT_HEADER,
      in: 'header',
      required: false,
      description: 'Send `bearer` to get the session as `sessionToken` in the answer too, for clients whose cookies are refused (a framed page, a server).',
      schema: { type: 'string', enum: ['bearer'] },
    },
  ],
  createAppProxyLoginToken: [
    {
      name: TICKET_PURPOSE.key,
      in: 'query',
      required: true,
      description: `What the signed query is for: only \`${TICKET_PURPOSE.value}\` gives a ticket (part of the signed query; a page's or another call's signature answers 401 \`invalid_signature\`).`,
      schema: { type: 'string', enum: [TICKET_PURPOSE.value] },
    },
  ],
};

function parameters(path: string, inputs: Input[], info: OperationInfo | undefined) {
  const params: JsonSchema[] = [];
  for (const where of ['param', 'query'] as const) {
    // Every validator of that part: a sub-router's and the route's own (each checks its names).
    const schemas = inputs.filter((i) => i.target === where).map((i) => wireSchema(i.schema));
    const properties = Object.assign({}, ...schemas.map((json) => json.properties ?? {})) as Record<string, JsonSchema>;
    const required = new Set(schemas.flatMap((json) => (json.required as string[] | undefined) ?? []));
    const names = where === 'param' ? [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!) : Object.keys(properties);
    for (const name of names) {
      params.push({
        name,
        in: where === 'param' ? 'path' : 'query',
        required: where === 'param' || required.has(name),
        schema: properties[name] ?? { type: 'string' },
      });
    }
  }
  return [...params, ...(UNVALIDATED_PARAMETERS[info?.id ?? ''] ?? [])];
}

/** One named response per failure status: the Error shape with that status's codes. */
const errorResponseName = (status: number) => `Error${status}`;
const ERROR_RESPONSES = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([status, { description, codes }]) => [
    errorResponseName(Number(status)),
    { description, content: { 'application/json': { schema: { allOf: [ref('Error')], properties: { code: { type: 'string', enum: codes } } } } } },
  ]),
);

function operation(components: Components, method: string, path: string, inputs: Input[]) {
  const info = OPERATIONS[`${method} ${path}`];
  const id = info?.id ?? `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
  const access = info?.access ?? 'none';
  const body = inputs.find((i) => i.target === 'json' || i.target === 'form');
  const success = info?.success ?? { statuses: [200] };
  const media = success.media === undefined ? 'application/json' : success.media;
  const responses: Record<string, unknown> = {};
  for (const status of success.statuses) {
    if (media === null) {
      responses[String(status)] = { description: info?.summary ?? 'OK' };
      continue;
    }
    const answer = ANSWERS[`${method} ${path}${status === 200 ? '' : ` ${status}`}`];
    const schema =
      media !== 'application/json'
        ? { type: 'string', contentMediaType: media }
        : answer
          ? components.named(answer.schema, answer.name)
          : { description: `Undocumented answer: add \`${method} ${path}${status === 200 ? '' : ` ${status}`}\` to ANSWERS in functions/contract/answers.ts` };
    responses[String(status)] = { description: info?.summary ?? 'OK', content: { [media]: { schema } } };
  }
  for (const status of failureStatuses(method, path, access, Boolean(body), inputs.length > 0, info?.fails))
    responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };

  const op: JsonSchema = {
    operationId: id,
    summary: info?.summary ?? 'Undocumented: add this route to functions/contract/operations.ts',
    description: [info ? `${info.summary}.` : '', ACCESS_TEXT[access], access === 'session' && path.includes(':') ? OWN_RECORDS_TEXT : '']
      .filter(Boolean)
      .join(' '),
    tags: [info?.tag ?? 'Undocumented'],
    security: SECURITY[access],
    parameters: parameters(path, inputs, info),
    responses,
  };
  if (body) {
    const type = body.target === 'json' ? 'application/json' : 'multipart/form-data';
    op.requestBody = { required: true, content: { [type]: { schema: components.named(body.schema, `${pascal(id)}Request`) } } };
  }
  return op;
}

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by POST /api/auth/verify (HttpOnly; `SameSite=None; Secure; Partitioned` over https).',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: `The session as a bearer token: POST /api/auth/verify with the header \`${AUTH_TRANSPORT_HEADER}: bearer\` answers it as \`sessionToken\`. Sent as \`Authorization: Bearer <sessionToken>\`.`,
  },
  shopifyAppProxy: {
    type: 'apiKey',
    in: 'query',
    name: 'signature',
    description:
      'Shopify’s app-proxy signature: HMAC-SHA256 (hex) of the sorted query parameters with the app secret, with `logged_in_customer_id` and `timestamp`.',
  },
  shopifyIdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'App Bridge’s ID token (`shopify.idToken()`): a JWT signed HS256 with the app secret, `aud` the client id, `dest` https://<our shop>, within `nbf`…`exp` (5 s of clock skew).',
  },
  shopifyCustomerAccountToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A customer account UI extension’s session token (`shopify.sessionToken.get()`): a JWT signed HS256 with the app secret, `aud` the client id, `dest` our shop’s domain, within `nbf`…`exp`, and `sub` the logged-in customer’s GID (gid://shopify/Customer/<id>).',
  },
  shopifyWebhookHmac: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Shopify-Hmac-Sha256',
    description: 'Base64 HMAC-SHA256 of the raw body with the app secret. Only the body is signed; a delivery id (X-Shopify-Webhook-Id) is processed once.',
  },
};

const TAGS = [
  ['Auth', 'Login links, sessions and the shop’s sign-in'],
  ['Pets', 'The customer’s dogs and their feeding numbers'],
  ['Photos', 'Pet photos'],
  ['Plans', 'Recommendations and the feeding-plan e-mail'],
  ['Checkout', 'Checkouts: the shop’s, or the local one'],
  ['Subscriptions', 'Kibble subscriptions'],
  ['Legacy subscriptions', 'Subscriptions of the shop’s former app'],
  ['Orders', 'Past orders'],
  ['Account', 'The customer’s profile and activity'],
  ['Shop', 'The catalogue'],
  ['Funnel', 'The first-party funnel store: a visit’s anonymous events'],
  ['Webhooks', 'Calls from Shopify'],
  ['Service', 'Health, configuration and this document'],
  ['Console', 'The shop’s console in Shopify admin'],
  ['Customer account', 'Subscriptions and dogs in Shopify’s customer account pages (our UI extensions)'],
].map(([name, description]) => ({ name, description }));

/** The OpenAPI 3.1 document of `routes` (the app's `app.routes`). */
export function openApiDocument(routes: readonly RouteEntry[]) {
  const components = new Components();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { method, path, inputs } of apiOperations(routes)) {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation(components, method, path, inputs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Furbaby Plans API',
      version: '1',
      description: [
        'Pets, sessions, feeding plans, subscriptions and orders of the Furbaby Plans dashboard.',
        'Every failure answers the `Error` shape with a `code` from its status’s list. Text fields refuse control and invisible characters (tab and line breaks only in multi-line fields).',
        'The spec’s unprefixed paths (/auth/…, /subscriptions/…, /legacy-subscriptions/…, /pets…) answer exactly as their /api twins and are not listed; the local-only developer tools (/dev/…, /api/dev/…) and the app install’s browser pages (/shopify/app, /shopify/auth/callback) and the app proxy’s page hand-off (/proxy/…, redirects to the pages) are no part of the API.',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'Furbaby Plans developers' },
    },
    servers: [{ url: '/', description: 'The deployment serving this document (locally `npm start`: http://localhost:8787)' }],
    tags: TAGS,
    paths,
    components: { schemas: components.schemas, responses: ERROR_RESPONSES, securitySchemes: SECURITY_SCHEMES },
  };
}
