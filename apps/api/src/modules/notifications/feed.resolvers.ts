import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './feed.service.js';

export const activityResolvers: Resolvers = {
  ActivityGroup: {
    // One batch of member cards for a whole page of lines.
    actors: async (group, _args, ctx) => {
      const cards = await ctx.loaders.memberCard.loadMany(group.actor_ids);
      return group.actor_ids.flatMap((user_id, i) => {
        const card = cards[i];
        if (!card || card instanceof Error) return [];
        return [
          { user_id, first_name: card.first_name, last_name: card.last_name, photo: card.photo },
        ];
      });
    },
  },
  Query: {
    getActivity: (_p, args, ctx) => service.getActivity(memberContext(ctx), args),
    getUnreadActivityCount: (_p, _args, ctx) => service.getUnreadActivityCount(memberContext(ctx)),
  },
  Mutation: {
    markActivityRead: (_p, args, ctx) =>
      service.markActivityRead(memberContext(ctx), args.activityId),
    markAllActivityRead: (_p, _args, ctx) => service.markAllActivityRead(memberContext(ctx)),
  },
};
