// The connections module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { connectionsLoaders } from './connections.loaders.js';
export { connectionsResolvers } from './connections.resolvers.js';
export { pendingRequestAddressees, pendingRequestCount } from './connections.service.js';
export { connectedMemberIds } from './connections.audience.js';
