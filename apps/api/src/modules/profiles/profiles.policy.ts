// Who may do what with a profile section item, in the one policy idiom (lib/policy.ts), called by
// the service right after loading: a refused write is FORBIDDEN, a refused read is NOT_FOUND
// 'Member not found.' like an unknown member, so a block is never spelled out.
import { forbidden, notFound } from '../../errors.js';
import { definePolicy } from '../../lib/policy.js';
import { isVisitor } from '../../lib/viewer.js';

export interface SectionOwnership {
  user_id: string;
}

export const SECTION_MESSAGES = {
  notOwner: 'You can only change your own profile.',
  memberNotFound: 'Member not found.',
} as const;

export const profilesPolicy = definePolicy(
  {
    /**
     * Any signed-in member reads any member's sections, except a member blocked either way
     * (docs/decisions/0007), and so does a signed-out visitor unless the member made their profile
     * members-only (docs/decisions/0051); one's own are always readable.
     */
    read: (viewer, owner: { id: string; blockedEitherWay: boolean; membersOnly: boolean }) =>
      viewer.id === owner.id ||
      (!owner.blockedEitherWay && !(owner.membersOnly && isVisitor(viewer))),
    /**
     * Creating: items are always added to the viewer's own profile; a `userId`, when given, must
     * be the viewer (the spec's create takes it "where applicable").
     */
    create: (viewer, target: { userId: string | null | undefined }) =>
      target.userId === null || target.userId === undefined || target.userId === viewer.id,
    /** Only the owner edits, reorders or deletes an item. */
    edit: (viewer, item: SectionOwnership) => item.user_id === viewer.id,
  },
  {
    read: () => notFound(SECTION_MESSAGES.memberNotFound),
    create: () => forbidden(SECTION_MESSAGES.notOwner),
    edit: () => forbidden(SECTION_MESSAGES.notOwner),
  },
);
