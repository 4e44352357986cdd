// The executable-free schema: SDL as a string plus a helper that builds it with graphql-js.
// Kept out of index.ts so importing the package's constants never loads graphql at runtime.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { typeDefs } from './generated/typeDefs.js';

export { typeDefs };

/** Builds the GraphQL schema (types only, no resolvers), e.g. for tests and tooling. */
export function buildSquadupSchema(): GraphQLSchema {
  return buildSchema(typeDefs);
}
