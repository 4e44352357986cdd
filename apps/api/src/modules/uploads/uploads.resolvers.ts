import { requireUser } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './uploads.service.js';

export const uploadsResolvers: Resolvers = {
  Query: {
    getPresignedUrl: (_p, { fileType, folder, fileSize }, ctx) =>
      service.getPresignedUrl(ctx.config, ctx.db, requireUser(ctx), fileType, folder, fileSize),
  },
};
