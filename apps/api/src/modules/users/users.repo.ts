import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type User } from '../../db/schema/index.js';

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
