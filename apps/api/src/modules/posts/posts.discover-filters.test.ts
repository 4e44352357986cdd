import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from '@squadup/shared';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql } from '../../../test/gql/index.js';
import type { ProjectFilterInput } from '../../../test/gql/graphql.js';
import { buildFillerPosts } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { posts } from '../../db/schema/index.js';
import { windowRows } from '../../lib/newest-matches.js';

// Discover's filters as a member combines them: the search words within the
// filters in one query, tech tags matching any or all, "Any level" posts under every level, and
// All projects leaving out the posts the recommendations already show. As in
// posts.discover.test.ts, matching posts sit on both sides of the newest-first window (more than
// a window of newer filler posts), so both the window and the index fallback answer.

const FILTER = graphql(`
  query DiscoverCombined($filter: ProjectFilterInput!, $page: Int, $limit: Int) {
    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {
      _id
      title
    }
  }
`);
const ALL_PROJECTS = graphql(`
  query DiscoverAllProjects($page: Int, $limit: Int, $exclude: [ID!]) {
    loadPosts(page: $page, limit: $limit, exclude: $exclude) {
      _id
      title
    }
  }
`);

const ALL_BESIDE_RECOMMENDED = graphql(`
  query DiscoverAllBesideRecommended($page: Int, $limit: Int, $excludeRecommended: Int) {
    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {
      _id
    }
  }
`);
const RECOMMENDED = graphql(`
  query DiscoverRecommendedIds($limit: Int) {
    loadByRecommendation(page: 1, limit: $limit) {
      post {
        _id
      }
    }
  }
`);

const FILLERS = windowRows(50) + 100;
const MINUTE = 60_000;

let app: TestApp;
let viewer: Member;
let author: Member;
const ids: Record<string, string> = {};
/** One clock for every created_at, so the order does not depend on how long inserts take. */
const start = Date.now();

/** Inserts a post directly (the daily quota would refuse thousands through the API). */
async function insertPost(
  title: string,
  minutesAgo: number,
  values: Partial<typeof posts.$inferInsert>,
) {
  const [row] = await app.db
    .insert(posts)
    .values({
      posted_by: author.user.id,
      title,
      created_at: new Date(start - minutesAgo * MINUTE),
      ...values,
    })
    .returning({ id: posts.id });
  ids[title] = row!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app);
  author = await buildMember(app);
  // The newest posts after the two "new" ones: no wombat, no Go, Rust or Elm, all beginner.
  await buildFillerPosts(app.db, { count: FILLERS, postedBy: author.user.id, newest: start });
  // Inside the window (newer than every filler) ...
  await insertPost('Wombat api new', 0.001, {
    tech_stack: ['Go', 'Rust'],
    desired_roles: ['Backend'],
    work_mode: 'hybrid',
    experience_level: 'intermediate',
  });
  await insertPost('Garden app new', 0.002, {
    description: 'a wombat in the description',
    tech_stack: ['Go'],
    work_mode: 'hybrid',
    experience_level: 'any',
  });
  await insertPost('Rust tool new', 0.003, {
    tech_stack: ['Rust'],
    desired_roles: ['Backend'],
    work_mode: 'hybrid',
    experience_level: 'beginner',
  });
  // ... and outside it (older than every filler).
  await insertPost('Wombat game old', 100, {
    tech_stack: ['Rust', 'Go'],
    work_mode: 'hybrid',
    experience_level: 'advanced',
  });
  await insertPost('Wombat site old', 101, {
    tech_stack: ['Rust'],
    work_mode: 'hybrid',
    experience_level: 'any',
  });
  await insertPost('Notes old', 99, {
    description: 'wombat notes',
    tech_stack: ['Go', 'Rust', 'Elm'],
    work_mode: 'in person',
    experience_level: 'beginner',
  });
  await insertPost('Wombat closed', 50, {
    tech_stack: ['Go', 'Rust'],
    experience_level: 'any',
    status: 'closed',
  });
});
afterAll(() => app.stop());

const titles = (items: { title: string }[]) => items.map((i) => i.title);

