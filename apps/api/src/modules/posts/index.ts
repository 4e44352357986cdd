// The posts module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export {
  appliedPosts,
  insertFormedSquadPost,
  lockPost,
  postShareMeta,
  requirePost,
  requireVisiblePost,
} from './posts.service.js';
export { memberTermRows, recommendationRanking } from './posts.discover.js';
export { takingApplications } from './posts.repo.js';
export type { PostParent } from './posts.present.js';
export { postsLoaders } from './posts.loaders.js';
export { postsResolvers } from './posts.resolvers.js';
export { withCards } from './posts.cards.js';
