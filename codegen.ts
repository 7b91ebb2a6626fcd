import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const scalars = { DateTimeISO: 'string', Upload: 'File' };

// Typed documents for the web app: reads the committed schema and the documents in web/src/**/*.graphql.ts.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.graphql.ts'],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
    // The documents the signed-in shell and the home ask for, again in a module of their own: the one above holds every
    // document of the app (about 11 KB gzip), which the home would otherwise download with its first screen.
    'web/src/gql/shell/': {
      preset: 'client',
      documents: [
        'web/src/lib/session.graphql.ts',
        'web/src/features/auth/api/auth.graphql.ts',
        'web/src/features/home/api/home.graphql.ts',
        'web/src/features/meetings/api/interrupted.graphql.ts',
      ],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
    // The same session and sign-in documents again, as their query text (typed strings): the signed-out screens send
    // them with a plain fetch (lib/sessionClient.ts), so the sign-in page's first download holds neither Apollo Client
    // nor graphql-js's printer. `__typename` is selected as Apollo Client would add it, so the answers seed its cache
    // unchanged once the member is signed in.
    'web/src/gql/signed-out/': {
      preset: 'client',
      // The home's announcements too: the page's first script asks for them as soon as it knows a member is signed
      // in (web/src/session.ts), and Apollo Client's first HomeAnnouncements request takes that answer.
      // And the shell's search for interrupted recordings, which it sends on every visit the same way (the home's
      // first screen runs without Apollo Client).
      documents: [
        'web/src/lib/session.graphql.ts',
        'web/src/features/auth/api/auth.graphql.ts',
        'web/src/features/home/api/home.graphql.ts',
        'web/src/features/meetings/api/interrupted.graphql.ts',
      ],
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        documentMode: 'string',
        scalars,
      },
    },
  },
};

export default config;
