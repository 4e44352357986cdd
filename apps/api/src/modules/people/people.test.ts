import { PAGE_LIMIT_MAX, TEXT_LIMITS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { graphql } from '../../../test/gql/index.js';
import type { PeopleCardFragment, PeopleFilterInput } from '../../../test/gql/graphql.js';
import { documentText } from '../../../test/graphql.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';
import type { NewUser } from '../../db/schema/index.js';
import { userSkills, users } from '../../db/schema/index.js';

// What every card answer below selects (codegen reads the fragment from here).
graphql(`
  fragment PeopleCard on Person {
    _id
    first_name
    last_name
    photo
    location_id
    title
    bio
    is_connection
    chat_id
    top_skills {
      _id
      skill_name
      proficiency_level
      is_top
      order
    }
  }
`);
const PEOPLE = graphql(`
  query PeoplePeople($page: Int, $limit: Int) {
    loadPeople(page: $page, limit: $limit) {
      ...PeopleCard
    }
  }
`);
const FILTER = graphql(`
  query PeopleFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {
    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {
      ...PeopleCard
    }
  }
`);
const SEARCH = graphql(`
  query PeopleSearch($search: String!, $page: Int, $limit: Int) {
    searchPeople(search: $search, page: $page, limit: $limit) {
      ...PeopleCard
    }
  }
`);
const BY_ID = graphql(`
  query PeopleById($id: ID!) {
    loadPersonById(id: $id) {
      ...PeopleCard
    }
  }
`);
const SEND = graphql(`
  mutation PeopleSend($addresseeUserId: ID!) {
    sendFriendReq(addresseeUserId: $addresseeUserId) {
      _id
    }
  }
`);
const ACCEPT = graphql(`
  mutation PeopleAccept($connectionId: ID!) {
    acceptFriendReq(connectionId: $connectionId) {
      chat_id
    }
  }
`);
const BLOCK = graphql(`
  mutation PeopleBlock($addresseeUserId: ID!) {
    blockUser(addresseeUserId: $addresseeUserId) {
      _id
    }
  }
`);

type Card = PeopleCardFragment;

let app: TestApp;
let viewer: Member;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app, { first_name: 'Viewer', title: 'Quantum gardener' });
});
afterAll(() => app.stop());

/** A member with skills (name, is_top) in the given order. */
async function person(overrides: Partial<NewUser>, skills: [string, boolean?][] = []) {
  const m = await buildMember(app, { last_name: 'Person', ...overrides });
  if (skills.length > 0)
    await app.db.insert(userSkills).values(
      skills.map(([skill_name, is_top = false], order) => ({
        user_id: m.user.id,
        skill_name,
        is_top,
        order,
      })),
    );
  return m;
}

const ids = (cards: Card[]) => cards.map((c) => c._id);
const newestFirst = (members: Member[]) =>
  members
    .map((m) => m.user.id)
    .sort()
    .reverse();

async function filterPage(filter: PeopleFilterInput, page: number, limit: number) {
  const res = await viewer.gql(FILTER, { filter, page, limit });
  expect(res.errors).toBeUndefined();
  return res.data.loadPeopleByFilter;
}

