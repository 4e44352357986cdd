// The uploads module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export {
  deleteMemberUploads,
  deleteUploadedFile,
  ownedUploadType,
  recordUploadPurge,
  sweepUploadPurges,
} from './uploads.service.js';
export { uploadFilesRouter, uploadPutRouter } from './uploads.routes.js';
export { uploadsResolvers } from './uploads.resolvers.js';
