import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as settings from './settings.service.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    getNotificationSettings: (_p, _args, ctx) =>
      settings.getNotificationSettings(memberContext(ctx)),
  },
  Mutation: {
    updateNotificationSetting: (_p, args, ctx) =>
      settings.updateNotificationSetting(memberContext(ctx), args.kind, args.level),
  },
};
