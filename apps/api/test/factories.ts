// Test factories: each inserts one model straight into its tables with unique defaults, building
// the rows it hangs off (a post's author, an application's post) when the test does not pass
// them, and keeps the counters and pointers the app keeps (docs/decisions/0025).
export * from './factories/users.js';
export * from './factories/posts.js';
export * from './factories/connections.js';
export * from './factories/chat.js';
export * from './factories/profiles.js';
export * from './factories/reports.js';
export * from './factories/squads.js';
export * from './factories/activity.js';
export * from './factories/events.js';
