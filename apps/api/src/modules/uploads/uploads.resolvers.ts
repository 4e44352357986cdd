import { memberContext } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/generated/resolvers.js';
import * as service from './uploads.service.js';

export const uploadsResolvers: Resolvers = {
  Query: {
    getPresignedUrl: (_p, { fileType, folder, fileSize }, ctx) =>
      service.getPresignedUrl(memberContext(ctx), fileType, folder, fileSize),
  },
};