describe('loadPeopleByFilter', () => {
  it('pages are full, disjoint and all match (the viewer too); blocked and nameless members never appear', async () => {
    const matching: Member[] = [];
    for (let i = 0; i < 6; i += 1)
      matching.push(
        await person({ first_name: `Erl${i}` }, [['Go'], [i % 2 ? 'ERLANGISH' : 'erlangish']]),
      );
    for (let i = 0; i < 5; i += 1)
      matching.push(await person({ first_name: `Has${i}` }, [['Haskellish']]));
    await person({ first_name: 'Near' }, [['Erlangish-extra']]);
    await person({ first_name: 'Cob' }, [['Cobolish']]);
    await person({ first_name: '' }, [['Erlangish']]);
    const blocker = await person({ first_name: 'Blocker' }, [['Erlangish']]);
    await blocker.gql(BLOCK, { addresseeUserId: viewer.user.id });
    const blocked = await person({ first_name: 'Blocked' }, [['Haskellish']]);
    await viewer.gql(BLOCK, { addresseeUserId: blocked.user.id });
    await app.db
      .insert(userSkills)
      .values({ user_id: viewer.user.id, skill_name: 'Erlangish', order: 0 });

    const filter = { skills: ['Erlangish', 'haskellish'] };
    const pages = [
      await filterPage(filter, 1, 4),
      await filterPage(filter, 2, 4),
      await filterPage(filter, 3, 4),
      await filterPage(filter, 4, 4),
    ];
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 0]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(12);
    // The viewer has the skill too: listed in their place (the oldest), their card marked on the web.
    expect(all).toEqual(newestFirst([viewer, ...matching]));
    for (const card of pages.flat())
      expect(
        card.top_skills.some((s) =>
          ['erlangish', 'haskellish'].includes(s.skill_name.toLowerCase()),
        ),
      ).toBe(true);
  });

  it('matches a title part case-insensitively and ANDs it with skills', async () => {
    const lead = await person({ first_name: 'Lia', title: 'Lead ZEPHYR Engineer' }, [['Rustish']]);
    const other = await person({ first_name: 'Oli', title: 'zephyr designer' }, [['Figmaish']]);
    await person({ first_name: 'Pat', title: 'Plain engineer' }, [['Rustish']]);
    expect(ids(await filterPage({ title: 'Zephyr' }, 1, 10))).toEqual(newestFirst([lead, other]));
    expect(ids(await filterPage({ title: 'zephyr', skills: ['rustish'] }, 1, 10))).toEqual([
      lead.user.id,
    ]);
    // LIKE wildcards in the input are literal.
    expect(await filterPage({ title: '%' }, 1, 10)).toEqual([]);
  });

  it('accepts each filter limit and refuses one over it (BAD_USER_INPUT with the schema message)', async () => {
    const skills = (n: number) => Array.from({ length: n }, (_, i) => `Limitskill${i}`);
    const long = (n: number) => 'x'.repeat(n);
    const match = await person({ first_name: 'Lim', title: long(TEXT_LIMITS.shortMax) }, [
      ['Limitskill0'],
    ]);
    // At the limits: answered (and the title matches itself in full).
    expect(ids(await filterPage({ skills: skills(TEXT_LIMITS.tagsMax) }, 1, 10))).toEqual([
      match.user.id,
    ]);
    expect(ids(await filterPage({ title: long(TEXT_LIMITS.shortMax) }, 1, 10))).toEqual([
      match.user.id,
    ]);
    expect(await filterPage({ skills: [long(TEXT_LIMITS.shortMax)] }, 1, 10)).toEqual([]);
    // Duplicates (any case) and blanks are dropped before counting.
    const withDuplicate = [...skills(TEXT_LIMITS.tagsMax), 'LIMITSKILL0', '  '];
    expect(ids(await filterPage({ skills: withDuplicate }, 1, 10))).toEqual([match.user.id]);

    for (const [filter, message] of [
      [
        { skills: skills(TEXT_LIMITS.tagsMax + 1) },
        `skills: At most ${TEXT_LIMITS.tagsMax} skills allowed.`,
      ],
      [
        { skills: ['Go', long(TEXT_LIMITS.shortMax + 1)] },
        `skills.1: Each of skills must be at most ${TEXT_LIMITS.shortMax} characters.`,
      ],
      [
        { title: long(TEXT_LIMITS.shortMax + 1) },
        `title: Title must be at most ${TEXT_LIMITS.shortMax} characters.`,
      ],
    ] as const) {
      const res = await viewer.gql(documentText(FILTER), { filter, page: 1, limit: 10 });
      expect(res.code, JSON.stringify(filter).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(res.message).toBe(message);
    }
  });

  it('treats an empty filter like loadPeople', async () => {
    const plain = await viewer.gql(PEOPLE, { page: 1, limit: 6 });
    expect(ids(await filterPage({ skills: [], title: '  ' }, 1, 6))).toEqual(
      ids(plain.data.loadPeople),
    );
  });
});

