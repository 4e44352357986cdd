// Every table, one file per domain; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './auth.js';
export * from './profiles.js';
export * from './posts.js';
export * from './connections.js';
export * from './chat.js';
export * from './safety.js';
export * from './activity.js';
export * from './notifications.js';
export * from './squad-space.js';
export * from './events.js';
