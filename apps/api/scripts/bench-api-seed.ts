// The data of `npm run bench:api`: `members` members (names, titles, three skills each) and
// `posts` posts, plus the viewer's connections, chats, applications and saves, so every list the
// bench reads has rows. Written as set-based SQL (generate_series): row-by-row inserts through
// the services would take most of an hour at 100k posts.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { hashPassword } from '../src/lib/password.js';
import { ROLE_SUGGESTIONS } from '@squadup/shared';
// The same technologies as the EXPLAIN seed (there skewed by position, here picked evenly).
import { TECH } from './explain/seed-scale.js';

export const VIEWER_EMAIL = 'bench-viewer@bench.test';
export const VIEWER_PASSWORD = 'bench-api-viewer-password';
/** A word seeded into one open post in 5,000: the "rare" search. */
export const RARE_WORD = 'quokka';
/** A word no post holds: the zero-hit search. */
export const MISSING_WORD = 'zyzzyva';

const ROLES = [...ROLE_SUGGESTIONS];
const TITLES = [
  'Backend engineer',
  'Frontend developer',
  'Product designer',
  'Data scientist',
  'Student',
  'Mobile developer',
];
const FIRST_NAMES = ['Alice', 'Bilal', 'Chen', 'Dana', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ines'];
const LAST_NAMES = ['Smith', 'Okafor', 'Nguyen', 'Garcia', 'Kowalski', 'Haddad', 'Tanaka'];
const WORDS = ['tracker', 'planner', 'marketplace', 'assistant', 'dashboard', 'game', 'bot'];
const PROJECT_TYPES = ['Hackathon', 'Startup', 'Open Source', 'School Project', 'Personal Project'];

/** `(array[...])[1 + (expr % n)]`: a deterministic pick from `list` by a row number. */
const pick = (list: string[], expr: string) =>
  sql.raw(
    `(array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + ((${expr}) % ${list.length})]`,
  );

export interface BenchData {
  viewerId: string;
  /** Another member with open posts (My Posts as someone else sees it, the profile read). */
  authorId: string;
  /** A post the viewer can open (the detail read). */
  postId: string;
}

/** Seeds the bench data into a migrated, empty database; returns the ids the operations use. */
export async function seedBenchData(
  db: Database,
  counts: { members: number; posts: number },
): Promise<BenchData> {
  const { members, posts } = counts;
  // Member n (1-based) has index n; the viewer is member 1.
  await db.execute(sql`create table bench_member (n int primary key, id uuid not null)`);
  await db.execute(sql`insert into bench_member
    select g, gen_random_uuid() from generate_series(1, ${members}) g`);
  await db.execute(sql`insert into users (id, email, first_name, last_name, title, bio, created_at)
    select m.id, 'member' || m.n || '@bench.test', ${pick(FIRST_NAMES, 'm.n')},
      ${pick(LAST_NAMES, 'm.n * 7')} || ' ' || m.n, ${pick(TITLES, 'm.n * 5')},
      'Likes building ' || ${pick(WORDS, 'm.n * 3')} || 's with friends.',
      now() - (m.n || ' minutes')::interval
    from bench_member m`);
  const passwordHash = await hashPassword(VIEWER_PASSWORD, 4);
  await db.execute(sql`update users set email = ${VIEWER_EMAIL}, password_hash = ${passwordHash},
      email_verified_at = now(), title = 'Backend engineer'
    where id = (select id from bench_member where n = 1)`);
  // Three distinct skills each (offsets 0, 7 and 13 differ modulo 40).
  await db.execute(sql`insert into user_skills (id, user_id, skill_name, proficiency_level, is_top, "order")
    select gen_random_uuid(), m.id, ${pick(TECH, 'm.n + k.o')}, 'intermediate', k.o = 0, k.i
    from bench_member m, (values (0, 0), (7, 1), (13, 2)) k(o, i)`);
  await db.execute(sql`insert into posts (id, posted_by, title, description, tech_stack,
      desired_skills, desired_roles, project_type, work_mode, experience_level, status, created_at)
    select gen_random_uuid(), m.id,
      'Project ' || g || ' ' || ${pick(WORDS, 'g * 7')},
      'A ' || ${pick(WORDS, 'g * 11')} || ' for people who like ' || ${pick(TECH, 'g * 13')}
        || case when g % 5000 = 1 then ${` and the ${RARE_WORD}`} else '' end,
      array[${pick(TECH, 'g * 17')}, ${pick(TECH, 'g * 19 + 3')}, ${pick(TECH, 'g * 23 + 5')}],
      array[${pick(TECH, 'g * 29 + 7')}, ${pick(TECH, 'g * 31 + 11')}],
      array[${pick(ROLES, 'g * 37')}],
      ${pick(PROJECT_TYPES, 'g')},
      (array['remote','in person','hybrid'])[1 + g % 3],
      (array['beginner','intermediate','advanced','any'])[1 + g % 4],
      case when g % 5 = 0 then 'closed' else 'open' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${posts}) g
    join bench_member m on m.n = 2 + g % (${members} - 1)`);
  // The viewer: accepted connections with a chat and a few messages (members 2-31), pending
  // requests from members 32-41; and pairs of other members connected, for connection counts.
  await db.execute(sql`insert into chats (id, user_low_id, user_high_id, last_message_at)
    select gen_random_uuid(), least(v.id, m.id), greatest(v.id, m.id), now() - (m.n || ' hours')::interval
    from bench_member v, bench_member m where v.n = 1 and m.n between 2 and 31`);
  await db.execute(sql`insert into connections (id, requester_user_id, addressee_user_id, status,
      chat_id, responded_at)
    select gen_random_uuid(), v.id, m.id, 'accepted', c.id, now()
    from bench_member v, bench_member m
    join chats c on m.id in (c.user_low_id, c.user_high_id)
    where v.n = 1 and m.n between 2 and 31`);
  await db.execute(sql`insert into connections (id, requester_user_id, addressee_user_id, status)
    select gen_random_uuid(), m.id, v.id, 'pending'
    from bench_member v, bench_member m where v.n = 1 and m.n between 32 and 41`);
  await db.execute(sql`insert into connections (id, requester_user_id, addressee_user_id, status, responded_at)
    select gen_random_uuid(), a.id, b.id, 'accepted', now()
    from bench_member a join bench_member b on b.n = a.n + 1
    where a.n % 2 = 0 and a.n >= 42`);
  await db.execute(sql`insert into messages (id, chat_id, sender_id, content, created_at)
    select gen_random_uuid(), c.id, case when k % 2 = 0 then c.user_low_id else c.user_high_id end,
      'Message ' || k, c.last_message_at - (k || ' minutes')::interval
    from chats c, generate_series(0, 4) k`);
  // The viewer applied to 30 posts and saved 30 others; other members applied to and saved
  // posts too, so the tables are not the viewer's alone.
  await db.execute(sql`insert into applications (id, post_id, applicant_id, message)
    select gen_random_uuid(), p.id, v.id, 'I would like to help.'
    from bench_member v, (select id from posts where status = 'open' order by created_at desc
      offset 100 limit 30) p
    where v.n = 1`);
  await db.execute(sql`insert into saved_posts (id, user_id, post_id)
    select gen_random_uuid(), v.id, p.id
    from bench_member v, (select id from posts where status = 'open' order by created_at desc
      offset 200 limit 30) p
    where v.n = 1`);
  await db.execute(sql`insert into applications (id, post_id, applicant_id)
    select gen_random_uuid(), p.id, m.id
    from (select id, row_number() over (order by id) as r from posts limit ${Math.min(posts, 20_000)}) p
    join bench_member m on m.n = 2 + (p.r * 7) % (${members} - 1)
    on conflict do nothing`);
  await db.execute(sql`insert into saved_posts (id, user_id, post_id)
    select gen_random_uuid(), m.id, p.id
    from (select id, row_number() over (order by id) as r from posts limit ${Math.min(posts, 20_000)}) p
    join bench_member m on m.n = 2 + (p.r * 11) % (${members} - 1)
    on conflict do nothing`);
  await db.execute(sql`update posts p set applications_count = a.n
    from (select post_id, count(*)::int as n from applications group by post_id) a
    where a.post_id = p.id`);
  const [ids] = await selectRows<BenchData>(
    db,
    sql`select (select id from bench_member where n = 1) as "viewerId",
      (select id from bench_member where n = 2) as "authorId",
      (select id from posts where status = 'open' order by created_at desc offset 10 limit 1) as "postId"`,
  );
  await db.execute(sql`drop table bench_member`);
  // Vacuumed as well as analyzed: otherwise autovacuum reaches the freshly written tables while
  // the first operations are measured, and its CPU lands in their figures.
  await db.execute(sql`vacuum analyze`);
  return ids!;
}
