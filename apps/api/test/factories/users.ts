import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../src/db/client.js';
import { normaliseEmail, users, type NewUser, type User } from '../../src/db/schema/index.js';

/**
 * Inserts a member with unique defaults; pass only what the test cares about. Members are
 * verified (as after using the mailed link) unless `email_verified_at: null` says otherwise.
 */
export async function buildUser(db: Database, overrides: Partial<NewUser> = {}): Promise<User> {
  const id = overrides.id ?? uuidv7();
  const [user] = await db
    .insert(users)
    .values({
      id,
      first_name: 'Test',
      last_name: 'Member',
      email_verified_at: new Date(),
      ...overrides,
      email: normaliseEmail(overrides.email ?? `member-${id}@example.test`),
    })
    .returning();
  return user!;
}

/** The member id in `id`, or a new member's when the test did not name one. */
export async function userIdOr(db: Database, id: string | undefined): Promise<string> {
  return id ?? (await buildUser(db)).id;
}
