// Report rules, in the one policy idiom (lib/policy.ts): called by the service after it loaded the
// subject through its owning module (which answers NOT_FOUND for anything the reporter cannot
// see). See docs/decisions/0013.
import type { ReportSubjectType } from '@squadup/shared';
import { badInput } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { definePolicy, type Rule } from '../../lib/policy.js';

/** Nobody reports their own post, profile or message: there is an edit or delete for that. */
export const isOwnSubject = (viewer: ViewerRef, ownerId: string): boolean => ownerId === viewer.id;

export const MESSAGES = {
  own: {
    post: 'You cannot report your own post.',
    user: 'You cannot report yourself.',
    message: 'You cannot report your own message.',
  } satisfies Record<ReportSubjectType, string>,
} as const;

/** Reporting a subject of each type: anyone's but one's own. */
const notOwn: Rule<{ ownerId: string }> = (viewer, subject) =>
  !isOwnSubject(viewer, subject.ownerId);

export const reportsPolicy = definePolicy(
  { post: notOwn, user: notOwn, message: notOwn } satisfies Record<ReportSubjectType, unknown>,
  {
    post: () => badInput(MESSAGES.own.post),
    user: () => badInput(MESSAGES.own.user),
    message: () => badInput(MESSAGES.own.message),
  },
);
