// The admin module's public surface (moderation, docs/decisions/0034): other modules, graphql/,
// realtime/ and app.ts import only this file (lint's module zones enforce it).
export { adminResolvers } from './admin.resolvers.js';
