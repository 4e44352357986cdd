import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { withPersonCards } from './people.cards.js';
import * as service from './people.service.js';

export const peopleResolvers: Resolvers = {
  // Batched across a page by the request's loaders: one statement per fact, only when selected,
  // loaded by the list before its cards' fields run (withPersonCards), so each field reads it at once.
  Person: {
    is_connection: (person, _args, ctx) =>
      ctx.loaders.connectionState.read(person._id, (state) => state.status),
    chat_id: (person, _args, ctx) =>
      ctx.loaders.connectionState.read(person._id, (state) => state.chat_id),
    top_skills: (person, _args, ctx) =>
      ctx.loaders.memberSkills.read(person._id, (skills) => skills),
  },
  Query: {
    loadPeople: (_p, args, ctx, info) =>
      withPersonCards(ctx.loaders, info, service.loadPeople(memberContext(ctx), args)),
    loadPeopleByFilter: (_p, { filter, ...args }, ctx, info) =>
      withPersonCards(
        ctx.loaders,
        info,
        service.loadPeopleByFilter(memberContext(ctx), filter, args),
      ),
    searchPeople: (_p, { search, ...args }, ctx, info) =>
      withPersonCards(ctx.loaders, info, service.searchPeople(memberContext(ctx), search, args)),
    loadPersonById: (_p, args, ctx) => service.loadPersonById(memberContext(ctx), args.id),
  },
};
