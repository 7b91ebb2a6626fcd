import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web app: reads the committed schema and the documents in web/src/**/*.graphql.ts.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql.ts'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
