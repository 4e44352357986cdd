import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildBlock, buildFillerPosts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { ProjectFilterInput } from '../../../test/gql/graphql.js';
import { buildMember, type Member } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';
import { posts, userSkills } from '../../db/schema/index.js';
import { windowRows } from '../../lib/newest-matches.js';

// Discover's bounded queries (docs/decisions/0018): a page comes from a window of the newest open
// posts when it holds enough matches, else from the condition's index. These tests put matching
// posts on both sides of that window (more than a window of newer filler posts) and check that
// what a member sees does not depend on which path answered: the order contract, deep pages
// equal to one big page, and the exclusions.

const FILTER = graphql(`
  query DiscoverFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {
    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {
      _id
      title
    }
  }
`);
const SEARCH = graphql(`
  query DiscoverSearch($search: String!, $page: Int, $limit: Int) {
    searchProjects(search: $search, page: $page, limit: $limit) {
      _id
      title
    }
  }
`);
const RECOMMEND = graphql(`
  query DiscoverRecommend($page: Int, $limit: Int) {
    loadByRecommendation(page: $page, limit: $limit) {
      post {
        _id
        title
      }
      matched_skills
    }
  }
`);

const FILLERS = windowRows(50) + 100;
const MINUTE = 60_000;

let app: TestApp;
let viewer: Member;
let author: Member;
let blocked: Member;
/** Post ids by key; the "old" ones are older than every filler (outside the window). */
const ids: Record<string, string> = {};

/** Inserts posts directly (the quota would refuse thousands through the API). */
async function insertPost(
  key: string,
  minutesAgo: number,
  values: Partial<typeof posts.$inferInsert>,
) {
  const [row] = await app.db
    .insert(posts)
    .values({
      posted_by: author.user.id,
      title: key,
      created_at: new Date(Date.now() - minutesAgo * MINUTE),
      ...values,
    })
    .returning({ id: posts.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app, { title: 'Backend engineer' });
  author = await buildMember(app);
  blocked = await buildMember(app);
  // Fillers: the newest posts, matching none of the words, skills or filters used below.
  await buildFillerPosts(app.db, {
    count: FILLERS,
    postedBy: author.user.id,
    newest: Date.now(),
    overrides: { project_type: 'Startup' },
  });
  // Newer than the fillers (inside the window) and older (outside it).
  await insertPost('Quokka tracker new', 0.001, { tech_stack: ['Elixir'], work_mode: 'hybrid' });
  await insertPost('Notes app new', 0.002, {
    description: 'quokka inside',
    tech_stack: ['Elixir', 'Haskell'],
    work_mode: 'hybrid',
  });
  for (let i = 0; i < 7; i += 1)
    await insertPost(`Quokka planner old ${i}`, 100 + i, {
      tech_stack: ['Elixir'],
      desired_roles: i % 2 ? ['Backend'] : [],
      work_mode: 'hybrid',
      experience_level: 'advanced',
      project_type: 'Other',
    });
  for (let i = 0; i < 5; i += 1)
    await insertPost(`Old notes ${i}`, 200 + i, {
      description: 'a quokka in the description only',
      tech_stack: ['Haskell'],
      work_mode: 'hybrid',
      experience_level: 'advanced',
      project_type: 'Other',
    });
  await insertPost('Quokka by a blocked member', 150, { posted_by: blocked.user.id });
  await buildBlock(app.db, { blocker_id: viewer.user.id, blocked_id: blocked.user.id });
});
afterAll(() => app.stop());

/** Pages of `limit` concatenated, until a short one or `max` items. */
async function allPages<T>(
  fetch: (page: number, limit: number) => Promise<T[]>,
  limit: number,
  max = Infinity,
) {
  const all: T[] = [];
  for (let page = 1; all.length < max; page += 1) {
    const items = await fetch(page, limit);
    all.push(...items);
    if (items.length < limit) break;
  }
  return all.slice(0, max);
}

