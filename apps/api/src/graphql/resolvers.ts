import { buildSchema, type GraphQLSchema } from 'graphql';
import { activityResolvers } from '../modules/notifications/index.js';
import { adminResolvers } from '../modules/admin/index.js';
import { applicationsResolvers } from '../modules/applications/index.js';
import { chatResolvers } from '../modules/chat/index.js';
import { connectionsResolvers } from '../modules/connections/index.js';
import { eventsResolvers } from '../modules/events/index.js';
import { notificationsResolvers } from '../modules/notifications/index.js';
import { peopleResolvers } from '../modules/people/index.js';
import { postsResolvers } from '../modules/posts/index.js';
import { profilesResolvers } from '../modules/profiles/index.js';
import { reportsResolvers } from '../modules/reports/index.js';
import { squadsResolvers } from '../modules/squads/index.js';
import { uploadsResolvers } from '../modules/uploads/index.js';
import { usersResolvers } from '../modules/users/index.js';
import { withNormalisedIds, type ResolverMap } from './ids.js';

export type { ResolverMap } from './ids.js';

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
  squadsResolvers as ResolverMap,
  activityResolvers as ResolverMap,
  notificationsResolvers as ResolverMap,
  adminResolvers as ResolverMap,
  eventsResolvers as ResolverMap,
];

/** Merges resolver maps type by type; a later map wins for the same field. */
function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

/**
 * The Query and Mutation fields of `schema` that `resolvers` leaves out. Without a resolver,
 * graphql-js would answer null for a nullable field (silently wrong) and a confusing non-null
 * violation for the rest, so the server refuses to start instead (buildResolvers).
 */
function missingRootResolvers(schema: GraphQLSchema, resolvers: ResolverMap): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const name of Object.keys(root.getFields())) {
      if (typeof resolvers[root.name]?.[name] !== 'function') missing.push(`${root.name}.${name}`);
    }
  }
  return missing;
}

/**
 * The resolvers the server runs: every module's, then `extra` (tests); each sees its ID arguments
 * lower-cased. Every Query and Mutation field of the schema must have one: a missing resolver is
 * a startup error naming the fields, never a null answer.
 */
export function buildResolvers(typeDefs: string, extra: ResolverMap[] = []): ResolverMap {
  const schema = buildSchema(typeDefs);
  const merged = mergeResolvers([...moduleResolvers, ...extra]);
  const missing = missingRootResolvers(schema, merged);
  if (missing.length > 0) throw new Error(`No resolver for ${missing.join(', ')}`);
  return withNormalisedIds(schema, merged);
}
