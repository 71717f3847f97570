import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL files are the source of truth: resolver types for the gateway, typed documents for the
// web and for the published client (packages/client), each from its own documents.
const config: CodegenConfig = {
  schema: 'gateway/src/modules/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../http/context.js#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        // Resolvers return our entities; field resolvers (modules/*/resolvers/<Type>.ts) shape them.
        mappers: {
          User: '../identity/user.js#UserEntity',
          Agent: '@avatarium/contracts#Agent as AgentEntity',
          VoiceTransaction: '../modules/voices/voice-transaction-entity.js#VoiceTransactionEntity',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    // Node ESM (NodeNext): imports with .js; only the types the client's operations use.
    'packages/client/src/generated/': {
      documents: ['packages/client/src/operations.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true, importExtension: '.js' },
    },
  },
};

export default config;
