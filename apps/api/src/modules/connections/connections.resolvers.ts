import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './connections.service.js';

export const connectionsResolvers: Resolvers = {
  Query: {
    loadConnectionsList: (_p, args, ctx) =>
      service.loadConnectionsList(ctx.db, requireUser(ctx), args.userId),
    loadPendingFriendRequests: (_p, _args, ctx) =>
      service.loadPendingFriendRequests(ctx.db, requireUser(ctx)),
    loadSentFriendRequests: (_p, _args, ctx) =>
      service.loadSentFriendRequests(ctx.db, requireUser(ctx)),
    checkConnectionStatus: (_p, args, ctx) =>
      service.checkConnectionStatus(ctx.db, requireUser(ctx), args.addresseeUserId),
  },
  Mutation: {
    sendFriendReq: (_p, args, ctx) =>
      service.sendFriendReq(
        ctx.db,
        ctx.events,
        requireUser(ctx),
        args.addresseeUserId,
        args.message,
      ),
    acceptFriendReq: (_p, args, ctx) =>
      service.acceptFriendReq(ctx.db, ctx.events, requireUser(ctx), args.connectionId),
    declineFriendReq: (_p, args, ctx) =>
      service.declineFriendReq(ctx.db, ctx.events, requireUser(ctx), args.connectionId),
    removeConnection: (_p, args, ctx) =>
      service.removeConnection(ctx.db, requireUser(ctx), args.connectionId),
    blockUser: (_p, args, ctx) =>
      service.blockUser(ctx.db, ctx.events, requireUser(ctx), args.addresseeUserId),
  },
};
