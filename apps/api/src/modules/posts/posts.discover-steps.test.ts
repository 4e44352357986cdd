import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql } from '../../../test/gql/index.js';
import type { ProjectFilterInput } from '../../../test/gql/graphql.js';
import { buildFillerPosts } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { posts } from '../../db/schema/index.js';
import { windowRows } from '../../lib/newest-matches.js';

// The steps a Discover group takes past the newest posts (posts.discover.ts, docs/decisions/
// 0061): the window of the filter's anchor term, the last weeks' matches through the age keys,
// then all matches; and the keys standing for a combination (the single-valued fields together, a
// title in one work mode). More newer filler posts than any window share the anchor term, so
// the matches below sit past both windows: some in the last weeks, some months old, and each
// page must still be the newest matches in order.

const FILTER = graphql(`
  query DiscoverSteps($filter: ProjectFilterInput!, $page: Int, $limit: Int) {
    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {
      _id
      title
    }
  }
`);
const SEARCH = graphql(`
  query DiscoverStepsSearch($search: String!, $page: Int, $limit: Int) {
    searchProjects(search: $search, page: $page, limit: $limit) {
      _id
      title
    }
  }
`);

const FILLERS = windowRows(50) + 100;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let app: TestApp;
let viewer: Member;
let author: Member;
/** One clock for every created_at, so the order does not depend on how long inserts take. */
const start = Date.now();

async function insertPost(title: string, ago: number, values: Partial<typeof posts.$inferInsert>) {
  await app.db.insert(posts).values({
    posted_by: author.user.id,
    title,
    created_at: new Date(start - ago),
    ...values,
  });
}

const inPersonOther = { work_mode: 'in person', project_type: 'Other' } as const;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app);
  author = await buildMember(app);
  // The newest posts: all Fortran (the anchor's window is theirs), remote, beginner, Hackathon.
  await buildFillerPosts(app.db, {
    count: FILLERS,
    postedBy: author.user.id,
    newest: start,
    overrides: { project_type: 'Hackathon' },
  });
  // Among the fillers, past the shorter window of a first page (1,000 rows and 10 per row to
  // find) but inside the longer one: found by the last weeks' step there.
  await insertPost('Wombat mid A', 1200.5 * 1000, {});
  await insertPost('Wombat mid B', 1900.5 * 1000, { work_mode: 'hybrid' });
  // Past every window, in the last weeks ...
  await insertPost('Quokka recent A', 100 * MINUTE, {
    tech_stack: ['Fortran', 'Zig'],
    experience_level: 'advanced',
    ...inPersonOther,
  });
  await insertPost('Quokka recent B', 101 * MINUTE, {
    tech_stack: ['Fortran'],
    experience_level: 'any',
    ...inPersonOther,
  });
  await insertPost('No mode quokka', 102 * MINUTE, { tech_stack: ['Zig'], work_mode: null });
  await insertPost('Elsewhere', 103 * MINUTE, { description: 'a quokka', tech_stack: ['Zig'] });
  // ... and months old (older than any age key the last weeks' step asks for).
  await insertPost('Quokka old C', 90 * DAY, {
    tech_stack: ['Fortran', 'Zig'],
    experience_level: 'advanced',
    ...inPersonOther,
  });
  await insertPost('Quokka old D', 91 * DAY, {
    tech_stack: ['Fortran'],
    experience_level: 'any',
    ...inPersonOther,
  });
  await insertPost('Quokka closed', 50 * MINUTE, {
    tech_stack: ['Fortran'],
    experience_level: 'advanced',
    status: 'closed',
    ...inPersonOther,
  });
});
afterAll(() => app.stop());

const titles = (items: { title: string }[]) => items.map((i) => i.title);

async function filter(f: ProjectFilterInput, page = 1, limit = 50) {
  const res = await viewer.gql(FILTER, { filter: f, page, limit });
  expect(res.errors).toBeUndefined();
  return titles(res.data.loadPostByFilter);
}

