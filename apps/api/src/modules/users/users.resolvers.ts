import { memberContext, readerContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { userFields } from './users.present.js';
import * as service from './users.service.js';

export const usersResolvers: Resolvers = {
  Query: {
    loadUserById: (_p, args, ctx) => service.loadUserById(readerContext(ctx), args.userId),
  },
  Mutation: {
    createUser: (_p, args, ctx) => service.createUser(ctx, args.input),
    updateUser: (_p, args, ctx) => service.updateUser(memberContext(ctx), args.input),
    deleteUser: (_p, args, ctx) =>
      service.deleteUser(memberContext(ctx), args.userId, args.password),
  },
  User: userFields,
};
