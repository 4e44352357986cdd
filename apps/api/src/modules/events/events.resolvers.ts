import { memberContext, readerContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './events.service.js';

export const eventsResolvers: Resolvers = {
  Query: {
    loadEvent: (_p, args, ctx) => service.loadEvent(readerContext(ctx), args.eventId),
    eventProposals: (_p, args, ctx) => service.eventProposals(memberContext(ctx), args.eventId),
    eventRegistrations: (_p, args, ctx) =>
      service.eventRegistrations(memberContext(ctx), args.eventId),
    myEvents: (_p, _args, ctx) => service.myEvents(memberContext(ctx)),
    eventTeamsCsv: (_p, args, ctx) => service.eventTeamsCsv(memberContext(ctx), args.eventId),
  },
  Mutation: {
    createEvent: (_p, args, ctx) => service.createEvent(memberContext(ctx), args.input),
    updateEvent: (_p, args, ctx) =>
      service.updateEvent(memberContext(ctx), args.eventId, args.input),
    registerForEvent: (_p, args, ctx) =>
      service.registerForEvent(memberContext(ctx), args.eventId, args.input),
    registerSquadForEvent: (_p, args, ctx) =>
      service.registerSquadForEvent(memberContext(ctx), args.eventId, args.squadId, args.input),
    leaveEvent: (_p, args, ctx) => service.leaveEvent(memberContext(ctx), args.eventId),
    runEventRound: (_p, args, ctx) => service.runEventRound(memberContext(ctx), args.eventId),
    respondToProposal: (_p, args, ctx) =>
      service.respondToProposal(memberContext(ctx), args.proposalId, args.accept),
    announceToEvent: (_p, args, ctx) =>
      service.announceToEvent(memberContext(ctx), args.eventId, args.message),
  },
};