describe('statements per page', () => {
  it('runs the same 3 SQL statements (the page and two batched lookups) for a page of 4 and of 50, on both lists (no N+1)', async () => {
    // 50 fresh members, newest of all, each with two skills; the viewer asked two of them.
    const fresh = await app.db
      .insert(users)
      .values(
        Array.from({ length: PAGE_LIMIT_MAX }, (_, i) => ({
          first_name: `Count${i}`,
          last_name: 'Person',
          email: `count-${i}-${Date.now()}@example.test`,
        })),
      )
      .returning({ id: users.id });
    await app.db.insert(userSkills).values(
      fresh.flatMap(({ id }) => [
        { user_id: id, skill_name: 'Countish', is_top: true, order: 0 },
        { user_id: id, skill_name: 'Tallyish', order: 1 },
      ]),
    );
    const asked = fresh.slice(-2).map((f) => f.id);
    for (const id of asked) await viewer.gql(SEND, { addresseeUserId: id });
    // The viewer's token was just used: its bearer check is kept (modules/auth/session-cache.ts).

    for (const [query, variables, field] of [
      [PEOPLE, {}, 'loadPeople'],
      [FILTER, { filter: { skills: ['countish'] } }, 'loadPeopleByFilter'],
    ] as const) {
      const counts: number[] = [];
      for (const limit of [4, PAGE_LIMIT_MAX]) {
        const { result: res, statements } = await countStatements(app.db, () =>
          viewer.gql<Record<string, Card[]>>(documentText(query), { ...variables, limit }),
        );
        expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
        const cards = res.data[field]!;
        counts.push(statements);
        // The page is full and its cards carry what the extra statements load.
        expect(cards).toHaveLength(limit);
        expect(cards.every((c) => c.top_skills.length === 2)).toBe(true);
        expect(cards.filter((c) => c.is_connection === 'pending').map((c) => c._id)).toEqual(
          [...asked].reverse().slice(0, limit),
        );
      }
      // The page, then one batched lookup each: the cards' skills, the viewer's connections.
      expect(counts, field).toEqual([3, 3]);
    }
  });
});

describe('loadPeople', () => {
  it('lists members with a first name, newest first; limit is capped', async () => {
    const nameless = await person({ first_name: '' });
    const res = await viewer.gql(PEOPLE, { page: 1, limit: 500 });
    const listed = ids(res.data.loadPeople);
    expect(listed.length).toBeLessThanOrEqual(PAGE_LIMIT_MAX);
    expect(listed).not.toContain(nameless.user.id);
    expect(listed).toEqual([...listed].sort().reverse());
    expect(res.data.loadPeople.every((c) => c.first_name !== '')).toBe(true);
  });

  it('hides members blocked either way from both sides', async () => {
    const [a, b] = [await person({ first_name: 'BlockA' }), await person({ first_name: 'BlockB' })];
    await a.gql(BLOCK, { addresseeUserId: b.user.id });
    const seenBy = async (m: Member) =>
      ids((await m.gql(PEOPLE, { limit: PAGE_LIMIT_MAX })).data.loadPeople);
    expect(await seenBy(a)).not.toContain(b.user.id);
    expect(await seenBy(b)).not.toContain(a.user.id);
    expect(await seenBy(viewer)).toEqual(expect.arrayContaining([a.user.id, b.user.id]));
  });
});

describe('searchPeople', () => {
  it('finds by part of the name and by part of a skill, case-insensitively', async () => {
    const ada = await person({ first_name: 'Adalinda', last_name: 'Lovelacey' }, [['Mathish']]);
    const tom = await person({ first_name: 'Tom' }, [['PostgreSQLish']]);
    const search = async (text: string, m: Member = viewer) =>
      ids((await m.gql(SEARCH, { search: text, limit: 10 })).data.searchPeople);
    expect(await search('dalin')).toEqual([ada.user.id]);
    expect(await search('adalinda LOVE')).toEqual([ada.user.id]);
    expect(await search('greSQLi')).toEqual([tom.user.id]);
    expect(await search('   ')).toEqual([]);
    // The blocked member disappears from the blocker's search.
    await viewer.gql(BLOCK, { addresseeUserId: tom.user.id });
    expect(await search('greSQLi')).toEqual([]);
    expect(await search('Viewer', ada)).toEqual([viewer.user.id]);
    // One's own card is found too (listed, with Connect hidden).
    expect(await search('Viewer')).toEqual([viewer.user.id]);
  });

  it('finds by part of the title ("designer" finds a "Product designer")', async () => {
    const designer = await person({ first_name: 'Desi', title: 'Product Designerish' });
    await person({ first_name: 'Dev', title: 'Developerish' });
    const res = await viewer.gql(SEARCH, { search: 'designerish', limit: 10 });
    expect(ids(res.data.searchPeople)).toEqual([designer.user.id]);
  });

  it('never finds a member without a first name, by last name or by skill', async () => {
    const nameless = await person({ first_name: '', last_name: 'Quillfeather' }, [['Zinnober']]);
    const named = await person({ first_name: 'Nia', last_name: 'Quillfeather' }, [['Zinnober']]);
    for (const text of ['quillfeath', 'ZINNOB']) {
      const res = await viewer.gql(SEARCH, { search: text, limit: 10 });
      expect(res.errors).toBeUndefined();
      expect(ids(res.data.searchPeople)).toEqual([named.user.id]);
    }
    // The nameless member is still a member: reachable by id, just not listed.
    const card = await viewer.gql(BY_ID, { id: nameless.user.id });
    expect(card.data.loadPersonById._id).toBe(nameless.user.id);
  });

  it('refuses search text over the limit', async () => {
    const res = await viewer.gql(SEARCH, { search: 'x'.repeat(101) });
    expect(res.code).toBe('BAD_USER_INPUT');
  });
});

