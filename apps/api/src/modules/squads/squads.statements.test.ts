import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildSquad } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { countStatements } from '../../../test/statements.js';

// The squad lists cost the same number of statements however many squads, members and chats
// they hold (no N+1): each derived field is one batch for the whole list (docs/decisions/0026).

const MY_SQUADS = `{ getMySquads {
  _id chat_id is_owner created_at spots_total spots_filled unread_count
  seats { role total filled }
  members { user_id first_name last_name photo title role is_owner joined_at is_connection chat_id }
  post { _id title status spots_filled squad_preview { user_id photo } } } }`;
const CHAT_LIST = `{ getChatListForUser {
  _id kind participant_ids other_user_id post_id title member_count
  members { user_id first_name photo } first_name last_message_content last_message_at } }`;
const CARDS = `query($limit: Int) { loadPostsByUserId(userId: "${'$OWNER'}", limit: $limit) {
  _id spots_total spots_filled in_squad seats { role total filled }
  squad_preview { user_id first_name photo } } }`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** A member in `squads` squads of `size` members each (every other one their own), with chats. */
async function memberInSquads(squads: number, size: number): Promise<Member> {
  const viewer = await buildMember(app);
  for (let s = 0; s < squads; s += 1) {
    const others = [];
    for (let i = 0; i < size; i += 1) others.push((await buildMember(app)).user.id);
    const owner = s % 2 === 0 ? viewer.user.id : others.shift()!;
    const members = [...others, ...(owner === viewer.user.id ? [] : [viewer.user.id])];
    await buildSquad(
      app.db,
      owner,
      members.map((userId, i) => ({ userId, role: i % 2 ? 'Backend' : 'Frontend' })),
    );
  }
  return viewer;
}

async function statementsOf(viewer: Member, query: string, variables = {}) {
  const { result, statements } = await countStatements(app.db, () => viewer.gql(query, variables), {
    transactions: true,
  });
  expect(result.errors).toBeUndefined();
  return statements;
}

describe('squad list statements', () => {
  it('My Squads and the chat list cost the same for 1 squad and for 6 larger ones', async () => {
    const few = await memberInSquads(1, 2);
    const many = await memberInSquads(6, 4);
    const mySquads = [await statementsOf(few, MY_SQUADS), await statementsOf(many, MY_SQUADS)];
    expect(mySquads[1]).toBe(mySquads[0]);
    const chatList = [await statementsOf(few, CHAT_LIST), await statementsOf(many, CHAT_LIST)];
    expect(chatList[1]).toBe(chatList[0]);
    // One statement for the list itself (after the session check).
    expect(chatList[0]).toBeLessThanOrEqual(2);
  });

  it('post cards with seats and faces cost the same for 1 post and for 6', async () => {
    const few = await memberInSquads(1, 2);
    const many = await memberInSquads(12, 3);
    const cards = (viewer: Member) => CARDS.replace('$OWNER', viewer.user.id);
    const counts = [
      await statementsOf(few, cards(few), { limit: 50 }),
      await statementsOf(many, cards(many), { limit: 50 }),
    ];
    expect(counts[1]).toBe(counts[0]);
  });
});
