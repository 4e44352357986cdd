import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  applications,
  posts,
  savedPosts,
  type ApplicationRow,
  type PostRow,
} from '../../src/db/schema/index.js';
import { userIdOr } from './users.js';

type NewPost = typeof posts.$inferInsert;
type NewApplication = typeof applications.$inferInsert;
type NewSavedPost = typeof savedPosts.$inferInsert;

let postNumber = 0;

/**
 * An open post with every field a member's form fills (stored the way createPost stores them:
 * work mode and level lower-cased); a new author unless `posted_by` names one. post_terms and
 * the filter/search columns follow from the row (trigger and generated columns).
 */
export async function buildPost(db: Database, overrides: Partial<NewPost> = {}): Promise<PostRow> {
  postNumber += 1;
  const [post] = await db
    .insert(posts)
    .values({
      title: `Project ${postNumber}`,
      description: 'A side project looking for teammates.',
      tech_stack: ['TypeScript'],
      desired_skills: ['React'],
      desired_roles: ['Frontend'],
      project_phase: 'Development',
      project_type: 'Personal Project',
      work_mode: 'remote',
      experience_level: 'beginner',
      location_id: 'Berlin',
      ...overrides,
      posted_by: await userIdOr(db, overrides.posted_by),
    })
    .returning();
  return post!;
}

/**
 * `count` posts newer than anything else a Discover test inserts behind them, one second apart
 * before `newest` (epoch ms), titled `Filler <n>`, Fortran, remote and beginner: they fill the
 * windows of the newest posts (posts.discover.ts) without matching the words and filters the
 * tests ask for. `overrides` apply to every one.
 */
export async function buildFillerPosts(
  db: Database,
  options: { count: number; postedBy: string; newest: number; overrides?: Partial<NewPost> },
): Promise<void> {
  await db.insert(posts).values(
    Array.from({ length: options.count }, (_, i) => ({
      posted_by: options.postedBy,
      title: `Filler ${i}`,
      tech_stack: ['Fortran'],
      work_mode: 'remote',
      experience_level: 'beginner',
      created_at: new Date(options.newest - (i + 1) * 1000),
      ...options.overrides,
    })),
  );
}

/**
 * A pending application (any status through `overrides`) by a new member to a new post unless
 * named. Like applyToPost, an application that is not withdrawn adds one to the post's
 * applications_count in the same transaction.
 */
export async function buildApplication(
  db: Database,
  overrides: Partial<NewApplication> = {},
): Promise<ApplicationRow> {
  const postId = overrides.post_id ?? (await buildPost(db)).id;
  const applicantId = await userIdOr(db, overrides.applicant_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        message: 'I would like to join.',
        ...overrides,
        post_id: postId,
        applicant_id: applicantId,
      })
      .returning();
    if (row!.status !== 'withdrawn') {
      await tx
        .update(posts)
        .set({
          applications_count: sql`${posts.applications_count} + 1`,
          updated_at: sql`${posts.updated_at}`,
        })
        .where(eq(posts.id, postId));
    }
    return row!;
  });
}

/** A member's save of a post (a new member and post unless named). */
export async function buildSavedPost(db: Database, overrides: Partial<NewSavedPost> = {}) {
  const [row] = await db
    .insert(savedPosts)
    .values({
      ...overrides,
      user_id: await userIdOr(db, overrides.user_id),
      post_id: overrides.post_id ?? (await buildPost(db)).id,
    })
    .returning();
  return row!;
}

/** The member's application to the post as stored (every column), for assertions. */
export async function storedApplication(
  db: Database,
  postId: string,
  applicantId: string,
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.post_id, postId), eq(applications.applicant_id, applicantId)));
  return row!;
}
