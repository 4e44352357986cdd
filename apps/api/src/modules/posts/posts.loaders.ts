import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { PostParent } from './posts.present.js';
import { postViewsFor } from './posts.service.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A post as the viewer sees it (with their flags); null when missing or hidden by a block. */
    postView: DataLoader<string, PostParent | null>;
  }
}

/** The posts module's loaders for one request of `viewerId` (null: anonymous). */
export const postsLoaders = (db: Database, viewerId: string | null) => ({
  postView: new DataLoader<string, PostParent | null>(async (postIds) => {
    if (!viewerId) return postIds.map(() => null);
    const views = await postViewsFor(db, viewerId, postIds);
    return postIds.map((id) => views.get(id) ?? null);
  }),
});
