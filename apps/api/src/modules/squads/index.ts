// The squads module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export {
  assertSeatsHold,
  isFull,
  MESSAGES as SQUAD_MESSAGES,
  seatFor,
  seatsOf,
  squadPolicy,
  type SeatPlan,
} from './squads.policy.js';
export type { SquadMemberParent } from './squads.present.js';
export { membersOf } from './squads.repo.js';
export { squadsLoaders } from './squads.loaders.js';
export { squadsResolvers } from './squads.resolvers.js';
export {
  joinSquad,
  leaveSquadIn,
  loadSquad,
  publishSeatsChange,
  publishSquadChange,
  requireMembership,
  type SquadChange,
  type SquadParent,
  type SquadPost,
} from './squads.service.js';
