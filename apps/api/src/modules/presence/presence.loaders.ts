import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { batchPresence, type VisiblePresence } from './presence.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A member's presence as the viewer may see it (offline, never seen, when they hide it). */
    memberPresence: DataLoader<string, VisiblePresence>;
  }
}

/** The presence module's loaders for one request. */
export const presenceLoaders = (db: Database) => ({
  memberPresence: new DataLoader<string, VisiblePresence>((memberIds) =>
    batchPresence(db, memberIds),
  ),
});
