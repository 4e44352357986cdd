// Report rules. Pure functions, called by the service after it loaded the subject through its
// owning module (which answers NOT_FOUND for anything the reporter cannot see). See docs/decisions/0013.
import type { ReportSubjectType } from '@squadup/shared';
import type { ViewerRef } from '../../graphql/context.js';

/** Nobody reports their own post, profile or message: there is an edit or delete for that. */
export const isOwnSubject = (viewer: ViewerRef, ownerId: string): boolean => ownerId === viewer.id;

export const MESSAGES = {
  own: {
    post: 'You cannot report your own post.',
    user: 'You cannot report yourself.',
    message: 'You cannot report your own message.',
  } satisfies Record<ReportSubjectType, string>,
} as const;
