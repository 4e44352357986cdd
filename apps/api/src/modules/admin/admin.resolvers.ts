import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './admin.service.js';

export const adminResolvers: Resolvers = {
  Query: {
    adminReports: (_p, args, ctx) => service.adminReports(memberContext(ctx), args),
    adminReport: (_p, args, ctx) => service.adminReport(memberContext(ctx), args.reportId),
    adminAuditLog: (_p, args, ctx) => service.adminAuditLog(memberContext(ctx), args),
    adminOpenReportCount: (_p, _args, ctx) => service.adminOpenReportCount(memberContext(ctx)),
  },
  Mutation: {
    dismissReport: (_p, args, ctx) =>
      service.dismissReport(memberContext(ctx), args.reportId, args.reason),
    hidePost: (_p, args, ctx) => service.hidePost(memberContext(ctx), args.input),
    unhidePost: (_p, args, ctx) => service.unhidePost(memberContext(ctx), args.postId, args.reason),
    hideMessage: (_p, args, ctx) => service.hideMessage(memberContext(ctx), args.input),
    unhideMessage: (_p, args, ctx) =>
      service.unhideMessage(memberContext(ctx), args.messageId, args.reason),
    suspendMember: (_p, args, ctx) => service.suspendMember(memberContext(ctx), args.input),
    liftSuspension: (_p, args, ctx) =>
      service.liftSuspension(memberContext(ctx), args.userId, args.reason),
  },
};
