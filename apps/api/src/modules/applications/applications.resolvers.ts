import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './applications.service.js';

export const applicationsResolvers: Resolvers = {
  Query: {
    getApplicationsByUser: (_p, args, ctx) =>
      service.getApplicationsByUser(ctx.db, requireUser(ctx), args),
    searchMyApplications: (_p, { search, ...args }, ctx) =>
      service.searchMyApplications(ctx.db, requireUser(ctx), search, args),
    loadApplicationsByPostId: (_p, { postId, ...args }, ctx) =>
      service.loadApplicationsByPostId(ctx.db, requireUser(ctx), postId, args),
  },
  Mutation: {
    applyToPost: (_p, args, ctx) =>
      service.applyToPost(ctx.db, requireUser(ctx), args.postId, args.message),
    cancelApplyToPost: (_p, args, ctx) =>
      service.cancelApplyToPost(ctx.db, requireUser(ctx), args.applicationId),
    updateApplicationStatus: (_p, args, ctx) =>
      service.updateApplicationStatus(ctx.db, requireUser(ctx), args.applicationId, args.status),
  },
};
