// Who may change a profile section item, in the one policy idiom (lib/policy.ts), called by the
// service right after loading: a refused write is FORBIDDEN. Reading follows the profile itself
// (the users module's seeProfile), so a member's header and sections are shown to the same people.
import { forbidden } from '../../errors.js';
import { definePolicy } from '../../lib/policy.js';

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
     * Creating: items are always added to the viewer's own profile; a `userId`, when given, must
     * be the viewer (the spec's create takes it "where applicable").
     */
    create: (viewer, target: { userId: string | null | undefined }) =>
      target.userId === null || target.userId === undefined || target.userId === viewer.id,
    /** Only the owner edits, reorders or deletes an item. */
    edit: (viewer, item: SectionOwnership) => item.user_id === viewer.id,
  },
  {
    create: () => forbidden(SECTION_MESSAGES.notOwner),
    edit: () => forbidden(SECTION_MESSAGES.notOwner),
  },
);
