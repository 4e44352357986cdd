import { buildSchema, type GraphQLSchema } from 'graphql';
import { notImplemented } from '../errors.js';
import { applicationsResolvers } from '../modules/applications/index.js';
import { chatResolvers } from '../modules/chat/index.js';
import { connectionsResolvers } from '../modules/connections/index.js';
import { peopleResolvers } from '../modules/people/index.js';
import { postsResolvers } from '../modules/posts/index.js';
import { profilesResolvers } from '../modules/profiles/index.js';
import { reportsResolvers } from '../modules/reports/index.js';
import { uploadsResolvers } from '../modules/uploads/index.js';
import { usersResolvers } from '../modules/users/index.js';
import { withNormalisedIds } from './ids.js';

/** `{ TypeName: { fieldName: resolver } }`; modules export one each (typed by generated/resolvers.ts). */
export type ResolverMap = Record<string, Record<string, unknown>>;

// Each domain module adds its resolver map here as its issue lands.
const moduleResolvers: ResolverMap[] = [
  usersResolvers as ResolverMap,
  postsResolvers as ResolverMap,
  applicationsResolvers as ResolverMap,
  profilesResolvers as ResolverMap,
  peopleResolvers as ResolverMap,
  connectionsResolvers as ResolverMap,
  uploadsResolvers as ResolverMap,
  chatResolvers as ResolverMap,
  reportsResolvers as ResolverMap,
];

/** Merges resolver maps type by type; a later map wins for the same field. */
export function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

/**
 * Gives every Query and Mutation field without a resolver one that throws NOT_IMPLEMENTED.
 * Without it, graphql-js would answer null for a nullable field (silently wrong) and a
 * confusing non-null violation for the rest; an explicit, safe error is easier on the web client.
 */
export function withNotImplementedRoots(
  typeDefs: string | GraphQLSchema,
  resolvers: ResolverMap,
): ResolverMap {
  const schema = typeof typeDefs === 'string' ? buildSchema(typeDefs) : typeDefs;
  const completed: ResolverMap = { ...resolvers };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const fields: Record<string, unknown> = { ...completed[root.name] };
    for (const name of Object.keys(root.getFields())) {
      fields[name] ??= () => {
        throw notImplemented(name);
      };
    }
    completed[root.name] = fields;
  }
  return completed;
}

/**
 * The resolvers the server runs: every module's, then `extra` (tests), then the fallbacks; each
 * sees its ID arguments lower-cased.
 */
export function buildResolvers(typeDefs: string, extra: ResolverMap[] = []): ResolverMap {
  const schema = buildSchema(typeDefs);
  const merged = mergeResolvers([...moduleResolvers, ...extra]);
  return withNormalisedIds(schema, withNotImplementedRoots(schema, merged));
}
