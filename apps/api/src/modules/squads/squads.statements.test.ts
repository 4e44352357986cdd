import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildSquad } from '../../../test/factories.js';
import {
  squadFiles,
  squadHistory,
  squadLinks,
  squadSpaces,
  squadTasks,
} from '../../db/schema/index.js';
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

const SQUAD_PAGE = `query($postId: ID!) { loadSquad(postId: $postId) {
  _id chat_id is_owner unread_count spots_total spots_filled seats { role total filled }
  members { user_id first_name role is_owner is_connection chat_id }
  post { _id title status apply_by squad_preview { user_id } }
  workspace { pinned { text by { user_id first_name } at } meeting_at meeting_note
    members_can_edit can_edit links { _id title url } files { _id name url added_by { user_id } }
    tasks { _id title done assignee { user_id first_name photo } }
    history { _id summary actor { user_id first_name } created_at } } } }`;

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

describe('squad page statements', () => {
  /** A squad of `size` members whose workspace holds `items` tasks, links, files and history lines. */
  async function squadWith(size: number, items: number) {
    const owner = await buildMember(app);
    const team: string[] = [];
    for (let i = 0; i < size; i += 1) team.push((await buildMember(app)).user.id);
    const { post } = await buildSquad(
      app.db,
      owner.user.id,
      team.map((userId) => ({ userId, role: null })),
    );
    const by = (i: number) => team[i % team.length]!;
    const many = <T>(make: (i: number) => T) => Array.from({ length: items }, (_, i) => make(i));
    await app.db.insert(squadSpaces).values({ post_id: post.id, pinned: 'Go', pinned_by: by(0) });
    await app.db.insert(squadTasks).values(
      many((i) => ({
        post_id: post.id,
        title: `Task ${i}`,
        position: i,
        created_by: by(i),
        assignee_id: by(i + 1),
      })),
    );
    await app.db.insert(squadLinks).values(
      many((i) => ({
        post_id: post.id,
        title: `Link ${i}`,
        url: `https://x.example/${i}`,
        added_by: by(i),
      })),
    );
    await app.db.insert(squadFiles).values(
      many((i) => ({
        post_id: post.id,
        name: `File ${i}.pdf`,
        url: `/uploads/${i}`,
        content_type: 'application/pdf',
        added_by: by(i),
      })),
    );
    await app.db
      .insert(squadHistory)
      .values(many((i) => ({ post_id: post.id, actor_id: by(i), summary: `did ${i}` })));
    return { owner, postId: post.id };
  }

  it('costs the same for 1 member and 1 of everything as for 8 members and 30', async () => {
    const small = await squadWith(1, 1);
    const large = await squadWith(8, 30);
    const counts = [
      await statementsOf(small.owner, SQUAD_PAGE, { postId: small.postId }),
      await statementsOf(large.owner, SQUAD_PAGE, { postId: large.postId }),
    ];
    expect(counts[1]).toBe(counts[0]);
  });
});
