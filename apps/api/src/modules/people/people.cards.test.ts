import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildConnection, buildSkill } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';

// A list of person cards loads what its selected card fields read before they run
// (withPersonCards): the viewer's connection with each member and their skills, one statement
// each, and nothing for a field the client did not select.

let app: TestApp;
let viewer: Member;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app);
  const known = await buildMember(app, { first_name: 'Quillon', title: 'Cartographer' });
  await buildSkill(app.db, { user_id: known.user.id, skill_name: 'Mapping', is_top: true });
  await buildConnection(app.db, {
    requester_user_id: viewer.user.id,
    addressee_user_id: known.user.id,
  });
});
afterAll(() => app.stop());

const cards = (fields: string, fragments = '') =>
  `query { searchPeople(search: "Quillon") { _id ${fields} } } ${fragments}`;

async function asked(query: string) {
  const { result, statements } = await countStatements(app.db, () =>
    viewer.gql<{ searchPeople: Record<string, unknown>[] }>(query),
  );
  expect(result.errors).toBeUndefined();
  expect(result.data.searchPeople).toHaveLength(1);
  return { card: result.data.searchPeople[0]!, statements };
}

describe('a list of person cards', () => {
  it('loads the connection and the skills once each, only when a card field needs them', async () => {
    await asked(cards('')); // the session check, kept for the token afterwards
    const bare = await asked(cards(''));
    const connection = await asked(cards('is_connection chat_id'));
    const skills = await asked(cards('top_skills { skill_name is_top }'));
    const both = await asked(cards('chat_id top_skills { skill_name }'));
    expect(connection.statements).toBe(bare.statements + 1);
    expect(skills.statements).toBe(bare.statements + 1);
    expect(both.statements).toBe(bare.statements + 2);
    expect(connection.card).toMatchObject({ is_connection: 'accepted' });
    expect(connection.card.chat_id).toEqual(expect.any(String));
    expect(skills.card.top_skills).toEqual([{ skill_name: 'Mapping', is_top: true }]);
    expect(both.card).toEqual({
      _id: connection.card._id,
      chat_id: connection.card.chat_id,
      top_skills: [{ skill_name: 'Mapping' }],
    });
  });

  it('sees card fields asked through fragments', async () => {
    const direct = await asked(cards('is_connection top_skills { skill_name }'));
    const spread = await asked(
      cards(
        '...Card ... on Person { is_connection }',
        'fragment Card on Person { top_skills { skill_name } }',
      ),
    );
    expect(spread.statements).toBe(direct.statements);
    expect(spread.card).toEqual(direct.card);
  });
});
