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
import { personCards, scriptContext } from '../script-context.js';
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
  const filter = (values: Record<string, unknown>) => ({
    tech_stack: [],
    desired_roles: [],
    project_type: [],
    work_mode: [],
    experience_level: [],
    ...values,
  });
  const filterCase = (label: string, values: Record<string, unknown>, page = 1) => ({
    label: `loadPostByFilter ${label} p${page}`,
    run: () => posts.loadPostByFilter(scriptContext(db, common), filter(values), { page }),
  });
  const searchCase = (text: string, page = 1) => ({
    label: `searchProjects "${text}" p${page}`,
    run: () => posts.searchProjects(scriptContext(db, common), text, { page }),
  });
  const recommendCase = (label: string, viewer: { id: string }, page = 1) => ({
    label: `loadByRecommendation ${label} p${page}`,
    run: () => posts.loadByRecommendation(scriptContext(db, viewer), { page }),
  });
  const peopleSearchCase = (text: string) => ({
    label: `searchPeople "${text}" p1`,
    run: () => personCards(db, common, (ctx) => people.searchPeople(ctx, text, first)),
  });
  const recommended = (await posts.loadByRecommendation(scriptContext(db, common), first)).map(
    (r) => r.post._id,
  );
  const cases: ExplainCase[] = [
    { label: 'loadPosts p1', run: () => posts.loadPosts(scriptContext(db, common), first) },
    { label: 'loadPosts p250', run: () => posts.loadPosts(scriptContext(db, common), deep) },
    {
      // All projects below the recommendations: their first page's ids left out of every page.
      label: 'loadPosts exclude 4 recommended p1',
      run: () => posts.loadPosts(scriptContext(db, common), { ...first, exclude: recommended }),
    },
    filterCase('tech [react] (common)', { tech_stack: ['react'] }),
    filterCase('tech [Rust, Elixir] + Remote', {
      tech_stack: ['Rust', 'Elixir'],
      work_mode: ['Remote'],
    }),
    filterCase('tech [WebRTC] + Data Scientist + advanced (rare)', {
      tech_stack: ['WebRTC'],
      desired_roles: ['Data Scientist'],
      experience_level: ['advanced'],
    }),
    filterCase('tech [Cobol] (zero hits)', { tech_stack: ['Cobol'] }),
    filterCase('Other + In Person + advanced (zero hits)', {
      project_type: ['Other'],
      work_mode: ['In Person'],
      experience_level: ['advanced'],
    }),
    filterCase('tech [react]', { tech_stack: ['react'] }, 250),
    // Tech tags matching all, "Any level" posts under a level, search within filters.
    filterCase('tech all [React, Node.js] (common)', {
      tech_stack: ['React', 'Node.js'],
      tech_match: 'all',
    }),
    filterCase('tech all [Elixir, WebRTC] (rare)', {
      tech_stack: ['Elixir', 'WebRTC'],
      tech_match: 'all',
    }),
    filterCase('advanced (+ any level)', { experience_level: ['advanced'] }),
    filterCase('"react" + Remote', { search: 'react', work_mode: ['remote'] }),
    filterCase('"react dashboard" + tech [TypeScript] + intermediate', {
      search: 'react dashboard',
      tech_stack: ['TypeScript'],
      experience_level: ['intermediate'],
    }),
    filterCase('"elixir" + tech all [Elixir, WebRTC] (rare)', {
      search: 'elixir',
      tech_stack: ['Elixir', 'WebRTC'],
      tech_match: 'all',
    }),
    filterCase('"zzyzx" + Remote (zero hits)', { search: 'zzyzx', work_mode: ['remote'] }),
    filterCase('"react" + Remote', { search: 'react', work_mode: ['remote'] }, 50),
    ...['react', 'arduino', 'zzyzx', 'react dashboard', 'elixir detector'].map((text) =>
      searchCase(text),
    ),
    searchCase('react', 50),
    recommendCase('3 common skills + title', common),
    recommendCase('3 common skills + title', common, 250),
    recommendCase('rare skills', rare),
    recommendCase('no skills', none),
    {
      label: 'loadPostsByUserId (another member)',
      run: () => posts.loadPostsByUserId(scriptContext(db, common), poster.id, first),
    },
    {
      label: 'loadPostsByUserId (own, with closed)',
      run: () => posts.loadPostsByUserId(scriptContext(db, poster), poster.id, first),
    },
    { label: 'getSavedPosts', run: () => posts.getSavedPosts(scriptContext(db, common), first) },
    {
      label: 'getApplicationsByUser (applied posts)',
      run: () => applications.getApplicationsByUser(scriptContext(db, common), first),
    },
    {
      label: 'searchMyApplications "react"',
      run: () => applications.searchMyApplications(scriptContext(db, common), 'react', first),
    },
    {
      label: 'loadApplicationsByPostId (owner)',
      // With what the web's list selects beyond the page: the viewer's connection to each applicant.
      run: async () => {
        const ctx = scriptContext(db, poster);
        const list = await applications.loadApplicationsByPostId(ctx, ownPost!.id, first);
        return ctx.loaders.connectionState.loadMany(list.map((a) => a.applicant_id));
      },
    },
    {
      label: 'loadPeople p1',
      run: () => personCards(db, common, (ctx) => people.loadPeople(ctx, first)),
    },
    {
      label: 'loadPeople p250',
      run: () => personCards(db, common, (ctx) => people.loadPeople(ctx, deep)),
    },
    {
      label: 'loadPeopleByFilter skills [Rust] + title "engineer"',
      run: () =>
        personCards(db, common, (ctx) =>
          people.loadPeopleByFilter(ctx, { skills: ['Rust'], title: 'engineer' }, first),
        ),
    },
    {
      label: 'loadPeopleByFilter skills [Cobol] (zero hits)',
      run: () =>
        personCards(db, common, (ctx) =>
          people.loadPeopleByFilter(ctx, { skills: ['Cobol'], title: '' }, first),
        ),
    },
    ...['ali', 'rosalind', 'zzyzx', 'react', 'backend'].map(peopleSearchCase),
    {
      label: 'loadConnectionsList (own)',
      run: () => connections.loadConnectionsList(scriptContext(db, common), common.id),
    },
    { label: 'getChatListForUser', run: () => chat.getChatListForUser(scriptContext(db, common)) },
  ];
  return cases;
}
