import { inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema/index.js';

/** The ids of the demo members with these e-mail addresses, by address (absent ones missing). */
export async function memberIdsByEmail(
  tx: Database,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(members.map((m) => [m.email, m.id]));
}

/** A lookup that fails loudly: a seed step that needs a demo member runs after they exist. */
export const requireMemberId =
  (idOf: Map<string, string>) =>
  (email: string): string => {
    const id = idOf.get(email);
    if (!id) throw new Error(`Demo member ${email} is missing`);
    return id;
  };
