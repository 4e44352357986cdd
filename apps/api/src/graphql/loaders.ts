import DataLoader from 'dataloader';
import type { Database } from '../db/client.js';
import {
  connectionStatesFor,
  countAcceptedConnections,
  NO_CONNECTION,
  type ViewerConnectionState,
} from '../modules/connections/index.js';

/**
 * Per-request batch loaders (style habit 6): a field that needs one row per list item asks its
 * loader, and every such ask within one tick becomes one query. Built with the context, so a
 * cache never outlives the request or crosses members.
 */
export interface Loaders {
  /** The viewer's connection to a member ('none' for anonymous callers and for oneself). */
  connectionState: DataLoader<string, ViewerConnectionState>;
  /** A member's accepted connections (User.connections_count). */
  connectionsCount: DataLoader<string, number>;
}

export function createLoaders(db: Database, viewerId: string | null): Loaders {
  return {
    connectionState: new DataLoader(async (memberIds) => {
      if (!viewerId) return memberIds.map(() => NO_CONNECTION);
      const states = await connectionStatesFor(db, viewerId, memberIds);
      return memberIds.map((id) => states.get(id) ?? NO_CONNECTION);
    }),
    connectionsCount: new DataLoader(async (memberIds) => {
      const counts = await countAcceptedConnections(db, memberIds);
      return memberIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
