import type { Request, RequestHandler, Response, Router } from 'express';
import { imageCaptionSchema } from '@union/rules/images';
import { z } from 'zod';
import { IMAGE_UPLOAD } from '../storage/images.js';
import type { ActorContext, RequestContext } from './context.js';
import type { Access, RestDeps, RouteAccess } from './rest.js';
import { restHandler } from './rest.js';

/**
 * A route's declaration: what it mounts (method, path, who may call it) and what the OpenAPI document says about it
 * (http/openapi.ts builds the document from the declarations found in the router, so what is served and what is
 * described cannot drift apart).
 */

/** A multipart/form-data body: one file in `file.field` (at most `file.maxBytes`) and optional text fields. */
export interface MultipartBody {
  multipart: {
    file: { field: string; maxBytes: number; description: string; required?: boolean };
    /** Other form fields, described by the zod schema that checks them when there is one. */
    fields?: Record<string, { schema?: z.ZodType; description: string; required?: boolean }>;
  };
}

/** A body that the service checks with a @union/rules zod schema (`parseInput(schema, req.body)`). */
export type RouteBody = z.ZodType | MultipartBody;

/**
 * What a success answers. `graphql`: the GraphQL output type whose fields the REST shim sends (graphql/serialize.ts),
 * `list` for an array of them, `pageable` for a list route that answers a page with ?limit= or ?cursor= ('always': a
 * page even without them);
 * `success`: `{ success: true }`; `file`: a download in one of these content types.
 */
export type RouteResponse =
  | { graphql: string; list?: boolean; pageable?: boolean | 'always'; nullable?: boolean; description?: string }
  | { success: true; description?: string }
  | { file: readonly string[]; description: string; ranges?: boolean };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The browser's own doors (an access token cannot manage tokens or the password): see graphql/operation-scopes.ts. */
export const BROWSER_SESSION_ONLY = { access: 'member', scope: 'session' } as const;

export interface RouteDeclaration<A extends Access = Access> {
  method: HttpMethod;
  /** Express syntax, relative to the /api router: '/journal/entries/:id'. */
  path: string;
  summary: string;
  description?: string;
  access: RouteAccess<A>;
  body?: RouteBody;
  /** Query parameters; `pagination` adds ?limit= and ?cursor= (http/pagination.ts). */
  query?: z.ZodObject;
  pagination?: boolean;
  /** What each path parameter is ('The journal entry's id.'); every :param of the path needs one. */
  params?: Record<string, string>;
  response: RouteResponse;
  /** The success status when the handler returns a value (201 for creations); 204 is answered for undefined. */
  status?: number;
  /** Statuses beyond those every route can answer and those the declaration implies (409, 503...). */
  errors?: readonly number[];
  /** Handlers that run before the route's own (same-origin checks of a route mounted before the /api parser). */
  before?: readonly RequestHandler[];
  /** Kept for existing clients but going away: why, and what to use instead (the document marks it deprecated). */
  deprecated?: string;
}

/** A declared route as found in the router: its declaration and the tag (module) it belongs to. */
export interface DeclaredRoute {
  tag: string;
  declaration: RouteDeclaration;
}

type HandlerRest = [req: Request, res: Response];

/**
 * Mounts declared routes on `router` for one module (`tag` names its group in the document). Each route is mounted
 * exactly as `router[method](path, restHandler(deps, access, handler, status))` and carries its declaration.
 */
export function declareRoutes(router: Router, deps: RestDeps, tag: string) {
  function route(declaration: RouteDeclaration<'public'>, handler: (ctx: RequestContext, ...rest: HandlerRest) => unknown): void;
  function route(
    declaration: RouteDeclaration<Exclude<Access, 'public'>>,
    handler: (ctx: ActorContext, ...rest: HandlerRest) => unknown,
  ): void;
  function route(declaration: RouteDeclaration, handler: (ctx: ActorContext, ...rest: HandlerRest) => unknown): void {
    const middleware = restHandler(deps, declaration.access as RouteAccess<'member'>, handler, declaration.status);
    const declared: DeclaredRoute = { tag, declaration };
    router[declaration.method](declaration.path, ...(declaration.before ?? []), Object.assign(middleware, { declared }));
  }
  return route;
}

// ---- shapes several modules declare -----------------------------------------------------------------------------

const CAPTION_FIELD = {
  schema: imageCaptionSchema.shape.caption,
  description: 'An optional caption, at most 500 characters (400 beyond).',
};

/** An owned image's upload (journal entries, grievances, meetings): the field `image`, checked by its bytes. */
export function imageUploadBody(what: string, withCaption = false): MultipartBody {
  return {
    multipart: {
      file: {
        field: IMAGE_UPLOAD.field,
        maxBytes: IMAGE_UPLOAD.maxBytes,
        description: `${what} as JPEG, PNG or WebP (judged by its bytes, re-encoded without EXIF/GPS, at most 50 megapixels).`,
      },
      ...(withCaption ? { fields: { caption: CAPTION_FIELD } } : {}),
    },
  };
}

/** `?download=1`: the file as an attachment rather than inline. */
export const downloadQuery = z.object({
  download: z
    .enum(['1', 'true'])
    .optional()
    .meta({ description: 'Send 1 (or true) to receive the file as a download (Content-Disposition: attachment).' }),
});

/** A stored image as its owner sees it (http/stored-image.ts). */
export const IMAGE_FILE: RouteResponse = {
  file: ['image/jpeg', 'image/png', 'image/webp'],
  description: "The image's bytes (X-Content-Type-Options: nosniff, Content-Security-Policy: sandbox), inline unless ?download=1.",
};
