import { count, eq, sql } from 'drizzle-orm';
import type { DemoSeed } from '../../config.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { Database } from '../client.js';
import { normaliseEmail, users } from '../schema/index.js';
import { DEMO_EMAIL, DEMO_MEMBERS, DEMO_PASSWORD } from './demo-data.js';
import { seedDemoChats } from './seed-chat.js';
import { seedDemoConnections } from './seed-connections.js';
import { seedDemoPosts } from './seed-posts.js';
import { seedDemoProfiles } from './seed-profiles.js';
import { seedDemoSquads } from './seed-squads.js';
import { seedDemoActivity, seedDemoWorkspaces } from './seed-workspace.js';

export interface SeedResult {
  members: number;
  /** The demo sign-in, for the start-up log. */
  signIn: { email: string; password: string };
}

/** What the start-up log may print of the demo sign-in: the password only when it is the published one. */
export const describeDemoSignIn = ({ email, password }: SeedResult['signIn']): string =>
  password === DEMO_PASSWORD ? `${email} / ${password}` : `${email} (password: DEMO_PASSWORD)`;

/** Whether start-up should seed: `auto` only while the database has no members. */
export async function shouldSeed(db: Database, mode: DemoSeed): Promise<boolean> {
  if (mode === 'off') return false;
  if (mode === 'always') return true;
  const [row] = await db.select({ members: count() }).from(users);
  return (row?.members ?? 0) === 0;
}

/** The demo member's password hash, undefined when there is no demo member. */
async function demoMember(db: Database): Promise<{ password_hash: string | null } | undefined> {
  const [row] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.email, normaliseEmail(DEMO_EMAIL)))
    .limit(1);
  return row;
}

/** The demo sign-in while the demo member exists, so every start-up log (not only the first) shows it. */
export async function demoSignInIfPresent(
  db: Database,
  password: string = DEMO_PASSWORD,
): Promise<SeedResult['signIn'] | null> {
  return (await demoMember(db)) ? { email: DEMO_EMAIL, password } : null;
}

/**
 * Whether the demo member still signs in with the published password: a production database
 * seeded before production refused it keeps that member until someone acts.
 */
export async function demoSignsInWithPublishedPassword(db: Database): Promise<boolean> {
  const hash = (await demoMember(db))?.password_hash;
  return hash ? verifyPassword(DEMO_PASSWORD, hash) : false;
}

/**
 * Upserts the demo members by e-mail, in one transaction, so running it again changes nothing
 * but their profile text. Only the demo member gets a password; the others are there to be found.
 */
export async function seedDemoData(
  db: Database,
  password: string = DEMO_PASSWORD,
): Promise<SeedResult> {
  const demoHash = await hashPassword(password);
  const rows = DEMO_MEMBERS.map(({ skills: _later, ...member }) => ({
    ...member,
    email: normaliseEmail(member.email),
    password_hash: member.email === DEMO_EMAIL ? demoHash : null,
    // Demo addresses are ours: the demo members are verified, so nothing waits on a mail.
    email_verified_at: new Date(),
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(rows)
      .onConflictDoUpdate({
        target: users.email,
        set: {
          first_name: sql`excluded.first_name`,
          last_name: sql`excluded.last_name`,
          title: sql`excluded.title`,
          bio: sql`excluded.bio`,
          location_id: sql`excluded.location_id`,
          links: sql`excluded.links`,
          // Re-seeding restores the demo password; a member's own password is never cleared.
          password_hash: sql`coalesce(excluded.password_hash, ${users.password_hash})`,
          email_verified_at: sql`coalesce(${users.email_verified_at}, excluded.email_verified_at)`,
          updated_at: sql`now()`,
        },
      });
    await seedDemoProfiles(tx);
    await seedDemoPosts(tx);
    await seedDemoConnections(tx);
    await seedDemoChats(tx);
    await seedDemoSquads(tx);
    await seedDemoWorkspaces(tx);
    await seedDemoActivity(tx);
  });
  return { members: rows.length, signIn: { email: DEMO_EMAIL, password } };
}
