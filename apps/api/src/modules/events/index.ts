// The events module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { eventsResolvers } from './events.resolvers.js';
export { eventShareMeta, runEventRound } from './events.service.js';
