// Every list and search the API runs, as service calls for explain-posts.ts: the viewers are
// seeded members given skills, a title, applications, saves, connections, chats and blocks.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { selectRows } from '../../src/db/raw.js';
import * as applications from '../../src/modules/applications/applications.service.js';
import * as chat from '../../src/modules/chat/chat.service.js';
import * as connections from '../../src/modules/connections/connections.service.js';
import * as people from '../../src/modules/people/people.service.js';
import * as posts from '../../src/modules/posts/posts.service.js';
import { memberId } from './seed-scale.js';

type Db = DatabaseHandle['db'];

export interface ExplainCase {
  label: string;
  run: () => Promise<unknown>;
}

async function giveSkills(db: Db, userId: string, skills: string[], title: string | null) {
  await db.execute(sql`delete from user_skills where user_id = ${userId}`);
  for (const [order, name] of skills.entries())
    await db.execute(sql`insert into user_skills (id, user_id, skill_name, "order")
      values (gen_random_uuid(), ${userId}, ${name}, ${order})`);
  await db.execute(sql`update users set title = ${title} where id = ${userId}`);
}

/** Viewer 1's circle: 40 accepted connections with chats and messages, 2 blocks, 30 saves. */
async function giveCircle(db: Db, viewerId: string) {
  for (let n = 2; n <= 41; n += 1) {
    const other = memberId(n);
    const [low, high] = [viewerId, other].sort();
    await db.execute(sql`with c as (
        insert into chats (id, user_low_id, user_high_id, last_message_at)
        values (gen_random_uuid(), ${low}, ${high}, now() - (${n} || ' minutes')::interval)
        on conflict do nothing returning id)
      insert into connections (id, requester_user_id, addressee_user_id, status, chat_id, responded_at)
      select gen_random_uuid(), ${viewerId}, ${other}, 'accepted', c.id, now() from c`);
  }
  await db.execute(sql`insert into user_blocks (blocker_id, blocked_id)
    values (${viewerId}, ${memberId(42)}), (${memberId(43)}, ${viewerId}) on conflict do nothing`);
  await db.execute(sql`insert into saved_posts (id, user_id, post_id, created_at)
    select gen_random_uuid(), ${viewerId}, p.id, now() - (n || ' seconds')::interval
    from (select id, row_number() over () as n from posts order by created_at desc offset 100 limit 30) p
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

export async function explainCases(db: Db): Promise<ExplainCase[]> {
  const common = { id: memberId(1) };
  const rare = { id: memberId(2) };
  const none = { id: memberId(3) };
  await giveSkills(db, common.id, ['React', 'Node.js', 'Python'], 'Backend engineer');
  await giveSkills(db, rare.id, ['Elixir', 'WebRTC', 'Arduino'], null);
  await giveSkills(db, none.id, [], null);
  await giveCircle(db, common.id);
  // The post with the most applicants, and its owner.
  const [ownPost] = await selectRows<{ id: string; posted_by: string }>(
    db,
    sql`select a.post_id as id, p.posted_by from applications a
      join posts p on p.id = a.post_id group by a.post_id, p.posted_by
      order by count(*) desc, a.post_id limit 1`,
  );
  const poster = { id: ownPost!.posted_by };
  const first = { page: 1 };
  const deep = { page: 250 };
  const filter = (values: Record<string, string[]>) => ({
    tech_stack: [],
    desired_roles: [],
    project_type: [],
    work_mode: [],
    experience_level: [],
    ...values,
  });
  const cases: ExplainCase[] = [
    { label: 'loadPosts page 1', run: () => posts.loadPosts(db, common, first) },
    { label: 'loadPosts page 250', run: () => posts.loadPosts(db, common, deep) },
    {
      label: 'loadPostByFilter tech [react] (common) p1',
      run: () => posts.loadPostByFilter(db, common, filter({ tech_stack: ['react'] }), first),
    },
    {
      label: 'loadPostByFilter tech [Rust, Elixir] + Remote p1',
      run: () =>
        posts.loadPostByFilter(
          db,
          common,
          filter({ tech_stack: ['Rust', 'Elixir'], work_mode: ['Remote'] }),
          first,
        ),
    },
    {
      label: 'loadPostByFilter tech [WebRTC] + Data Scientist + advanced (rare) p1',
      run: () =>
        posts.loadPostByFilter(
          db,
          common,
          filter({
            tech_stack: ['WebRTC'],
            desired_roles: ['Data Scientist'],
            experience_level: ['advanced'],
          }),
          first,
        ),
    },
    {
      label: 'loadPostByFilter tech [Cobol] (zero hits) p1',
      run: () => posts.loadPostByFilter(db, common, filter({ tech_stack: ['Cobol'] }), first),
    },
    {
      label: 'loadPostByFilter Other + in person + advanced p1',
      run: () =>
        posts.loadPostByFilter(
          db,
          common,
          filter({
            project_type: ['Other'],
            work_mode: ['In Person'],
            experience_level: ['advanced'],
          }),
          first,
        ),
    },
    {
      label: 'loadPostByFilter tech [react] p250',
      run: () => posts.loadPostByFilter(db, common, filter({ tech_stack: ['react'] }), deep),
    },
    ...['react', 'arduino', 'zzyzx', 'react dashboard', 'elixir detector'].map((text) => ({
      label: `searchProjects "${text}" p1`,
      run: () => posts.searchProjects(db, common, text, first),
    })),
    {
      label: 'searchProjects "react" p50',
      run: () => posts.searchProjects(db, common, 'react', { page: 50 }),
    },
    {
      label: 'loadByRecommendation 3 common skills + title p1',
      run: () => posts.loadByRecommendation(db, common, first),
    },
    {
      label: 'loadByRecommendation 3 common skills + title p250',
      run: () => posts.loadByRecommendation(db, common, deep),
    },
    {
      label: 'loadByRecommendation rare skills p1',
      run: () => posts.loadByRecommendation(db, rare, first),
    },
    {
      label: 'loadByRecommendation no skills p1',
      run: () => posts.loadByRecommendation(db, none, first),
    },
    {
      label: 'loadPostsByUserId (another member)',
      run: () => posts.loadPostsByUserId(db, common, poster.id, first),
    },
    {
      label: 'loadPostsByUserId (own, with closed)',
      run: () => posts.loadPostsByUserId(db, poster, poster.id, first),
    },
    { label: 'getSavedPosts', run: () => posts.getSavedPosts(db, common, first) },
    {
      label: 'getApplicationsByUser (applied posts)',
      run: () => applications.getApplicationsByUser(db, common, first),
    },
    {
      label: 'searchMyApplications "react"',
      run: () => applications.searchMyApplications(db, common, 'react', first),
    },
    {
      label: 'loadApplicationsByPostId (owner)',
      run: () => applications.loadApplicationsByPostId(db, poster, ownPost!.id, first),
    },
    { label: 'loadPeople page 1', run: () => people.loadPeople(db, common, first) },
    { label: 'loadPeople page 250', run: () => people.loadPeople(db, common, deep) },
    {
      label: 'loadPeopleByFilter skills [Rust] + title "engineer"',
      run: () =>
        people.loadPeopleByFilter(db, common, { skills: ['Rust'], title: 'engineer' }, first),
    },
    {
      label: 'loadPeopleByFilter skills [Cobol] (zero hits)',
      run: () => people.loadPeopleByFilter(db, common, { skills: ['Cobol'], title: '' }, first),
    },
    ...['ali', 'rosalind', 'zzyzx', 'react', 'backend'].map((text) => ({
      label: `searchPeople "${text}" p1`,
      run: () => people.searchPeople(db, common, text, first),
    })),
    {
      label: 'loadConnectionsList (own)',
      run: () => connections.loadConnectionsList(db, common, common.id),
    },
    { label: 'getChatListForUser', run: () => chat.getChatListForUser(db, common) },
  ];
  return cases;
}
