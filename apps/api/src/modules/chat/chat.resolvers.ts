import type { Resolvers } from '../../graphql/generated/resolvers.js';

// Stub: filled in by the chat work in progress.
export const chatResolvers: Resolvers = {};