async function filter(f: ProjectFilterInput, page = 1, limit = 50) {
  const res = await viewer.gql(FILTER, { filter: f, page, limit });
  expect(res.errors).toBeUndefined();
  return res.data.loadPostByFilter;
}

/** Pages of `limit` concatenated until a short one. */
async function allPages<T>(fetch: (page: number) => Promise<T[]>, limit: number) {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const items = await fetch(page);
    all.push(...items);
    if (items.length < limit) return all;
  }
}

describe('search words within the filters', () => {
  it('answers the posts matching both, title matches first, each newest first', async () => {
    // Newest first, Notes old would come second; Rust tool new has no wombat.
    expect(titles(await filter({ search: 'wombat', tech_stack: ['rust'] }))).toEqual([
      'Wombat api new',
      'Wombat game old',
      'Wombat site old',
      'Notes old',
    ]);
    expect(titles(await filter({ search: 'wombat', work_mode: ['in person'] }))).toEqual([
      'Notes old',
    ]);
  });

  it('combines the search with several filters at once', async () => {
    expect(
      titles(
        await filter({
          search: 'wombat',
          tech_stack: ['rust'],
          desired_roles: ['backend'],
          work_mode: ['hybrid'],
        }),
      ),
    ).toEqual(['Wombat api new']);
  });

  it('finds common matches in the window and rare ones through the indexes', async () => {
    expect(titles(await filter({ search: 'filler', work_mode: ['remote'] }, 1, 3))).toEqual([
      'Filler 0',
      'Filler 1',
      'Filler 2',
    ]);
    expect(await filter({ search: 'filler', work_mode: ['hybrid'] })).toEqual([]);
    expect(await filter({ search: 'wombat', tech_stack: ['fortran'] })).toEqual([]);
  });

  it('gives the same posts page by page as in one page', async () => {
    const f = { search: 'wombat', tech_stack: ['go', 'rust'] };
    const big = (await filter(f)).map((p) => p._id);
    expect(big).toHaveLength(5);
    const paged = await allPages(async (page) => filter(f, page, 2), 2);
    expect(paged.map((p) => p._id)).toEqual(big);
  });

  it('answers nothing for search text that is not worth searching, like searchProjects', async () => {
    expect(await filter({ search: 'w', tech_stack: ['go'] })).toEqual([]);
    expect(titles(await filter({ search: '  ', tech_stack: ['elm'] }))).toEqual(['Notes old']);
  });

  it('refuses search text the search box refuses', async () => {
    const res = await viewer.gql(FILTER, { filter: { search: 'a\u0000b', tech_stack: ['go'] } });
    expect(res.code).toBe('BAD_USER_INPUT');
  });
});

