// The auth module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { createAuthModule } from './auth.module.js';
export { AUTH_IP_LIMITS } from './auth.rate-limits.js';
export { liveAccessClaims, sessionIsLive, viewerIdOf, viewerSessionOf } from './bearer.js';
export { confirmAccountOwner } from './confirm-owner.js';
export { assertEmailVerified } from './email-verification.service.js';
export { bearerTokenOf, CLOCK_TOLERANCE_SECONDS } from './tokens.js';
export { sweepUsedOAuthStates } from './oauth-state.js';
export { endAllSessions, endedEverywhere } from './sessions.js';
export { createSessionCache, type SessionCache } from './session-cache.js';
