import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applications, posts, savedPosts } from '../schema/index.js';
import { DEMO_APPLICATIONS, DEMO_MEMBERS, DEMO_POSTS, DEMO_SAVES } from './demo-data.js';
import { memberIdsByEmail, requireMemberId } from './member-ids.js';

const DAY_MS = 86_400_000;

/**
 * Demo posts, applications (every state) and saves (skills: seed-profiles.ts). Idempotent: posts
 * are matched by owner and title and updated in place, applications and saves upsert on their
 * unique keys, and applications_count is recomputed from the rows at the end.
 */
export async function seedDemoPosts(tx: Database): Promise<void> {
  const memberId = requireMemberId(
    await memberIdsByEmail(
      tx,
      DEMO_MEMBERS.map((m) => m.email),
    ),
  );

  const postIds = new Map<string, string>();
  // Oldest first, so the first demo post is the newest on Discover.
  const base = Date.now() - DEMO_POSTS.length * 3_600_000;
  for (const [index, demo] of [...DEMO_POSTS].reverse().entries()) {
    const ownerId = memberId(demo.posted_by_email);
    const values = {
      posted_by: ownerId,
      title: demo.title,
      description: demo.description,
      tech_stack: demo.tech_stack,
      desired_skills: demo.requirements.desired_skills,
      desired_roles: demo.requirements.desired_roles,
      role_seats: demo.role_seats ?? demo.requirements.desired_roles.map(() => 1),
      auto_close: demo.auto_close ?? false,
      // A closed post with auto_close closed itself when full: a seat that frees reopens it.
      closed_when_full: demo.status === 'closed' && (demo.auto_close ?? false),
      project_phase: demo.project_phase,
      project_type: demo.project_type,
      work_mode: demo.work_mode,
      experience_level: demo.experience_level,
      location_id: demo.location_id,
      status: demo.status,
      views_count: demo.views_count,
      hours_per_week: demo.hours_per_week ?? null,
    };
    // Relative to the first seed: written once, so seeding again moves no date.
    const timing = {
      starts_on: demo.starts_on ?? null,
      ends_on: demo.ends_on ?? null,
      apply_by:
        demo.apply_by_days === undefined
          ? null
          : new Date(Date.now() + demo.apply_by_days * DAY_MS),
    };
    const [existing] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.posted_by, ownerId), eq(posts.title, demo.title)))
      .limit(1);
    if (existing) {
      await tx.update(posts).set(values).where(eq(posts.id, existing.id));
      postIds.set(demo.title, existing.id);
    } else {
      const [row] = await tx
        .insert(posts)
        .values({ ...values, ...timing, created_at: new Date(base + index * 3_600_000) })
        .returning({ id: posts.id });
      postIds.set(demo.title, row!.id);
    }
  }
  const postId = (title: string) => {
    const id = postIds.get(title);
    if (!id) throw new Error(`Demo post ${title} is missing`);
    return id;
  };

  for (const demo of DEMO_APPLICATIONS) {
    await tx
      .insert(applications)
      .values({
        post_id: postId(demo.post_title),
        applicant_id: memberId(demo.applicant_email),
        status: demo.status,
        role: demo.role,
        message: demo.message,
      })
      .onConflictDoUpdate({
        target: [applications.post_id, applications.applicant_id],
        // Back to the demo state, a squad exit made since included (seed-squads.ts restores the squad).
        set: {
          status: sql`excluded.status`,
          role: sql`excluded.role`,
          message: sql`excluded.message`,
          squad_exit: null,
          squad_exit_reason: null,
          waitlisted_at: null,
          decision_note: null,
          decline_reason: null,
        },
      });
  }
  for (const save of DEMO_SAVES) {
    await tx
      .insert(savedPosts)
      .values({ user_id: memberId(save.user_email), post_id: postId(save.post_title) })
      .onConflictDoNothing();
  }
  // The counter's definition: applications that are not withdrawn.
  await tx.execute(sql`update posts p set applications_count = (
      select count(*)::int from applications a where a.post_id = p.id and a.status <> 'withdrawn')
    where p.id = any(${sql.param([...postIds.values()])}::uuid[])`);
}
