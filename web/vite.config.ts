import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';

// In development the API runs on its own port (npm run dev starts both); the web app proxies to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// The GraphQL explorer (explorer.html, served at GET /graphql to a browser) is a second build into the same dist/
// (`vite build --mode explorer`, run by `npm run build` after the app's): as a second input of one build it shared
// chunks with the member app (React, the runtime), which changed the app's files and made them larger. Apart, the
// app's bundle is exactly what it was, and monaco (about 2 MB) stays in the explorer's own files.
const explorerBuild = {
  emptyOutDir: false,
  copyPublicDir: false,
  // Monaco's editor is one large chunk by nature (it only loads on this page).
  chunkSizeWarningLimit: 3000,
  rolldownOptions: { input: fileURLToPath(new URL('./explorer.html', import.meta.url)) },
};

// What the sign-in screen (in the entry chunk) takes from @tabler/icons-react: its shield and the factory of every icon.
const SIGN_IN_ICON = /@tabler[\\/]icons-react[\\/].*[\\/](IconShieldCheck|createReactComponent|defaultAttributes)\.mjs$/;

const appHtml = fileURLToPath(new URL('./index.html', import.meta.url));
const sessionEntry = fileURLToPath(new URL('./src/session.ts', import.meta.url));
// What a signed-in member's first screen loads after the session's answer (app/router.tsx): the signed-in side and
// the shell, and on / the home (without Apollo Client), elsewhere Apollo Client with the member's client.
const signedInModules = ['./src/app/SignedIn.tsx', './src/app/shell/AppLayout.tsx'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
const homeModules = ['./src/features/home/home.page.tsx'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
// Apollo Client and the member's client: every signed-in page but the home needs them (the home's first screen runs
// without them, app/router.tsx).
const apolloModules = ['./src/lib/memberApollo.tsx'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
// The sign-in screen: a visitor's first screen, which a signed-in member never needs (app/router.tsx).
const signInModules = ['./src/features/auth/components/AuthScreen/AuthScreen.tsx'].map((p) => fileURLToPath(new URL(p, import.meta.url)));

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The files of these modules' chunks and of every chunk they import, minus those of the page's own entries. */
function chunkFiles(bundle: Bundle, modules: string[], loaded: Set<string>): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || loaded.has(fileName) || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  // A module's chunk is the one it is the facade of; with common chunks inlined, a module loaded by import() can also
  // sit in a chunk of shared code that has no facade.
  const all = [...chunks.values()];
  for (const module of modules) {
    const holders = all.filter((c) => c.facadeModuleId === module);
    const found = holders.length > 0 ? holders : all.filter((c) => c.moduleIds.includes(module));
    for (const chunk of found) visit(chunk.fileName);
  }
  return [...files];
}

/** Every file a chunk loads before it runs (its static imports, recursively), itself included. */
function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The largest of the files the app's entry loads before it runs (the session's entry aside). */
function largestAppChunk(bundle: Bundle): string | undefined {
  const files = new Set<string>();
  for (const c of Object.values(bundle))
    if (c.type === 'chunk' && c.isEntry && c.facadeModuleId !== sessionEntry) staticClosure(bundle, c.fileName, files);
  const size = (fileName: string) => {
    const c = bundle[fileName];
    return c?.type === 'chunk' ? c.code.length : 0;
  };
  return [...files].sort((a, b) => size(b) - size(a))[0];
}

/**
 * The session's own small entry (src/session.ts: asks who is signed in and the local's names) is a second input of
 * the app's build; this puts its script (and what it imports) in the page before the app's, so it runs as soon as it
 * has arrived, while the app's larger script is still downloading. It is async: a deferred module script waits for
 * the page's stylesheet, and the session's questions would wait with it (about 130 ms in Lighthouse's trace); the app's
 * script, deferred, runs after it or before it, and both share the one set of questions (lib/sessionStart.ts).
 */
function sessionScriptFirst(): Plugin {
  return {
    name: 'union:session-script-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(source, { bundle }) {
        if (!bundle) return;
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === sessionEntry);
        if (chunk?.type !== 'chunk') return;
        // The app's largest file is asked for first of all, before the session's few small ones: on a phone's six
        // connections per host the longest download of the page must not wait for a free one (Vite lists it last).
        const largest = largestAppChunk(bundle);
        const largestLink = largest ? `<link rel="modulepreload" crossorigin href="/${largest}">` : undefined;
        const html = largestLink ? source.replace(largestLink, '') : source;
        const appScript = html.indexOf('<script type="module"');
        if (appScript < 0) return;
        // The files a signed-in member's screen needs next, for the session's script to fetch as soon as the server
        // has said who is signed in (src/session.ts), instead of after the app's script has run and rendered.
        const loaded = staticClosure(bundle, chunk.fileName);
        for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) staticClosure(bundle, c.fileName, loaded);
        const signedIn = chunkFiles(bundle, signedInModules, loaded);
        const home = chunkFiles(bundle, homeModules, new Set([...loaded, ...signedIn]));
        const apollo = chunkFiles(bundle, apolloModules, new Set([...loaded, ...signedIn]));
        const list = (files: string[]) => files.map((f) => `/${f}`).join(' ');
        // The sign-in screen's files are linked by the page itself, marked so that the server leaves them out of a
        // page it serves to a signed-in member (graphql-server/src/http/app-page.ts).
        const signIn = chunkFiles(bundle, signInModules, loaded).map((file) =>
          file.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="/${file}" data-signed-out>`
            : `<link rel="modulepreload" crossorigin href="/${file}" data-signed-out>`,
        );
        const tags = [
          ...(largestLink ? [largestLink] : []),
          `<script type="module" async crossorigin src="/${chunk.fileName}" data-signed-in="${list(signedIn)}" data-home="${list(home)}" data-apollo="${list(apollo)}"></script>`,
          ...chunk.imports.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
          ...signIn,
        ];
        return `${html.slice(0, appScript)}${tags.join('\n    ')}\n    ${html.slice(appScript)}`;
      },
    },
  };
}

/** What is worth compressing among the built files (fonts, images and the video are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|wasm|txt)$/;

/**
 * Each built JS, CSS (and other text) file of 1 KB or more is written beside itself as `.br` (brotli at its best,
 * quality 11) and `.gz` (gzip level 9), which the server sends as they are (graphql-server/src/http/precompressed.ts).
 * Compressing on the fly costs CPU on every request and settles for less: about 14 % more bytes for the home's JS at
 * the compression middleware's brotli quality 4, and a phone on slow 4G waits for every byte (issue 15).
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'union:precompress-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.values(bundle).flatMap((file) => {
        const content = file.type === 'chunk' ? file.code : file.source;
        return COMPRESSIBLE.test(file.fileName) && content.length >= 1024 ? [{ name: file.fileName, content }] : [];
      });
      await Promise.all(
        files.map(async ({ name, content }) => {
          const raw = Buffer.from(content);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
            }),
            gzipped(raw, { level: 9 }),
          ]);
          const target = path.join(dir, name);
          // A file that does not shrink is served as it is.
          if (br.length < raw.length) await writeFile(`${target}.br`, br);
          if (gz.length < raw.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), sessionScriptFirst(), precompressAssets()],
  resolve: {
    alias: {
      // graphql's CommonJS build for the explorer (its GraphiQL packages share one graphql instance with it); the app
      // takes the ES module build, which the bundler tree-shakes: Apollo Client uses a few printers and visitors, and
      // the CommonJS index brought all of graphql-js (about 490 KB, 50 KB gzip) into the entry chunk.
      ...(mode === 'explorer' ? { graphql: 'graphql/index.js' } : {}),
      // `@/lib/format` instead of `../../../../lib/format`: web/src from anywhere inside it.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The validation rules and constants shared with the server (SPEC messages live there once): the workspace
      // package's TypeScript source, bundled like the web's own (the server runs its built dist/).
      '@union/rules': fileURLToPath(new URL('../packages/rules/src', import.meta.url)),
    },
  },
  // Vite's dev-time pre-bundling cannot follow the `?worker` imports of GraphiQL's Monaco setup (the dev server
  // stopped on them): in development these two modules are served as they are; the production build bundles them.
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // Objects, not strings: a string target rewrites Host to the API's, and the API refuses a write whose Origin
    // (the browser's, this dev server) is not the host it was sent to.
    proxy: {
      '/graphql': {
        target: api,
        // A browser opening /graphql gets the explorer from this dev server (the API would answer the built page,
        // whose assets this server does not have); its operations are still proxied to the API, which checks them.
        bypass: (req) => (req.method === 'GET' && /^text\/html/.test(req.headers.accept ?? '') ? '/explorer.html' : undefined),
      },
      '/api': { target: api },
    },
  },
  // No source maps in the served build: they doubled what a curious visitor could download and served no member.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // The icons in one chunk (8 KB gzip for all of them) instead of one file each: the home fetched 17 of them, at
    // six connections per host that is rounds of requests on a phone. The sign-in screen's one icon (and tabler's
    // icon factory) stay out of it, with the page that shows it: the sign-in page does not download the icons chunk.
    rolldownOptions: {
      input: { index: appHtml, session: sessionEntry },
      // Required by the inlining of common chunks below: no entry's exports are read by anyone.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The small chunks of code shared by a few pages (a Mantine component, a helper: under 12 KB before
          // minification) are copied into the chunks that use them instead of being files of their own: the signed-in
          // home loaded 30 JS files, 22 of them after the session's answer, each holding one of a phone's six
          // connections and its share of the bandwidth while the app's largest file was still downloading; now 14
          // (10 KB more). It makes rolldown keep every module's evaluation order (strictExecutionOrder).
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            {
              name: 'icons',
              test: (id) => /@tabler[\\/]icons-react/.test(id) && !SIGN_IN_ICON.test(id),
              // Only the icons: their factory and React stay where the page that loads first has them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    ...(mode === 'explorer' ? explorerBuild : {}),
  },
}));
