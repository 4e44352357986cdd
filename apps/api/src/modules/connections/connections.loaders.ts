import DataLoader from 'dataloader';
import { PeekableLoader, type LoaderFactories } from '../../lib/loaders.js';
import {
  connectionStatesFor,
  countAcceptedConnections,
  NO_CONNECTION,
  type ViewerConnectionState,
} from './connections.state.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** The viewer's connection to a member ('none' for anonymous callers and for oneself). */
    connectionState: PeekableLoader<string, ViewerConnectionState>;
    /** A member's accepted connections (User.connections_count). */
    connectionsCount: DataLoader<string, number>;
  }
}

/** The connections module's loaders, each made for one request on its first use. */
export const connectionsLoaders: LoaderFactories<'connectionState' | 'connectionsCount'> = {
  connectionState: ({ db, viewerId }) =>
    new PeekableLoader<string, ViewerConnectionState>(async (memberIds) => {
      if (!viewerId) return memberIds.map(() => NO_CONNECTION);
      const states = await connectionStatesFor(db, viewerId, memberIds);
      return memberIds.map((id) => states.get(id) ?? NO_CONNECTION);
    }),
  connectionsCount: ({ db }) =>
    new DataLoader<string, number>(async (memberIds) => {
      const counts = await countAcceptedConnections(db, memberIds);
      return memberIds.map((id) => counts.get(id) ?? 0);
    }),
};