describe('tech tags: any or all', () => {
  it('matches any of the tags by default, as before', async () => {
    const any = [
      'Wombat api new',
      'Garden app new',
      'Rust tool new',
      'Notes old',
      'Wombat game old',
      'Wombat site old',
    ];
    expect(titles(await filter({ tech_stack: ['go', 'rust'] }))).toEqual(any);
    expect(titles(await filter({ tech_stack: ['go', 'rust'], tech_match: 'any' }))).toEqual(any);
  });

  it('matches only posts having every tag with all, in and beyond the window', async () => {
    expect(titles(await filter({ tech_stack: ['Go', 'rust'], tech_match: 'all' }))).toEqual([
      'Wombat api new',
      'Notes old',
      'Wombat game old',
    ]);
    expect(titles(await filter({ tech_stack: ['go', 'rust', 'elm'], tech_match: 'all' }))).toEqual([
      'Notes old',
    ]);
    expect(await filter({ tech_stack: ['go', 'fortran'], tech_match: 'all' })).toEqual([]);
  });

  it('combines all with the search words and the other filters', async () => {
    expect(
      titles(
        await filter({
          search: 'wombat',
          tech_stack: ['go', 'rust'],
          tech_match: 'all',
          experience_level: ['advanced'],
        }),
      ),
    ).toEqual(['Wombat game old']);
  });

  it('refuses a mode other than any or all with BAD_USER_INPUT', async () => {
    for (const mode of ['some', 'ALL', '', 1]) {
      const res = await viewer.gql(FILTER, {
        filter: { tech_stack: ['go'], tech_match: mode as 'all' },
      });
      expect(res.code, String(mode)).toBe('BAD_USER_INPUT');
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('"Any level" posts', () => {
  it('match every experience level filter', async () => {
    expect(titles(await filter({ experience_level: ['advanced'] }))).toEqual([
      'Garden app new',
      'Wombat game old',
      'Wombat site old',
    ]);
    expect(titles(await filter({ experience_level: ['intermediate'] }))).toEqual([
      'Wombat api new',
      'Garden app new',
      'Wombat site old',
    ]);
    const beginner = titles(await filter({ experience_level: ['beginner'], tech_stack: ['go'] }));
    expect(beginner).toEqual(['Garden app new', 'Notes old']);
  });

  it('match with the search words too, and only once with several levels chosen', async () => {
    expect(
      titles(await filter({ search: 'wombat', experience_level: ['advanced', 'beginner'] })),
    ).toEqual(['Wombat game old', 'Wombat site old', 'Garden app new', 'Notes old']);
  });

  it('never bring back a closed post', async () => {
    const found = titles(await filter({ experience_level: ['advanced'], tech_stack: ['rust'] }));
    expect(found).toEqual(['Wombat game old', 'Wombat site old']);
  });
});

describe('All projects without the recommended posts', () => {
  const allProjects = async (exclude: string[] | undefined, page = 1, limit = 4) => {
    const res = await viewer.gql(ALL_PROJECTS, { page, limit, exclude });
    expect(res.errors).toBeUndefined();
    return res.data.loadPosts;
  };

  it('leaves the excluded posts out of every page, and no other post', async () => {
    const shown = [ids['Garden app new']!, ids['Wombat api new']!.toUpperCase()];
    expect(titles(await allProjects(shown, 1, 3))).toEqual([
      'Rust tool new',
      'Filler 0',
      'Filler 1',
    ]);
    const everything = (await allPages((page) => allProjects(undefined, page, 50), 50)).map(
      (p) => p._id,
    );
    const withoutShown = (await allPages((page) => allProjects(shown, page, 50), 50)).map(
      (p) => p._id,
    );
    const expected = everything.filter(
      (id) => id !== ids['Garden app new'] && id !== ids['Wombat api new'],
    );
    expect(withoutShown).toEqual(expected);
    expect(withoutShown).toHaveLength(FILLERS + 4);
  });

  it('keeps the newest-first list when nothing is excluded', async () => {
    expect(titles(await allProjects([], 1, 3))).toEqual([
      'Wombat api new',
      'Garden app new',
      'Rust tool new',
    ]);
  });

  it('leaves out the first recommendations when asked beside them, as their ids would', async () => {
    const recommended = await viewer.gql(RECOMMENDED, { limit: 3 });
    expect(recommended.errors).toBeUndefined();
    const shown = recommended.data.loadByRecommendation.map(({ post }) => post._id);
    expect(shown).toHaveLength(3);
    for (const page of [1, 2]) {
      const beside = await viewer.gql(ALL_BESIDE_RECOMMENDED, {
        page,
        limit: 5,
        excludeRecommended: 3,
      });
      expect(beside.errors).toBeUndefined();
      const after = await allProjects(shown, page, 5);
      expect(beside.data.loadPosts.map((p) => p._id)).toEqual(after.map((p) => p._id));
    }
    for (const excludeRecommended of [-1, PAGE_LIMIT_MAX + 1]) {
      const res = await viewer.gql(ALL_BESIDE_RECOMMENDED, { excludeRecommended });
      expect(res.code).toBe('BAD_USER_INPUT');
    }
  });

  it(`refuses more than ${PAGE_LIMIT_MAX} ids or one that is not an id`, async () => {
    const tooMany = Array.from({ length: PAGE_LIMIT_MAX + 1 }, () => ids['Notes old']!);
    for (const exclude of [tooMany, ['not-an-id']]) {
      const res = await viewer.gql(ALL_PROJECTS, { exclude });
      expect(res.code).toBe('BAD_USER_INPUT');
    }
  });
});
