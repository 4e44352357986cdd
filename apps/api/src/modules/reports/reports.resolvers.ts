import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './reports.service.js';

export const reportsResolvers: Resolvers = {
  Mutation: {
    reportContent: (_p, { input }, ctx) => service.reportContent(memberContext(ctx), input),
  },
};
