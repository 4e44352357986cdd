// GraphQL codegen for the whole monorepo. Run from the shared workspace
// (`npm run codegen -w @squadup/shared`, which first rebuilds src/generated/typeDefs.ts);
// every path is resolved from the repo root so the config does not depend on the cwd.
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fromRoot = (path: string): string => `${root}${path}`;

// Shared by every output: the server stores fixed values as lowercase strings, so string
// unions (enumsAsTypes) keep the wire format and need no runtime enum objects.
const common = {
  enumsAsTypes: true,
  useTypeImports: true, // the tsconfig sets verbatimModuleSyntax
  scalars: { ID: 'string' }, // ids are UUID strings both ways
};

// The web app's operations. Each output that reads documents names its own list: codegen adds a
// root-level list to every output's, and the API tests' documents must not mix with the web's.
// Tests write cache shapes of their own (partial fields, made-up root fields): not app operations.
const webDocuments = [
  fromRoot('apps/web/src/**/*.{ts,tsx}'),
  `!${fromRoot('apps/web/src/gql/**')}`,
  `!${fromRoot('apps/web/src/**/*.test.{ts,tsx}')}`,
];

// The API tests' typed documents (`graphql(...)` from apps/api/test/gql): test files, and the
// helpers in apps/api/test (none live in src, docs/decisions/0039).
const apiTestDocuments = [
  fromRoot('apps/api/src/**/*.test.ts'),
  fromRoot('apps/api/test/**/*.ts'),
  `!${fromRoot('apps/api/test/gql/**')}`,
];

const config: CodegenConfig = {
  overwrite: true,
  schema: fromRoot('packages/shared/src/graphql/*.graphql'),
  ignoreNoDocuments: true,
  generates: {
    [fromRoot('packages/shared/src/generated/graphql.ts')]: {
      plugins: ['typescript'],
      config: common,
    },
    [fromRoot('apps/api/src/graphql/generated/resolvers.ts')]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...common,
        contextType: '../context.js#GraphQLContext',
        useIndexSignature: true,
        // What resolvers of a type return: the owning module's parent (its row, presented), so
        // derived fields are field resolvers over the request's loaders (docs/decisions/0026).
        // Paths are relative to the generated file and go through each module's index.ts.
        mappers: {
          ActivityGroup: '../../modules/notifications/index.js#ActivityGroupParent',
          Application: '../../modules/applications/index.js#ApplicationParent',
          Person: '../../modules/people/index.js#PersonParent',
          Post: '../../modules/posts/index.js#PostParent',
          Squad: '../../modules/squads/index.js#SquadParent',
          SquadMember: '../../modules/squads/index.js#SquadMemberParent',
          User: '../../modules/users/index.js#UserParent',
        },
      },
      // Committed Prettier-formatted (the API's lint reads it), so a fresh run leaves no diff.
      hooks: { afterOneFileWrite: ['prettier --write'] },
    },
    // The API's metrics label GraphQL requests with these names only (apps/api/src/metrics).
    [fromRoot('packages/shared/src/generated/operation-names.ts')]: {
      documents: webDocuments,
      plugins: [fromRoot('packages/shared/scripts/operation-names.mjs')],
    },
    [fromRoot('apps/web/src/gql/')]: {
      documents: webDocuments,
      preset: 'client',
      config: common,
    },
    // Typed test documents for the API tests (docs/decisions/0025): no fragment masking, so a
    // test reads every selected field straight from the answer.
    [fromRoot('apps/api/test/gql/')]: {
      documents: apiTestDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: common,
    },
  },
};

export default config;
