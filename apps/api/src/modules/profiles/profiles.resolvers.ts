import type { Resolvers } from '../../graphql/generated/resolvers.js';

// Stub: filled in by the people, profiles and connections work in progress.
export const profilesResolvers: Resolvers = {};
