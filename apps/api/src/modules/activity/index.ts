// The activity module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export type { ActivityGroupParent } from './activity.present.js';
export type { NewActivity } from './activity.repo.js';
export { activityResolvers } from './activity.resolvers.js';
export { recordActivity, unreadActivityCount } from './activity.service.js';
export { activitySubscriber } from './activity.subscriber.js';
