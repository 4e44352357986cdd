import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import { HIDDEN_PRESENCE, presenceFor, type VisiblePresence } from './users.presence.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A member's presence as the viewer may see it (offline, never seen, when they hide it). */
    memberPresence: DataLoader<string, VisiblePresence>;
  }
}

/** The users module's loaders for one request. */
export const usersLoaders = (db: Database) => ({
  memberPresence: new DataLoader<string, VisiblePresence>(async (memberIds) => {
    const presence = await presenceFor(db, memberIds);
    return memberIds.map((id) => presence.get(id) ?? HIDDEN_PRESENCE);
  }),
});
