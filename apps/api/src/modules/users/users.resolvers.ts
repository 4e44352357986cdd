import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { loadUserById } from './users.service.js';

export const usersResolvers: Resolvers = {
  Query: {
    loadUserById: (_parent, args, ctx) => loadUserById(ctx.db, requireUser(ctx), args.userId),
  },
};