const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('searchProjects at scale', () => {
  const search = async (text: string, page = 1, limit = 50) => {
    const res = await viewer.gql(SEARCH, { search: text, page, limit });
    expect(res.errors).toBeUndefined();
    return res.data.searchProjects;
  };

  it('puts title matches first, then the other matches, each newest first, across the window', async () => {
    expect(titles(await search('quokka'))).toEqual([
      'Quokka tracker new',
      ...Array.from({ length: 7 }, (_, i) => `Quokka planner old ${i}`),
      'Notes app new',
      ...Array.from({ length: 5 }, (_, i) => `Old notes ${i}`),
    ]);
  });

  it('gives the same posts page by page as in one page, without duplicates', async () => {
    const big = await search('quokka');
    for (const limit of [1, 3, 4]) {
      const paged = await allPages((page, l) => search('quokka', page, l), limit);
      expect(
        paged.map((i) => i._id),
        `limit ${limit}`,
      ).toEqual(big.map((i) => i._id));
    }
  });

  it('matches a title having every word, in any order, also inside a word', async () => {
    expect(titles(await search('tracker quokka'))).toEqual(['Quokka tracker new']);
    expect(titles(await search('okka plan'))).toEqual(
      Array.from({ length: 7 }, (_, i) => `Quokka planner old ${i}`),
    );
  });

  it('answers a word nothing matches with an empty list', async () => {
    expect(await search('zzyzxq')).toEqual([]);
  });

  it('never shows a blocked member’s posts', async () => {
    expect(titles(await search('quokka'))).not.toContain('Quokka by a blocked member');
    expect(titles(await search('blocked'))).toEqual([]);
  });

  // A search's statement is built once and kept for the next member who asks the same
  // (db/raw.ts statementsByKey): who asks is bound at each run, never kept in it.
  it('answers each member for themself when several ask the same', async () => {
    const asks = async (member: Member) => {
      const res = await member.gql(SEARCH, { search: 'quokka blocked', page: 1, limit: 50 });
      return titles(res.data?.searchProjects ?? []);
    };
    expect(await asks(viewer)).toEqual([]);
    expect(await asks(author)).toEqual(['Quokka by a blocked member']);
    expect(await asks(blocked)).toEqual(['Quokka by a blocked member']);
    expect(await asks(viewer)).toEqual([]);
  });
});

describe('loadPostByFilter at scale', () => {
  const filter = async (f: ProjectFilterInput, page = 1, limit = 50) => {
    const res = await viewer.gql(FILTER, { filter: f, page, limit });
    expect(res.errors).toBeUndefined();
    return res.data.loadPostByFilter;
  };

  it('finds rare combinations older than the window, newest first', async () => {
    expect(titles(await filter({ tech_stack: ['elixir'], desired_roles: ['backend'] }))).toEqual([
      'Quokka planner old 1',
      'Quokka planner old 3',
      'Quokka planner old 5',
    ]);
    expect(
      titles(
        await filter({
          project_type: ['other'],
          experience_level: ['advanced'],
          work_mode: ['Hybrid'],
        }),
      ),
    ).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `Quokka planner old ${i}`),
      ...Array.from({ length: 5 }, (_, i) => `Old notes ${i}`),
    ]);
    expect(await filter({ tech_stack: ['cobol'] })).toEqual([]);
    expect(await filter({ project_type: ['other'], work_mode: ['remote'] })).toEqual([]);
  });

  it('gives the same posts page by page as in one page, in and across the window', async () => {
    const filters: Record<string, string[]>[] = [
      { tech_stack: ['elixir', 'haskell'] },
      { work_mode: ['remote'] },
    ];
    for (const f of filters) {
      const big = (await filter(f, 1, 50)).map((i) => i._id);
      const paged = await allPages((page, l) => filter(f, page, l), 4, 50);
      expect(paged.map((i) => i._id)).toEqual(big);
      expect(new Set(big).size).toBe(big.length);
    }
  });
});

