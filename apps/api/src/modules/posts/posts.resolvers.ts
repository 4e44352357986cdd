import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './posts.service.js';

export const postsResolvers: Resolvers = {
  // The viewer's connection to the creator, batched across a whole list by the request's loader.
  Post: {
    is_connection: async (post, _args, ctx) =>
      (await ctx.loaders.connectionState.load(post.posted_by)).status,
    chat_id: async (post, _args, ctx) =>
      (await ctx.loaders.connectionState.load(post.posted_by)).chat_id,
  },
  Query: {
    loadPosts: (_p, args, ctx) => service.loadPosts(ctx.db, requireUser(ctx), args),
    loadPostById: (_p, args, ctx) => service.loadPostById(ctx.db, requireUser(ctx), args.postId),
    loadPostByFilter: (_p, { filter, ...args }, ctx) =>
      service.loadPostByFilter(ctx.db, requireUser(ctx), filter, args),
    loadByRecommendation: (_p, args, ctx) =>
      service.loadByRecommendation(ctx.db, requireUser(ctx), args),
    searchProjects: (_p, { search, ...args }, ctx) =>
      service.searchProjects(ctx.db, requireUser(ctx), search, args),
    getSavedPosts: (_p, args, ctx) => service.getSavedPosts(ctx.db, requireUser(ctx), args),
    loadPostsByUserId: (_p, { userId, ...args }, ctx) =>
      service.loadPostsByUserId(ctx.db, requireUser(ctx), userId, args),
  },
  Mutation: {
    createPost: (_p, args, ctx) => service.createPost(ctx.db, requireUser(ctx), args.input),
    updatePost: (_p, args, ctx) =>
      service.updatePost(ctx.db, requireUser(ctx), args.postId, args.input),
    deletePost: (_p, args, ctx) => service.deletePost(ctx.db, requireUser(ctx), args.postId),
    closePost: (_p, args, ctx) =>
      service.setPostStatus(ctx.db, requireUser(ctx), args.postId, 'closed'),
    openPost: (_p, args, ctx) =>
      service.setPostStatus(ctx.db, requireUser(ctx), args.postId, 'open'),
    incrementPostView: (_p, args, ctx) =>
      service.incrementPostView(ctx.db, requireUser(ctx), args.postId),
    savePost: (_p, args, ctx) => service.savePost(ctx.db, requireUser(ctx), args.postId),
    unsavePost: (_p, args, ctx) => service.unsavePost(ctx.db, requireUser(ctx), args.postId),
  },
};
