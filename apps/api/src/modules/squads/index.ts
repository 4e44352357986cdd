// The squads module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export {
  assertSeatsHold,
  hasSeatFor,
  roleNamed,
  seatFor,
  seatsOf,
  type SeatPlan,
} from './squads.policy.js';
export { seatsFreedByDeletion, settleSeats, seatToTake, type SeatChoice } from './squads.seats.js';
export type { SquadMemberParent } from './squads.present.js';
export { membersOf } from './squads.repo.js';
export { squadsLoaders } from './squads.loaders.js';
export { SQUAD_CARD_FIELDS, squadsResolvers } from './squads.resolvers.js';
export { endSquadsBetween } from './squads.exit.js';
export { joinSquad, leaveSquadIn, type SquadParent } from './squads.service.js';
