// A member's name as every screen, mail and admin record writes it: first and last name joined,
// or a stand-in the caller names (an account may have no name yet, or be deleted).

/** What a name needs: any row, card or GraphQL selection with the two name columns. */
export interface NamedMember {
  first_name?: string | null;
  last_name?: string | null;
}

/** The stand-in when a member has no name: most places say "A member". */
export const UNNAMED_MEMBER = 'A member';

/** "Ana Lopez", "Ana" (no last name), or `fallback` when the member has no name (or is gone). */
export function displayName(
  member: NamedMember | null | undefined,
  fallback = UNNAMED_MEMBER,
): string {
  return (
    [member?.first_name, member?.last_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || fallback
  );
}
