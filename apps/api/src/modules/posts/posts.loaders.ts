import DataLoader from 'dataloader';
import type { LoaderFactories } from '../../lib/loaders.js';
import type { PostParent } from './posts.present.js';
import { postViewsFor } from './posts.service.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A post as the viewer sees it (with their flags); null when missing or hidden by a block. */
    postView: DataLoader<string, PostParent | null>;
  }
}

/** The posts module's loaders, each made for one request on its first use. */
export const postsLoaders: LoaderFactories<'postView'> = {
  postView: ({ db, viewerId }) =>
    new DataLoader<string, PostParent | null>(async (postIds) => {
      if (!viewerId) return postIds.map(() => null);
      const views = await postViewsFor(db, viewerId, postIds);
      return postIds.map((id) => views.get(id) ?? null);
    }),
};
