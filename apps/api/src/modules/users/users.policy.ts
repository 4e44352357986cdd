// Who may see or change what of a member's account. Pure functions, unit-tested; a false answer
// is FORBIDDEN (or, for the e-mail address, the field answered as ''; for the profile itself,
// NOT_FOUND, so a block is never spelled out).
import type { ConnectionStatus } from '@squadup/shared';
import type { ViewerRef } from '../../graphql/context.js';

export const USER_MESSAGES = {
  memberNotFound: 'Member not found.',
  notSelf: 'You can only delete your own account.',
  photoNotOwned: 'Photo must be an image you uploaded.',
} as const;

/** The e-mail address is visible to the member themself and to accepted connections only. */
export const canSeeEmail = (
  viewer: ViewerRef,
  userId: string,
  connection: ConnectionStatus,
): boolean => viewer.id === userId || connection === 'accepted';

/**
 * A member's profile header is visible to every member except one blocked either way
 * (docs/decisions/0007); one's own is always visible. Refused is NOT_FOUND 'Member not found.'.
 */
export const canSeeProfile = (
  viewer: ViewerRef,
  userId: string,
  blockedEitherWay: boolean,
): boolean => viewer.id === userId || !blockedEitherWay;

/** Only the member deletes their own account. */
export const canDeleteAccount = (viewer: ViewerRef, userId: string): boolean =>
  viewer.id === userId;

/**
 * A new photo must be an upload the member owns; keeping the current one (for instance a social
 * sign-in picture the Edit Profile form sends back unchanged) is always allowed.
 */
export const canUsePhoto = (
  photo: string,
  currentPhoto: string | null,
  isOwnUpload: (url: string) => boolean,
): boolean => photo === currentPhoto || isOwnUpload(photo);
