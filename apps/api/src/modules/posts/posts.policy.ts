// Who may do what with a post: pure rules over the row the service loaded (lib/policy.ts).
import { deadlineAhead } from '@squadup/shared';
import { conflict, forbidden, notFound } from '../../errors.js';
import { isVisitor, type ViewerRef } from '../../lib/viewer.js';
import { definePolicy } from '../../lib/policy.js';

interface PostOwnership {
  posted_by: string;
}

const isOwner = (viewer: ViewerRef, post: PostOwnership): boolean => post.posted_by === viewer.id;

export const POST_MESSAGES = {
  notFound: 'Post not found.',
  deadlinePassed: 'The application deadline has passed: edit the post to move it, then reopen.',
} as const;

const notOwner = () => forbidden('Only the post’s owner can do this.');

/**
 * Only the owner edits, closes or reopens, and deletes a post; closed posts are listed on a
 * member's page only for the member themself (`can`: the list leaves them out, no error). A
 * signed-out visitor reads open posts only (docs/decisions/0051); a closed one is NOT_FOUND to
 * them, like a missing one, since it no longer recruits.
 */
export const postPolicy = definePolicy(
  {
    read: (viewer: ViewerRef, post: { status: string }) =>
      !isVisitor(viewer) || post.status === 'open',
    edit: isOwner,
    changeStatus: isOwner,
    /** Reopening recruitment past the deadline would not let anyone apply: the deadline moves first. */
    reopenBeforeDeadline: (_viewer: ViewerRef, post: { apply_by: Date | string | null }) =>
      deadlineAhead(post.apply_by),
    delete: isOwner,
    seeClosedPostsOf: (viewer: ViewerRef, userId: string) => viewer.id === userId,
  },
  {
    read: () => notFound(POST_MESSAGES.notFound),
    edit: notOwner,
    changeStatus: notOwner,
    reopenBeforeDeadline: () => conflict(POST_MESSAGES.deadlinePassed),
    delete: notOwner,
    seeClosedPostsOf: notOwner,
  },
);

/** A view counts only from other members: owners open their own posts all the time. */
export const countsAsView = (viewer: ViewerRef, post: PostOwnership): boolean =>
  !isOwner(viewer, post);
