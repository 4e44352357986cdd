import DataLoader from 'dataloader';
import type { LoaderFactories } from '../../lib/loaders.js';
import { batchPresence, type VisiblePresence } from './presence.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A member's presence as the viewer may see it (offline, never seen, when they hide it). */
    memberPresence: DataLoader<string, VisiblePresence>;
  }
}

/** The presence module's loaders, each made for one request on its first use. */
export const presenceLoaders: LoaderFactories<'memberPresence'> = {
  memberPresence: ({ db }) =>
    new DataLoader<string, VisiblePresence>((memberIds) => batchPresence(db, memberIds)),
};
