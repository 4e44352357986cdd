// The notifications module's public surface (the activity feed, settings, mail jobs, unsubscribe):
// other modules, graphql/, realtime/ and app.ts import only this file.
export type { ActivityGroupParent } from './feed.present.js';
export { activityResolvers } from './feed.resolvers.js';
export { unreadActivityCount } from './feed.service.js';
export { activitySubscriber } from './feed.subscriber.js';
export { notificationsResolvers } from './notifications.resolvers.js';
export { notificationJobs } from './notifications.jobs.js';
export { unsubscribeRouter } from './unsubscribe.routes.js';
// The mail layout's one-link mail, for the auth mails (reset, verification).
export { linkMail } from './mails/index.js';
