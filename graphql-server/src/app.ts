import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { createApolloServer } from './graphql/apollo.js';
import { graphqlHandler } from './graphql/express-handler.js';
import { appPage } from './http/app-page.js';
import { buildGraphqlSchema } from './composition/schema.js';
import { bearerAuthentication } from './http/bearer.js';
import { createRequestContext } from './http/context.js';
import { graphqlExplorer } from './http/explorer.js';
import { graphqlMultipart } from './http/multipart.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { apiReference } from './http/openapi-docs.js';
import { newRouter, type RestDeps, restErrorHandler } from './http/rest.js';
import { precompressedAssets } from './http/precompressed.js';
import { sameOriginWrites } from './http/same-origin.js';
import { takeTurns } from './http/turns.js';
import { jsonBody, withoutNulInUrl } from './http/without-nul.js';
import { largeGraphqlJsonForMembers } from './http/large-graphql-json.js';
import { mountAdminRoutes } from './modules/admin/admin.routes.js';
import { mountAllowlistRoutes } from './modules/allowlist/allowlist.routes.js';
import { CONTRACT_UPLOAD } from './modules/contract/contract.import.js';
import { mountContractRoutes } from './modules/contract/contract.routes.js';
import { mountJournalRoutes } from './modules/journal/journal.routes.js';
import { mountGrievanceRoutes } from './modules/grievances/grievances.routes.js';
import { mountMeetingRoutes } from './modules/meetings/meetings.routes.js';
import { mountBulletinRoutes } from './modules/bulletins/bulletins.routes.js';
import { mountTokenRoutes } from './modules/tokens/tokens.routes.js';
import { mountStewardRoutes } from './modules/stewards/stewards.routes.js';
import { mountTranscriptionRoutes } from './modules/transcription/transcription.routes.js';
import { TRANSCRIBE_JSON_LIMIT } from './modules/transcription/transcription.service.js';
import { mountUserRoutes } from './modules/users/users.routes.js';
import { mountRightsRoutes } from './modules/rights/rights.routes.js';
import { mountMemberRoutes } from './modules/members/members.routes.js';
import { mountCaseRoutes } from './modules/cases/cases.routes.js';
import type { AppServices } from './services.js';
import { IMAGE_UPLOAD } from './storage/images.js';

/** The server package's version, the API document's version. */
const API_VERSION: string = createRequire(import.meta.url)('../package.json').version;

export interface AppOptions {
  /** Everything built once at start by buildServices, the database included. */
  services: AppServices;
  /** The built web app (web/dist); served with a single-page fallback when present. */
  webDist?: string;
}

// The largest file any Upload argument accepts (each resolver then holds its upload to its own limit), and one file
// per request: no operation takes two and batching is off. graphql-upload keeps a temporary copy of every further
// part sent under a mapped name until the process exits, so a second file is never read.
const multipartGraphql = graphqlMultipart({ maxFileSize: Math.max(IMAGE_UPLOAD.maxBytes, CONTRACT_UPLOAD.maxBytes), maxFiles: 1 });

export async function createApp({ services, webDist }: AppOptions): Promise<{ app: Express; stop: () => Promise<void> }> {
  const { logger, config, orm } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // First of all: a request waiting for its turn costs nothing yet.
  app.use(takeTurns(config.REQUESTS_AT_A_TIME));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine injects its CSS variables at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: config.NODE_ENV === 'production',
    }),
  );

  // gzip or brotli for JSON, HTML, JS and CSS (a phone on the ramp pays for every byte); audio, images and ZIPs are
  // already compressed and pass through untouched. A request that accepts no encoding (a script, curl) gets the answer
  // as it is, as compression would send it, without its per-request negotiation and wrapping of the response.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));

  const deps: RestDeps = { orm, services, logger };

  // A bearer token is checked (401, 429) before either door reads a body; the request then speaks for the token alone.
  app.use(['/graphql', '/api'], bearerAuthentication(services));

  const graphqlSchema = await buildGraphqlSchema();
  const apollo = createApolloServer(graphqlSchema, logger, config.NODE_ENV === 'production');
  await apollo.start();
  // A browser asking for a page gets the GraphQL explorer (signed in) or the sign-in screen; clients go on to Apollo.
  // (Middleware, not a route: it answers only browsers and passes the rest on, so it is not an API path of its own.)
  app.use('/graphql', graphqlExplorer(services, webDist));
  // GraphQL's answers are its own app's: Express's ETag (a SHA-1 of every answer, for conditional GETs) served no one
  // on these POSTed, no-store answers and cost a hash of each 170 KB journal list; the REST GETs keep theirs.
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  app.use('/graphql', graphqlApp);
  graphqlApp.use(
    // Multipart uploads are parsed before the JSON body parser; the size limit is the larger upload's (image or contract).
    multipartGraphql,
    // `transcribe` carries a recording of up to 25 MB: a signed-in member's larger JSON is read first (and then skipped).
    largeGraphqlJsonForMembers(deps, { field: 'transcribe', limitBytes: TRANSCRIBE_JSON_LIMIT }),
    express.json({ limit: '1mb' }),
    graphqlHandler(apollo, (req, res) => createRequestContext(orm, services, req, res)),
  );

  const api = newRouter();
  // Before the 1 MB JSON parser: its body is a recording as base64 (it runs the same checks itself).
  mountTranscriptionRoutes(api, deps);
  // Cross-site writes are refused before anything reads the request.
  api.use(sameOriginWrites, withoutNulInUrl, jsonBody('1mb'));
  mountUserRoutes(api, deps);
  mountAllowlistRoutes(api, deps);
  mountJournalRoutes(api, deps);
  mountGrievanceRoutes(api, deps);
  mountMeetingRoutes(api, deps);
  mountStewardRoutes(api, deps);
  mountBulletinRoutes(api, deps);
  mountAdminRoutes(api, deps);
  mountContractRoutes(api, deps);
  mountTokenRoutes(api, deps);
  mountRightsRoutes(api, deps);
  mountMemberRoutes(api, deps);
  mountCaseRoutes(api, deps);
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  // GET /api/openapi.json, the document built from the routes declared above, and GET /api/docs, its reference page.
  const info = { title: `${config.UNION_NAME} API`, version: API_VERSION };
  app.use(
    '/api',
    apiReference(() => buildOpenApiDocument(api, '/api', graphqlSchema, info), `API reference — ${config.UNION_NAME}`),
  );
  app.use('/api', api);

  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    // Vite names every built asset after its content: it can be kept for a year. The rest (icons, the video) an hour.
    // The build's own brotli or gzip copy of an asset goes to a client that accepts it (http/precompressed.ts).
    app.use(precompressedAssets(webDist));
    app.use(
      express.static(webDist, {
        index: false,
        maxAge: '1h',
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // Every other GET is a client-side route; the web app draws its own 404 page.
    app.get(/.*/, appPage(webDist, orm, services));
  }

  app.use(restErrorHandler(logger));
  return { app, stop: () => apollo.stop() };
}