describe('loadByRecommendation at scale', () => {
  const recommend = async (member: Member, page = 1, limit = 50) => {
    const res = await member.gql(RECOMMEND, {
      page,
      limit,
    });
    expect(res.errors).toBeUndefined();
    return res.data.loadByRecommendation;
  };

  beforeAll(async () => {
    await app.db.insert(userSkills).values([
      { user_id: viewer.user.id, skill_name: 'Elixir', order: 0 },
      { user_id: viewer.user.id, skill_name: 'haskell', order: 1 },
    ]);
  });

  it('ranks by the number of matching skills and title words, then newest, with the reasons', async () => {
    const top = (await recommend(viewer, 1, 12)).map((r) => [r.post.title, r.matched_skills]);
    expect(top).toEqual([
      ['Notes app new', ['Elixir', 'haskell']],
      ['Quokka planner old 1', ['Elixir', 'Backend']],
      ['Quokka planner old 3', ['Elixir', 'Backend']],
      ['Quokka planner old 5', ['Elixir', 'Backend']],
      ['Quokka tracker new', ['Elixir']],
      ['Quokka planner old 0', ['Elixir']],
      ['Quokka planner old 2', ['Elixir']],
      ['Quokka planner old 4', ['Elixir']],
      ['Quokka planner old 6', ['Elixir']],
      ...Array.from({ length: 3 }, (_, i) => [`Old notes ${i}`, ['haskell']]),
    ]);
  });

  it('lists every other open post newest first after the matches, once each across pages', async () => {
    const big = await recommend(viewer, 1, 50);
    const paged = await allPages((page, l) => recommend(viewer, page, l), 7, 50);
    expect(paged.map((r) => r.post._id)).toEqual(big.map((r) => r.post._id));
    expect(big[13]!.post.title).toBe('Old notes 4');
    expect(big[14]).toMatchObject({ post: { title: 'Filler 0' }, matched_skills: [] });
    // Deep pages keep going through the fillers without gaps.
    const deep = await recommend(viewer, 100, 20);
    expect(deep.map((r) => r.post.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Filler ${1980 - 14 + i}`),
    );
  });

  it('leaves out blocked authors, the member’s own posts and posts they applied to', async () => {
    const all = async () =>
      (await allPages((page, l) => recommend(viewer, page, l), 50)).map((r) => r.post.title);
    const before = await all();
    expect(before).not.toContain('Quokka by a blocked member');
    expect(before).toHaveLength(FILLERS + 14);
    const applied = await viewer.gql(`mutation($p: ID!) { applyToPost(postId: $p) { _id } }`, {
      p: ids['Quokka planner old 1'],
    });
    expect(applied.errors).toBeUndefined();
    await app.db
      .update(posts)
      .set({ posted_by: viewer.user.id })
      .where(sql`${posts.id} = ${ids['Notes app new']}`);
    const top = (await recommend(viewer, 1, 3)).map((r) => r.post.title);
    expect(top).toEqual(['Quokka planner old 3', 'Quokka planner old 5', 'Quokka tracker new']);
    await app.db
      .update(posts)
      .set({ posted_by: author.user.id })
      .where(sql`${posts.id} = ${ids['Notes app new']}`);
  });

  it('keeps post_terms in step: closing removes a post’s terms, reopening and editing restore them', async () => {
    const terms = (id: string) =>
      selectRows<{ term: string }>(
        app.db,
        sql`select term from post_terms where post_id = ${id} order by term`,
      );
    const id = ids['Quokka tracker new']!;
    expect((await terms(id)).map((r) => r.term)).toEqual(['elixir']);
    const close = (status: 'open' | 'closed') =>
      app.db
        .update(posts)
        .set({ status })
        .where(sql`${posts.id} = ${id}`);
    await close('closed');
    expect(await terms(id)).toEqual([]);
    expect((await recommend(viewer, 1, 50)).map((r) => r.post._id)).not.toContain(id);
    await close('open');
    await app.db
      .update(posts)
      .set({ tech_stack: ['Elixir', 'Haskell'], desired_roles: ['Backend'] })
      .where(sql`${posts.id} = ${id}`);
    expect((await terms(id)).map((r) => r.term)).toEqual(['backend', 'elixir', 'haskell']);
    const top = await recommend(viewer, 1, 1);
    expect(top[0]).toMatchObject({
      post: { _id: id },
      matched_skills: ['Elixir', 'haskell', 'Backend'],
    });
    // A view count changes nothing in post_terms (the trigger ignores other columns).
    await app.db
      .update(posts)
      .set({ views_count: sql`${posts.views_count} + 1` })
      .where(sql`${posts.id} = ${id}`);
    expect(await terms(id)).toHaveLength(3);
  });
});
