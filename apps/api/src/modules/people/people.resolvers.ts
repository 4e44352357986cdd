import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './people.service.js';

export const peopleResolvers: Resolvers = {
  // Batched across a page by the request's loaders: one statement per fact, only when selected.
  Person: {
    is_connection: async (person, _args, ctx) =>
      (await ctx.loaders.connectionState.load(person._id)).status,
    chat_id: async (person, _args, ctx) =>
      (await ctx.loaders.connectionState.load(person._id)).chat_id,
    top_skills: (person, _args, ctx) => ctx.loaders.memberSkills.load(person._id),
  },
  Query: {
    loadPeople: (_p, args, ctx) => service.loadPeople(memberContext(ctx), args),
    loadPeopleByFilter: (_p, { filter, ...args }, ctx) =>
      service.loadPeopleByFilter(memberContext(ctx), filter, args),
    searchPeople: (_p, { search, ...args }, ctx) =>
      service.searchPeople(memberContext(ctx), search, args),
    loadPersonById: (_p, args, ctx) => service.loadPersonById(memberContext(ctx), args.id),
  },
};
