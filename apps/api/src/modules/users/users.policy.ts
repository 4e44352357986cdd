// Who may see or change what of a member's account, in the one policy idiom (lib/policy.ts). A
// refused e-mail address is answered as '' (a flag, never thrown); a refused profile is NOT_FOUND
// 'Member not found.', so a block is never spelled out.
import type { ConnectionStatus } from '@squadup/shared';
import { badInput, forbidden, notFound } from '../../errors.js';
import { definePolicy } from '../../lib/policy.js';
import { isVisitor } from '../../lib/viewer.js';

export const USER_MESSAGES = {
  memberNotFound: 'Member not found.',
  notSelf: 'You can only delete your own account.',
  photoNotOwned: 'Photo must be an image you uploaded.',
} as const;

export const usersPolicy = definePolicy(
  {
    /**
     * The e-mail address is visible to the member themself, and to accepted connections only
     * when the member chose to show it to them (Settings; off until turned on).
     */
    seeEmail: (
      viewer,
      member: { id: string; connection: ConnectionStatus; toConnections: boolean },
    ) => viewer.id === member.id || (member.connection === 'accepted' && member.toConnections),
    /**
     * A member's profile (header and sections) is visible to every member except one blocked
     * either way (docs/decisions/0007), and to signed-out visitors unless the member made it
     * members-only or is suspended (docs/decisions/0051); one's own is always visible.
     */
    seeProfile: (
      viewer,
      member: { id: string; blockedEitherWay: boolean; membersOnly: boolean; suspended: boolean },
    ) =>
      viewer.id === member.id ||
      (!member.blockedEitherWay &&
        !(isVisitor(viewer) && (member.membersOnly || member.suspended))),
    /** Only the member deletes their own account. */
    deleteAccount: (viewer, member: { id: string }) => viewer.id === member.id,
    /**
     * A new photo must be an upload the member owns; keeping the current one (for instance a
     * social sign-in picture the Edit Profile form sends back unchanged) is always allowed.
     */
    usePhoto: (
      _viewer,
      change: { photo: string; currentPhoto: string | null; isOwnUpload: (url: string) => boolean },
    ) => change.photo === change.currentPhoto || change.isOwnUpload(change.photo),
  },
  {
    seeEmail: () => forbidden(),
    seeProfile: () => notFound(USER_MESSAGES.memberNotFound),
    deleteAccount: () => forbidden(USER_MESSAGES.notSelf),
    usePhoto: () => badInput(USER_MESSAGES.photoNotOwned),
  },
);
