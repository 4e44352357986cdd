import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildBlock, buildSkill } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { buildMember, type Member } from '../../../test/members.js';
import { users } from '../../db/schema/index.js';
import { windowRows } from '../../lib/newest-matches.js';

// searchPeople at scale (docs/decisions/0018): matches come from a window of the newest members
// when it holds enough, else from the trigram indexes. Matching members sit on both sides of a
// window of newer fillers; what the viewer sees must not depend on which path answered.

const SEARCH = graphql(`
  query PeopleSearchAtScale($search: String!, $page: Int, $limit: Int) {
    searchPeople(search: $search, page: $page, limit: $limit) {
      _id
      first_name
      title
    }
  }
`);

let app: TestApp;
let viewer: Member;
const names: Record<string, string> = {};

const member = async (key: string, values: Partial<typeof users.$inferInsert>) => {
  const m = await buildMember(app, { first_name: key, ...values });
  names[m.user.id] = key;
  return m;
};

beforeAll(async () => {
  app = await startTestApp();
  viewer = await member('Viewer', {});
  // Older than every filler, so outside the window: one match by name, title, skill each.
  await member('Quokkaline', { last_name: 'Old' });
  await member('Titled', { title: 'Quokka keeper' });
  const skilled = await member('Skilled', {});
  await buildSkill(app.db, { user_id: skilled.user.id, skill_name: 'QuokkaScript' });
  const nameless = await member('', {});
  await buildSkill(app.db, { user_id: nameless.user.id, skill_name: 'Quokka' });
  const blocked = await member('Quokka', { last_name: 'Blocked' });
  await buildBlock(app.db, { blocker_id: viewer.user.id, blocked_id: blocked.user.id });
  await app.db.insert(users).values(
    Array.from({ length: windowRows(50) + 100 }, (_, i) => ({
      id: uuidv7(),
      email: `filler-${i}@example.test`,
      first_name: 'Filler',
      last_name: String(i),
    })),
  );
  // Newer than the fillers: inside the window.
  await member('Newest', { last_name: 'Quokka' });
});
afterAll(() => app.stop());

const search = async (text: string, page = 1, limit = 50) => {
  const res = await viewer.gql(SEARCH, { search: text, page, limit });
  expect(res.errors).toBeUndefined();
  return res.data.searchPeople;
};

describe('searchPeople at scale', () => {
  it('finds by name, title or skill, newest members first, inside and outside the window', async () => {
    expect((await search('quokka')).map((c) => c.first_name)).toEqual([
      'Newest',
      'Skilled',
      'Titled',
      'Quokkaline',
    ]);
  });

  it('gives the same members page by page as in one page', async () => {
    const big = (await search('quokka')).map((c) => c._id);
    for (const limit of [1, 3]) {
      const paged: string[] = [];
      for (let page = 1; page <= 5; page += 1)
        paged.push(...(await search('quokka', page, limit)).map((c) => c._id));
      expect(paged, `limit ${limit}`).toEqual(big);
    }
  });

  it('pages through common matches newest first without duplicates', async () => {
    const big = (await search('filler', 1, 50)).map((c) => c._id);
    expect(big).toHaveLength(50);
    const paged: string[] = [];
    for (let page = 1; page <= 10; page += 1)
      paged.push(...(await search('filler', page, 5)).map((c) => c._id));
    expect(paged).toEqual(big);
    expect([...big].sort().reverse()).toEqual(big);
  });

  it('answers text nothing matches with an empty list', async () => {
    expect(await search('zzyzxq')).toEqual([]);
  });
});
