import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './connections.service.js';

export const connectionsResolvers: Resolvers = {
  Query: {
    loadConnectionsList: (_p, args, ctx) =>
      service.loadConnectionsList(memberContext(ctx), args.userId),
    loadPendingFriendRequests: (_p, _args, ctx) =>
      service.loadPendingFriendRequests(memberContext(ctx)),
    loadSentFriendRequests: (_p, _args, ctx) => service.loadSentFriendRequests(memberContext(ctx)),
    checkConnectionStatus: (_p, args, ctx) =>
      service.checkConnectionStatus(memberContext(ctx), args.addresseeUserId),
  },
  Mutation: {
    sendFriendReq: (_p, args, ctx) =>
      service.sendFriendReq(memberContext(ctx), args.addresseeUserId, args.message),
    acceptFriendReq: (_p, args, ctx) =>
      service.acceptFriendReq(memberContext(ctx), args.connectionId),
    declineFriendReq: (_p, args, ctx) =>
      service.declineFriendReq(memberContext(ctx), args.connectionId),
    cancelFriendReq: (_p, args, ctx) =>
      service.cancelFriendReq(memberContext(ctx), args.connectionId),
    removeConnection: (_p, args, ctx) =>
      service.removeConnection(memberContext(ctx), args.connectionId),
    blockUser: (_p, args, ctx) => service.blockUser(memberContext(ctx), args.addresseeUserId),
  },
};
