// Who may do what with a profile section item. Pure functions, called by the service right after
// loading; a refused write is always FORBIDDEN (see assertAllowed), a refused read is NOT_FOUND
// 'Member not found.' like an unknown member, so a block is never spelled out.
import { forbidden } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';

export interface SectionOwnership {
  user_id: string;
}

export const SECTION_MESSAGES = {
  notOwner: 'You can only change your own profile.',
  memberNotFound: 'Member not found.',
} as const;

/**
 * Any signed-in member reads any member's sections (profiles are visible to members), except a
 * member blocked either way (docs/decisions/0007); one's own are always readable.
 */
export const canReadSections = (
  viewer: ViewerRef,
  ownerId: string,
  blockedEitherWay: boolean,
): boolean => viewer.id === ownerId || !blockedEitherWay;

/**
 * Creating: items are always added to the viewer's own profile; a `userId`, when given, must be
 * the viewer (the spec's create takes it "where applicable").
 */
export const canCreateSectionFor = (
  viewer: ViewerRef,
  userId: string | null | undefined,
): boolean => userId === null || userId === undefined || userId === viewer.id;

/** Only the owner edits, reorders or deletes an item. */
export const canEditSectionItem = (viewer: ViewerRef, item: SectionOwnership): boolean =>
  item.user_id === viewer.id;

/** Throws FORBIDDEN unless `allowed`. */
export function assertAllowed(allowed: boolean, message: string = SECTION_MESSAGES.notOwner): void {
  if (!allowed) throw forbidden(message);
}