async function search(text: string, page = 1, limit = 50) {
  const res = await viewer.gql(SEARCH, { search: text, page, limit });
  expect(res.errors).toBeUndefined();
  return titles(res.data.searchProjects);
}

/** Pages of one row concatenated until an empty one. */
async function onePerPage(fetch: (page: number) => Promise<string[]>) {
  const all: string[] = [];
  for (let page = 1; ; page += 1) {
    const items = await fetch(page);
    if (items.length === 0) return all;
    all.push(...items);
  }
}

const FOUR = ['Quokka recent A', 'Quokka recent B', 'Quokka old C', 'Quokka old D'];

describe('past the windows', () => {
  it('finds a filter’s matches beyond its anchor’s window, the last weeks’ first', async () => {
    // One tech: its newest posts are the window; advanced (or any level) is none of them.
    expect(await filter({ tech_stack: ['Fortran'], experience_level: ['advanced'] })).toEqual(FOUR);
    // A page the last weeks fill, then pages that need the older matches, in order.
    expect(await filter({ tech_stack: ['fortran'], experience_level: ['advanced'] }, 1, 1)).toEqual(
      ['Quokka recent A'],
    );
    expect(
      await onePerPage((page) =>
        filter({ tech_stack: ['Fortran'], experience_level: ['advanced'] }, page, 1),
      ),
    ).toEqual(FOUR);
  });

  it('answers all tags of a tech filter through the anchor’s window and the steps after it', async () => {
    expect(await filter({ tech_stack: ['Fortran', 'Zig'], tech_match: 'all' })).toEqual([
      'Quokka recent A',
      'Quokka old C',
    ]);
    expect(await filter({ tech_stack: ['Zig'], experience_level: ['beginner'] })).toEqual([]);
  });
});

describe('past a first page’s shorter window', () => {
  it('finds title matches the longer window would hold, newest first', async () => {
    expect(await search('wombat', 1, 4)).toEqual(['Wombat mid A', 'Wombat mid B']);
    expect(await onePerPage((page) => search('wombat', page, 1))).toEqual([
      'Wombat mid A',
      'Wombat mid B',
    ]);
    expect(await filter({ search: 'wombat', work_mode: ['hybrid'] }, 1, 4)).toEqual([
      'Wombat mid B',
    ]);
  });
});

describe('keys for a combination', () => {
  it('matches the single-valued fields together, any level under a level', async () => {
    const f = { work_mode: ['in person'], experience_level: ['advanced'], project_type: ['Other'] };
    expect(await filter(f)).toEqual(FOUR);
    expect(await onePerPage((page) => filter(f, page, 1))).toEqual(FOUR);
    expect(await filter({ work_mode: ['in person'], project_type: ['Hackathon'] })).toEqual([]);
    expect(await filter({ experience_level: ['advanced'], project_type: ['other'] })).toEqual(FOUR);
    expect(await filter({ work_mode: ['remote'], experience_level: ['beginner'] }, 1, 2)).toEqual([
      'Filler 0',
      'Filler 1',
    ]);
  });

  it('finds a title in its work mode’s column, and one with no mode', async () => {
    expect(await search('quokka')).toEqual([
      'Quokka recent A',
      'Quokka recent B',
      'No mode quokka',
      'Quokka old C',
      'Quokka old D',
      'Elsewhere',
    ]);
    expect(await onePerPage((page) => search('quokka', page, 1))).toEqual([
      'Quokka recent A',
      'Quokka recent B',
      'No mode quokka',
      'Quokka old C',
      'Quokka old D',
      'Elsewhere',
    ]);
    expect(await filter({ search: 'quokka', work_mode: ['in person'] })).toEqual(FOUR);
    expect(await filter({ search: 'quokka', work_mode: ['remote'] })).toEqual([]);
    expect(await filter({ search: 'quokka old', tech_stack: ['Zig'] })).toEqual(['Quokka old C']);
  });
});
