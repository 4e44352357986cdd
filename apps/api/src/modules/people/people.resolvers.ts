import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './people.service.js';

export const peopleResolvers: Resolvers = {
  Query: {
    loadPeople: (_p, args, ctx) => service.loadPeople(ctx.db, requireUser(ctx), args),
    loadPeopleByFilter: (_p, { filter, ...args }, ctx) =>
      service.loadPeopleByFilter(ctx.db, requireUser(ctx), filter, args),
    searchPeople: (_p, { search, ...args }, ctx) =>
      service.searchPeople(ctx.db, requireUser(ctx), search, args),
    loadPersonById: (_p, args, ctx) => service.loadPersonById(ctx.db, requireUser(ctx), args.id),
  },
};
