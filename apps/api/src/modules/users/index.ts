// The users module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { loadUserById, profileShareMeta } from './users.service.js';
export { usersResolvers } from './users.resolvers.js';
export type { UserParent } from './users.present.js';
export { accountRouter } from './users.routes.js';
