// Who may do what with a post. Pure functions, called by the service right after loading;
// a false answer is always FORBIDDEN (see assertAllowed).
import { forbidden } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';

export interface PostOwnership {
  posted_by: string;
}

/** Whether the viewer created the post. */
export const isPostOwner = (viewer: ViewerRef, post: PostOwnership): boolean =>
  post.posted_by === viewer.id;

/** Only the owner edits a post. */
export const canEditPost = isPostOwner;
/** Only the owner closes or reopens recruitment. */
export const canChangePostStatus = isPostOwner;
/** Only the owner deletes a post. */
export const canDeletePost = isPostOwner;
/** Only the owner sees a post's applicants and decides on them. */
export const canManageApplicants = isPostOwner;
/** A view counts only from other members: owners open their own posts all the time. */
export const countsAsView = (viewer: ViewerRef, post: PostOwnership): boolean =>
  !isPostOwner(viewer, post);
/** Closed posts are listed on a member's page only for the member themself. */
export const canSeeClosedPostsOf = (viewer: ViewerRef, userId: string): boolean =>
  viewer.id === userId;

export const NOT_POST_OWNER = 'Only the post’s owner can do this.';

/** Throws FORBIDDEN unless `allowed`. */
export function assertAllowed(allowed: boolean, message: string = NOT_POST_OWNER): void {
  if (!allowed) throw forbidden(message);
}
