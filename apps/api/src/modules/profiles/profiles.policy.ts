// Who may do what with a profile section item. Pure functions, called by the service right after
// loading; a false answer is always FORBIDDEN (see assertAllowed).
import { forbidden } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';

export interface SectionOwnership {
  user_id: string;
}

export const SECTION_MESSAGES = {
  notOwner: 'You can only change your own profile.',
  memberNotFound: 'Member not found.',
} as const;

/** Any signed-in member reads any member's sections (profiles are visible to members). */
export const canReadSections = (_viewer: ViewerRef, _ownerId: string): boolean => true;

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
