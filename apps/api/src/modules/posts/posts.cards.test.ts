import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildConnection, buildSquad } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';

// A list of cards loads what its selected card fields read before they run (withCards): the
// squads' members and the viewer's connection with each author, one statement each, and nothing
// for a field the client did not select.

let app: TestApp;
let viewer: Member;
let owner: Member;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await buildMember(app);
  owner = await buildMember(app);
  const mate = await buildMember(app);
  await buildSquad(app.db, owner.user.id, [{ userId: mate.user.id, role: 'Backend' }]);
  await buildConnection(app.db, {
    requester_user_id: viewer.user.id,
    addressee_user_id: owner.user.id,
  });
});
afterAll(() => app.stop());

const cards = (fields: string, fragments = '') =>
  `query($userId: ID!) { loadPostsByUserId(userId: $userId) { _id ${fields} } } ${fragments}`;

async function asked(query: string) {
  const { result, statements } = await countStatements(
    app.db,
    () =>
      viewer.gql<{ loadPostsByUserId: Record<string, unknown>[] }>(query, {
        userId: owner.user.id,
      }),
    { transactions: true },
  );
  expect(result.errors).toBeUndefined();
  return { card: result.data.loadPostsByUserId[0]!, statements };
}

describe('a list of cards', () => {
  it('loads the squad and the connection once each, only when a card field needs them', async () => {
    await asked(cards('')); // the session check, kept for the token afterwards
    const bare = await asked(cards(''));
    const squad = await asked(cards('spots_total spots_filled in_squad seats { role filled }'));
    const connection = await asked(cards('is_connection chat_id'));
    const both = await asked(cards('spots_filled is_connection squad_preview { user_id }'));
    expect(squad.statements).toBe(bare.statements + 1);
    expect(connection.statements).toBe(bare.statements + 1);
    expect(both.statements).toBe(bare.statements + 2);
    expect(squad.card).toMatchObject({
      spots_total: 1,
      spots_filled: 1,
      in_squad: false,
      seats: [{ role: 'Backend', filled: 1 }],
    });
    expect(connection.card).toMatchObject({ is_connection: 'accepted' });
    expect(connection.card.chat_id).toEqual(expect.any(String));
    expect(both.card.squad_preview).toEqual([
      { user_id: owner.user.id },
      { user_id: expect.any(String) },
    ]);
  });

  it('sees card fields asked through fragments', async () => {
    const direct = await asked(cards('spots_filled is_connection'));
    const spread = await asked(
      cards('...Card ... on Post { is_connection }', 'fragment Card on Post { spots_filled }'),
    );
    expect(spread.statements).toBe(direct.statements);
    expect(spread.card).toEqual(direct.card);
  });
});
