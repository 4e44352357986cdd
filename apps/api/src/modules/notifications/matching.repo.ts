import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../../db/visibility.js';
import { memberTermRows, recommendationRanking, takingApplications } from '../posts/index.js';
import { matchReasons } from './matching.reasons.js';

// SQL only (the reasons' wording is matching.reasons.ts): the matching-posts mails. A post matches
// a member the way Discover recommends it (posts.discover.ts): it shares at least one of their
// terms, their skills or the words of their title, and it is open, not theirs, not applied to and
// not from a member blocked either way.

export interface MatchingPost {
  id: string;
  title: string;
  type: string;
  owner_id: string;
  owner_name: string;
  created_at: Date;
  reasons: string[];
}

interface MatchingPostRow extends Omit<MatchingPost, 'reasons' | 'created_at'> {
  created_at: Date | string;
  skills: string[];
  title_words: string[];
  role: string | null;
  location: string | null;
  level_fits: boolean;
}

/** Lower-cased, separators as single spaces: "Front-end / UI" and "front-end ui" compare equal. */
const normalised = (text: SQL) =>
  sql`btrim(regexp_replace(lower(coalesce(${text}, '')), '[[:space:],/]+', ' ', 'g'))`;

/** Whole words of `haystack` hold `needle` (both normalised): "Senior Frontend developer" holds "frontend developer". */
const holdsWords = (haystack: SQL, needle: SQL) =>
  sql`strpos(' ' || ${normalised(haystack)} || ' ', ' ' || ${normalised(needle)} || ' ') > 0`;

/**
 * The open posts created after `since` that match the member, best first (the recommendation's
 * order: shared terms, then newest), with what matched. Candidates are the recommendation's: per
 * term, the newest posts having it (post_terms, a range of (term, created_at) bounded by `since`),
 * at most 400 in all, so the cost does not grow with the number of posts.
 */
export async function matchingPostsFor(
  db: Database,
  userId: string,
  opts: { since: Date; limit: number },
): Promise<MatchingPost[]> {
  const { ctes, eligible, score } = recommendationRanking(userId, { since: opts.since });
  const rows = await selectRows<MatchingPostRow>(
    db,
    sql`with ${ctes}, viewer as (select title, location_id from users where id = ${userId})
      select p.id, p.title, coalesce(p.project_type, 'Other') as type, p.posted_by as owner_id,
        btrim(o.first_name || ' ' || o.last_name) as owner_name, p.created_at,
        array(select m.name from mine m where m.src = 0 and lower(m.name) = any(p.match_terms)
          order by m.ord) as skills,
        array(select m.name from mine m where m.src = 1 and lower(m.name) = any(p.match_terms)
            and not exists (select 1 from mine s where s.src = 0 and lower(s.name) = lower(m.name))
          order by m.ord) as title_words,
        (select r.role from unnest(p.desired_roles) with ordinality as r(role, n)
          where ${holdsWords(sql`v.title`, sql`r.role`)} order by r.n limit 1) as role,
        case when lower(btrim(p.location_id)) = lower(btrim(v.location_id))
          then p.location_id end as location,
        (p.experience_level = 'any' or exists (select 1 from user_skills k
          where k.user_id = ${userId} and lower(k.skill_name) = any(p.match_terms)
            and replace(k.proficiency_level, 'expert', 'advanced') = p.experience_level)) as level_fits
      from candidates c
      join posts p on p.id = c.post_id
      join users o on o.id = p.posted_by
      cross join me
      cross join viewer v
      where ${eligible} and p.created_at > ${opts.since.toISOString()}::timestamptz
        and ${score} > 0
      order by ${score} desc, p.created_at desc, p.id desc
      limit ${opts.limit}`,
  );
  return rows.map(({ skills, title_words, role, location, level_fits, ...post }) => ({
    ...post,
    created_at: new Date(post.created_at),
    reasons: matchReasons({
      skills,
      // A title word the role already says ("Frontend" of "Looking for a Frontend developer").
      titleWords: [...new Set(title_words)].filter(
        (word) => !role || !` ${role.toLowerCase()} `.includes(` ${word.toLowerCase()} `),
      ),
      role,
      location,
      levelFits: level_fits,
    }),
  }));
}

/**
 * Members to alert at once of a new post: their `matching_posts` level is `instant`, the post is
 * open and matches them (the rule above), it is not theirs and they have not blocked each other.
 * Keyset-paged by user id. Driven by the settings rows: `instant` is not the kind's default (a
 * test pins it), so every such member has a row; one walk of notification_settings' primary key
 * (user_id, kind) over all pages, each member then checked with a few index probes.
 */
export function membersToAlert(
  db: Database,
  postId: string,
  opts: { limit: number; afterUserId?: string },
): Promise<{ user_id: string }[]> {
  const after = opts.afterUserId ? sql`and s.user_id > ${opts.afterUserId}::uuid` : sql``;
  return selectRows<{ user_id: string }>(
    db,
    sql`select s.user_id from posts p
      join notification_settings s on s.kind = 'matching_posts' and s.level = 'instant'
      where p.id = ${postId}::uuid and ${takingApplications('p')} ${after}
        and s.user_id <> p.posted_by
        and ${notBlockedBetween(sql`s.user_id`, sql`p.posted_by`)}
        and exists (select 1 from (${memberTermRows(sql`s.user_id`)}) m
          where lower(m.name) = any(p.match_terms))
        and not exists (select 1 from applications x where x.post_id = p.id
          and x.applicant_id = s.user_id and x.status <> 'withdrawn')
      order by s.user_id
      limit ${opts.limit}`,
  );
}
