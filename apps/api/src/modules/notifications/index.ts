// The notifications module's public surface (settings, mail jobs, unsubscribe): other modules,
// graphql/ and app.ts import only this file.
export { notificationsResolvers } from './notifications.resolvers.js';
export { notificationJobs } from './notifications.jobs.js';
export { unsubscribeRouter } from './unsubscribe.routes.js';
// The mail layout's one-link mail, for the auth mails (reset, verification).
export { linkMail } from './mails/index.js';
