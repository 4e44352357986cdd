import { memberContext, readerContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import { withCards } from './posts.cards.js';
import * as service from './posts.service.js';

export const postsResolvers: Resolvers = {
  // The viewer's connection to the creator, batched across a whole list by the request's loader
  // (loaded by the list before its cards' fields run: withCards).
  Post: {
    is_connection: (post, _args, ctx) =>
      ctx.loaders.connectionState.read(post.posted_by, (state) => state.status),
    chat_id: (post, _args, ctx) =>
      ctx.loaders.connectionState.read(post.posted_by, (state) => state.chat_id),
  },
  Query: {
    loadPosts: (_p, args, ctx, info) =>
      withCards(ctx.loaders, info, service.loadPosts(memberContext(ctx), args)),
    loadPostById: (_p, args, ctx) => service.loadPostById(readerContext(ctx), args.postId),
    loadPostByFilter: (_p, { filter, ...args }, ctx, info) =>
      withCards(ctx.loaders, info, service.loadPostByFilter(memberContext(ctx), filter, args)),
    loadByRecommendation: (_p, args, ctx, info) =>
      withCards(ctx.loaders, info, service.loadByRecommendation(memberContext(ctx), args), {
        path: ['post'],
        card: (recommended) => recommended.post,
      }),
    searchProjects: (_p, { search, ...args }, ctx, info) =>
      withCards(ctx.loaders, info, service.searchProjects(memberContext(ctx), search, args)),
    getSavedPosts: (_p, args, ctx, info) =>
      withCards(ctx.loaders, info, service.getSavedPosts(memberContext(ctx), args)),
    loadPostsByUserId: (_p, { userId, ...args }, ctx, info) =>
      withCards(ctx.loaders, info, service.loadPostsByUserId(memberContext(ctx), userId, args)),
  },
  Mutation: {
    createPost: (_p, args, ctx) => service.createPost(memberContext(ctx), args.input),
    updatePost: (_p, args, ctx) => service.updatePost(memberContext(ctx), args.postId, args.input),
    deletePost: (_p, args, ctx) => service.deletePost(memberContext(ctx), args.postId),
    closePost: (_p, args, ctx) => service.setPostStatus(memberContext(ctx), args.postId, 'closed'),
    openPost: (_p, args, ctx) => service.setPostStatus(memberContext(ctx), args.postId, 'open'),
    incrementPostView: (_p, args, ctx) =>
      service.incrementPostView(memberContext(ctx), args.postId),
    savePost: (_p, args, ctx) => service.savePost(memberContext(ctx), args.postId),
    unsavePost: (_p, args, ctx) => service.unsavePost(memberContext(ctx), args.postId),
  },
};