describe('loadPersonById', () => {
  it('answers the card with all skills (top first, then order) and the live connection state', async () => {
    const sam = await person({ first_name: 'Sam', bio: 'Hi' }, [
      ['A'],
      ['B', true],
      ['C'],
      ['D', true],
      ['E'],
    ]);
    const card = async () => (await viewer.gql(BY_ID, { id: sam.user.id })).data.loadPersonById;
    const before = await card();
    expect(before.top_skills.map((s) => s.skill_name)).toEqual(['B', 'D', 'A', 'C', 'E']);
    expect(before).toMatchObject({ first_name: 'Sam', is_connection: 'none', chat_id: null });
    const sent = await viewer.gql(SEND, {
      addresseeUserId: sam.user.id,
    });
    expect((await card()).is_connection).toBe('pending');
    const accepted = await sam.gql(ACCEPT, {
      connectionId: sent.data.sendFriendReq._id,
    });
    expect(await card()).toMatchObject({
      is_connection: 'accepted',
      chat_id: accepted.data.acceptFriendReq.chat_id,
    });
    // The same state on the people list.
    const listed = await viewer.gql(SEARCH, { search: 'Sam' });
    expect(listed.data.searchPeople.find((c) => c._id === sam.user.id)?.is_connection).toBe(
      'accepted',
    );
  });

  it('answers NOT_FOUND for unknown, malformed and blocked members', async () => {
    expect((await viewer.gql(BY_ID, { id: '01900000-0000-7000-8000-000000000009' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await viewer.gql(BY_ID, { id: 'nope' })).code).toBe('NOT_FOUND');
    const blocker = await person({ first_name: 'Shy' });
    await blocker.gql(BLOCK, { addresseeUserId: viewer.user.id });
    expect((await viewer.gql(BY_ID, { id: blocker.user.id })).code).toBe('NOT_FOUND');
  });
});

describe('the viewer’s own card (issue 16)', () => {
  it('lists the viewer among the others in id order, on every list, with no connection', async () => {
    const me = await person({ first_name: 'Selfie', title: 'Owlish cartographer' }, [['Owlcraft']]);
    const older = await person({ first_name: 'Olderowl', title: 'owlish pilot' }, [['Owlcraft']]);
    const newer = await person({ first_name: 'Newerowl', title: 'Owlish baker' }, [['Owlcraft']]);
    const expected = newestFirst([me, older, newer]);
    const mine = (cards: Card[]) => cards.find((c) => c._id === me.user.id);

    // loadPeople: the newest three members, the viewer in place, on pages of the usual size.
    const pages = [
      (await me.gql(PEOPLE, { page: 1, limit: 2 })).data.loadPeople,
      (await me.gql(PEOPLE, { page: 2, limit: 2 })).data.loadPeople,
    ];
    expect(pages.map((p) => p.length)).toEqual([2, 2]);
    expect(
      pages
        .flat()
        .map((c) => c._id)
        .slice(0, 3),
    ).toEqual(expected);
    expect(mine(pages.flat())).toMatchObject({ is_connection: 'none', chat_id: null });

    const byFilter = async (filter: PeopleFilterInput) =>
      ids((await me.gql(FILTER, { filter, limit: 10 })).data.loadPeopleByFilter);
    expect(await byFilter({ skills: ['owlcraft'] })).toEqual(expected);
    expect(await byFilter({ title: 'OWLISH' })).toEqual(expected);
    const found = (await me.gql(SEARCH, { search: 'selfie', limit: 10 })).data.searchPeople;
    expect(ids(found)).toEqual([me.user.id]);
    expect(mine(found)?.top_skills.map((s) => s.skill_name)).toEqual(['Owlcraft']);
  });
});

describe('requires sign-in', () => {
  it.each([
    [documentText(PEOPLE), {}],
    [documentText(FILTER), { filter: {} }],
    [documentText(SEARCH), { search: 'ada' }],
    [documentText(BY_ID), { id: 'x' }],
  ])('%s', async (query, variables) => {
    expect((await gqlAs(app, undefined, query, variables)).code).toBe('UNAUTHENTICATED');
  });
});
