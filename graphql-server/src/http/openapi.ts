import type { Request, Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { CURSOR_MAX_LENGTH, PAGE_SIZE } from '@union/rules/pagination';
import { createDocument, createSchema, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { type ScopeRule, scopesNeeded } from '../auth/scopes.js';
import { type GraphqlJsonSchemas as Schemas, GraphqlJsonSchemas, type JsonSchema } from './openapi-graphql.js';
import { restScopeOf } from './rest.js';
import type { DeclaredRoute, MultipartBody, RouteDeclaration, RouteResponse } from './route.js';

/**
 * The REST shim's OpenAPI 3.1 document, built from the routes declared in the router (http/route.ts): request bodies
 * and query strings from the same @union/rules zod schemas the services validate with, answers from the GraphQL
 * types the shim serialises, errors as restErrorHandler answers them.
 */

export interface OpenApiInfo {
  title: string;
  version: string;
}

interface FoundRoute extends DeclaredRoute {
  /** The full OpenAPI path: '/api/journal/entries/{id}'. */
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; stack?: { handle?: { declared?: DeclaredRoute } }[] };
  handle?: { stack?: RouterLayer[] };
}

/** The declared routes of a router (mounted routers included), in the order they are mounted. */
export function declaredRoutes(router: Router, prefix: string): FoundRoute[] {
  const found: FoundRoute[] = [];
  const walk = (stack: RouterLayer[], at: string) => {
    for (const layer of stack) {
      const declared = layer.route?.stack?.at(-1)?.handle?.declared;
      if (declared && typeof layer.route?.path === 'string') {
        found.push({ ...declared, path: (at + layer.route.path).replace(/:(\w+)/g, '{$1}') });
      } else if (!layer.route && Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, at + mount);
      }
    }
  };
  walk((router as unknown as { stack: RouterLayer[] }).stack, prefix);
  return found;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Every refusal: a message for a person. Some carry more beside it: `fieldErrors` (400, the message of each field ' +
    "that is wrong, by the field's path), `retryAfter` (429 and 503, seconds), or what the client needs to recover " +
    '(409 on an edit of a journal entry changed meanwhile: the current entry).',
  properties: {
    message: { type: 'string', examples: ['Employee name is required'] },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' }, examples: [{ employeeName: 'Employee name is required' }] },
    retryAfter: { type: 'integer', minimum: 1 },
  },
  required: ['message'],
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

const ERRORS: Record<number, string> = {
  400: 'The request is not valid (a field, a query parameter, an id, or a body that is not JSON): `message` says what, `fieldErrors` which field.',
  401: "Not signed in, or the access token is unknown, malformed, expired or revoked (then with 'WWW-Authenticate: Bearer').",
  403: "Not allowed: an administrator's route, an access token without the scope it needs (see `x-required-scope`), or a write sent by another site.",
  404: "Not found: it does not exist, or it is another member's (the same answer, so ids reveal nothing).",
  409: 'In conflict with the current state (e.g. already submitted, or changed by someone else meanwhile).',
  413: 'The request body is larger than the route accepts.',
  429: 'Too many requests (an access token may make 600 a minute; sign-in attempts are limited): wait Retry-After seconds.',
  500: 'Something went wrong on our side; no detail is given.',
  503: 'Busy: try again after Retry-After seconds.',
};

const isMultipart = (body: RouteDeclaration['body']): body is MultipartBody =>
  typeof body === 'object' && body !== null && 'multipart' in body;

/** The token rule of a route for a request with no query (the rule a function gives by default). */
function scopeRuleOf(declaration: RouteDeclaration): ScopeRule {
  return restScopeOf(declaration.access, { method: declaration.method.toUpperCase(), query: {} } as Request);
}

function accessText(declaration: RouteDeclaration, rule: ScopeRule): string {
  const access = typeof declaration.access === 'object' ? declaration.access.access : declaration.access;
  const who =
    access === 'public'
      ? 'No sign-in needed.'
      : access === 'member'
        ? 'Any signed-in member (their own data only).'
        : access === 'ADMIN'
          ? 'Administrators only (403 for members).'
          : 'Super-administrators only (403 for others).';
  const token =
    rule === 'session'
      ? 'Browser sessions only: an access token is refused (403).'
      : rule === 'public'
        ? 'Access tokens need no scope.'
        : `An access token needs the '${rule}' scope${scopesNeeded(rule).length > 1 ? ` (and '${scopesNeeded(rule)[0]}', which it requires)` : ''}.`;
  return `${who} ${token}`;
}

function errorStatuses(declaration: RouteDeclaration, rule: ScopeRule): number[] {
  const access = typeof declaration.access === 'object' ? declaration.access.access : declaration.access;
  const statuses = new Set<number>([401, 403, 429, 500]);
  // Every write's body is read (JSON up to 1 MB: 400 when it is not JSON, 413 beyond), whether the route uses it or not.
  const write = declaration.method !== 'get';
  if (write || declaration.body || declaration.query || declaration.pagination || declaration.params) statuses.add(400);
  if (declaration.params && Object.keys(declaration.params).length > 0) statuses.add(404);
  if (write || declaration.body) statuses.add(413);
  if (access === 'public' && rule === 'session' && declaration.method === 'get') statuses.delete(403);
  for (const status of declaration.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

function successContent(response: RouteResponse, schemas: Schemas): Record<string, { schema: JsonSchema }> {
  if ('file' in response) {
    return Object.fromEntries(response.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  }
  if ('success' in response) return { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } };
  const one = schemas.ref(response.graphql);
  let schema: JsonSchema = response.nullable ? { anyOf: [one, { type: 'null' }] } : one;
  if (response.list) schema = { type: 'array', items: one };
  if (response.pageable) {
    const page = `${response.graphql}Page`;
    schemas.components[page] ??= {
      type: 'object',
      description: `One page of the list (with ?limit= or ?cursor=). Send nextCursor as ?cursor= for the next page.`,
      properties: {
        items: { type: 'array', items: one },
        nextCursor: { type: ['string', 'null'], description: 'The cursor of the next page; null on the last page.' },
        totalCount: { type: 'integer', minimum: 0, description: 'How many there are in the whole list.' },
      },
      required: ['items', 'nextCursor', 'totalCount'],
    };
    schema =
      response.pageable === 'always'
        ? { $ref: `#/components/schemas/${page}` }
        : {
            oneOf: [{ ...schema, description: 'Without ?limit= and ?cursor=: the whole list.' }, { $ref: `#/components/schemas/${page}` }],
          };
  }
  return { 'application/json': { schema } };
}

function multipartSchema(body: MultipartBody): { schema: JsonSchema; encoding: Record<string, { contentType: string }> } {
  const { file, fields = {} } = body.multipart;
  const properties: Record<string, JsonSchema> = {
    [file.field]: {
      type: 'string',
      format: 'binary',
      description: `${file.description} At most ${file.maxBytes / (1024 * 1024)} MB (413 beyond).`,
    },
  };
  const required = file.required === false ? [] : [file.field];
  for (const [name, field] of Object.entries(fields)) {
    const schema = field.schema ? (createSchema(field.schema, { io: 'input' }).schema as JsonSchema) : { type: 'string' };
    properties[name] = { ...schema, description: field.description };
    if (field.required) required.push(name);
  }
  return {
    schema: { type: 'object', properties, required },
    encoding: { [file.field]: { contentType: 'application/octet-stream' } },
  };
}

function operationOf(route: FoundRoute, schemas: Schemas): ZodOpenApiOperationObject {
  const { declaration } = route;
  const rule = scopeRuleOf(declaration);
  const parameters: NonNullable<ZodOpenApiOperationObject['parameters']> = [];
  for (const [name, description] of Object.entries(declaration.params ?? {})) {
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
  }
  if (declaration.pagination) {
    parameters.push(
      {
        name: 'limit',
        in: 'query',
        description:
          'pageable' in declaration.response && declaration.response.pageable === 'always'
            ? `How many to answer, ${PAGE_SIZE.min} to ${PAGE_SIZE.max} (${PAGE_SIZE.default} when left out).`
            : `How many to answer, ${PAGE_SIZE.min} to ${PAGE_SIZE.max} (${PAGE_SIZE.default} when only a cursor is sent). With it (or a cursor) the answer is one page.`,
        schema: { type: 'integer', minimum: PAGE_SIZE.min, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default },
      },
      {
        name: 'cursor',
        in: 'query',
        description: "The previous page's nextCursor, to continue after it.",
        schema: { type: 'string', minLength: 1, maxLength: CURSOR_MAX_LENGTH },
      },
    );
  }
  const responses: Record<string, unknown> = {
    [String(declaration.status ?? 200)]: {
      description: declaration.response.description ?? 'Done.',
      content: successContent(declaration.response, schemas),
      ...('file' in declaration.response && declaration.response.ranges
        ? { headers: { 'Content-Range': { description: 'With a Range request (206).', schema: { type: 'string' } } } }
        : {}),
    },
  };
  if ('file' in declaration.response && declaration.response.ranges) {
    responses['206'] = { description: 'The part asked for with a Range header.' };
    responses['416'] = { description: 'The Range asked for is outside the file.' };
  }
  for (const status of errorStatuses(declaration, rule)) {
    responses[String(status)] = {
      description: ERRORS[status] ?? 'Refused.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    };
  }
  const body = declaration.body;
  let requestBody: ZodOpenApiOperationObject['requestBody'];
  if (isMultipart(body)) {
    requestBody = {
      required: true,
      description: "From a browser session, send the header 'X-Requested-With: XMLHttpRequest' too (an access token needs none).",
      content: { 'multipart/form-data': multipartSchema(body) },
    };
  } else if (body) {
    requestBody = { required: true, content: { 'application/json': { schema: body } } };
  }
  return {
    operationId: operationId(declaration),
    tags: [route.tag],
    summary: declaration.summary,
    description: [
      declaration.deprecated ? `Deprecated: ${declaration.deprecated}` : undefined,
      declaration.description,
      accessText(declaration, rule),
    ]
      .filter(Boolean)
      .join('\n\n'),
    ...(declaration.deprecated ? { deprecated: true } : {}),
    security: securityOf(declaration, rule),
    'x-required-scope': rule === 'public' || rule === 'session' ? null : rule,
    ...(parameters.length ? { parameters } : {}),
    ...(declaration.query ? { requestParams: { query: declaration.query } } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responses as ZodOpenApiOperationObject['responses'],
  };
}

function securityOf(declaration: RouteDeclaration, rule: ScopeRule): Record<string, string[]>[] {
  const access = typeof declaration.access === 'object' ? declaration.access.access : declaration.access;
  if (access === 'public') return [];
  if (rule === 'session') return [{ cookieAuth: [] }];
  return [{ bearerAuth: [] }, { cookieAuth: [] }];
}

/** 'post /journal/entries/:id/images' -> 'postJournalEntriesIdImages' */
function operationId(declaration: RouteDeclaration): string {
  const words = declaration.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return declaration.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The groups in the order a reader meets them (the router's order puts transcription first, for its body parser). */
const TAG_ORDER = [
  'Account',
  'Journal',
  'Grievances',
  'Cases',
  'Meetings',
  'Contract',
  'Transcription',
  'Bulletins',
  'Shop stewards',
  'Administration',
];
const TAG_DESCRIPTIONS: Record<string, string> = {
  Account: 'Registering, signing in and out, the profile, the password and personal access tokens.',
  Journal: "The member's workplace journal: events, dated entries, their witnesses and photos. Only the owner's.",
  Grievances: "The member's grievances: drafts, evidence images, submitting, the filing-ready PDF. Only the owner's.",
  Cases:
    "The Union Desk: the cases stewards and officers work (the queue, assigning, steps and time limits, notes, the history). A token needs 'cases:read' or 'cases:write', given only to stewards and officers.",
  Meetings: "The member's meeting records: participants, the recording in chunks, the transcript, images. Only the owner's.",
  Contract:
    'The collective agreement: its outline and sections, questions answered from it, incidents analyzed against it; importing a new version (administrators).',
  Transcription: 'A recording turned into text; nothing is kept.',
  Bulletins: "The union's bulletin feed; posting and editing are for administrators.",
  'Shop stewards': 'The steward directory; managing it is for administrators.',
  Administration: 'For administrators: the overview and the email allowlist (who may register).',
};
const tagRank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);

/** The document for the routes declared in `router` (mounted at `prefix`). */
export function buildOpenApiDocument(router: Router, prefix: string, graphqlSchema: GraphQLSchema, info: OpenApiInfo) {
  const schemas = new GraphqlJsonSchemas(graphqlSchema);
  const paths: ZodOpenApiPathsObject = {};
  const tags: string[] = [];
  // A stable sort: within a group, the routes keep the order they are mounted in.
  const routes = declaredRoutes(router, prefix).sort((a, b) => tagRank(a.tag) - tagRank(b.tag));
  for (const route of routes) {
    if (!tags.includes(route.tag)) tags.push(route.tag);
    paths[route.path] ??= {};
    const item = paths[route.path] as Record<string, ZodOpenApiOperationObject>;
    if (item[route.declaration.method]) throw new Error(`OpenAPI: ${route.declaration.method} ${route.path} is declared twice`);
    item[route.declaration.method] = operationOf(route, schemas);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        "The REST shim of the app: the same operations as GraphQL at /graphql, answering the GraphQL types' fields as " +
        "JSON. Sign in with a browser session (the 'sid' cookie from POST /api/auth/login), or send a personal access " +
        "token, created in Profile Settings, as 'Authorization: Bearer uc_pat_…' (no cookie or CSRF header needed then). " +
        'A state-changing call from a browser needs the same origin, and a form or multipart body the header ' +
        "'X-Requested-With'. This document is served at /api/openapi.json.",
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: tags.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'uc_pat_…',
          description:
            "A personal access token: 'uc_pat_' followed by random characters and a checksum. Each operation names the scope it needs.",
        },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The browser session, set by signing in.' },
      },
      schemas: {
        Error: ERROR_SCHEMA,
        Success: { type: 'object', properties: { success: { type: 'boolean', const: true } }, required: ['success'] },
        ...schemas.components,
      },
    },
  });
}
