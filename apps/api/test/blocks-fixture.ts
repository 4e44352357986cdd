import { expect } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { connect, member, send } from '../src/modules/chat/chat.test-helpers.js';
import { SECTION_CASES } from '../src/modules/profiles/profiles.test-cases.js';
import { messages } from '../src/db/schema/index.js';
import type { TestApp } from './app.js';
import type { Member } from './members.js';

// The blocked pair of test/blocks-matrix.test.ts: everything two members can hold of each other,
// built through the real API before the block.

/** One side of the pair: what this member owns or wrote that the other side could reach. */
export interface Side {
  m: Member;
  /** A word only this member's post, name and title carry (search, filter, Find People). */
  word: string;
  /** This member's open post. */
  postId: string;
  /** A second open post of this member, that nobody applied to (recommendations skip applied ones). */
  spareId: string;
  /** This member's application to the other side's post. */
  applicationId: string;
  /** A message this member sent in the pair's chat. */
  messageId: string;
  /** One item of each profile section, by the section's id argument (achievementId ...). */
  sections: Record<string, string>;
}

export interface Pair {
  a: Side;
  b: Side;
  /** A member related to neither: the control a stranger's answer is read from. */
  c: Member;
  chatId: string;
  connectionId: string;
}

const CREATE_POST = `mutation($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation($postId: ID!, $message: String) {
  applyToPost(postId: $postId, message: $message) { _id } }`;
const SAVE = `mutation($postId: ID!) { savePost(postId: $postId) { _id } }`;

async function ok<T>(who: Member, query: string, variables: Record<string, unknown>) {
  const res = await who.gql<T>(query, variables);
  expect(res.errors, query).toBeUndefined();
  return res.data;
}

async function createSections(who: Member, n: number) {
  const sections: Record<string, string> = {};
  for (const c of SECTION_CASES) {
    const data = await ok<Record<string, { _id: string }>>(
      who,
      `mutation($input: ${c.inputType}!) { ${c.create}(input: $input) { _id } }`,
      { input: c.valid(n) },
    );
    sections[c.idArg] = data[c.create]!._id;
  }
  return sections;
}

async function createPost(who: Member, word: string) {
  const input = {
    title: `Project ${word}`,
    description: `Looking for people who know ${word}.`,
    requirements: { desired_skills: [word], desired_roles: ['Frontend'] },
    tech_stack: [word],
    project_phase: 'Development',
    project_type: 'Personal Project',
    work_mode: 'remote',
    experience_level: 'beginner',
    location_id: 'Berlin',
  };
  return (await ok<{ createPost: { _id: string } }>(who, CREATE_POST, { input })).createPost._id;
}

/** A word no other row holds: letters only, so search and trigram matching treat it as one. */
const uniqueWord = (prefix: string) =>
  `${prefix}${uuidv7()
    .replace(/[^0-9a-f]/g, '')
    .slice(-10)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

async function side(app: TestApp, prefix: string, n: number) {
  const word = uniqueWord(prefix);
  const m = await member(app, word);
  const sections = await createSections(m, n);
  return {
    m,
    word,
    sections,
    postId: await createPost(m, word),
    spareId: await createPost(m, word),
  };
}

/** A and B connected (chat with a message each), each applied to and saved the other's post. */
export async function buildPair(app: TestApp): Promise<Pair> {
  const a0 = await side(app, 'alpha', 1);
  const b0 = await side(app, 'bravo', 2);
  const c = await member(app, uniqueWord('charlie'));
  const { chatId, connectionId } = await connect(a0.m, b0.m);
  const aMessage = await send(a0.m, chatId, `hello from ${a0.word}`);
  const bMessage = await send(b0.m, chatId, `hello from ${b0.word}`);
  // Sending reads the chat for the sender, so one more each, written straight to the table:
  // both have an unread message from the other when the block comes.
  await app.db
    .insert(messages)
    .values([a0, b0].map((s) => ({ chat_id: chatId, sender_id: s.m.user.id, content: 'unread' })));
  const apply = async (who: Member, postId: string, message: string) =>
    (await ok<{ applyToPost: { _id: string } }>(who, APPLY, { postId, message })).applyToPost._id;
  const aApplication = await apply(a0.m, b0.postId, 'Ada would like to join');
  const bApplication = await apply(b0.m, a0.postId, 'Bob would like to join');
  await ok(a0.m, SAVE, { postId: b0.postId });
  await ok(b0.m, SAVE, { postId: a0.postId });
  // Each has the other's word as a skill and a title, so the other's post is their best match.
  for (const [who, other] of [
    [a0, b0],
    [b0, a0],
  ] as const) {
    await ok(
      who.m,
      `mutation($input: UserSkillInput!) { createUserSkill(input: $input) { _id } }`,
      {
        input: { skill_name: other.word, proficiency_level: 'expert' },
      },
    );
    await ok(who.m, `mutation($input: UpdateUserInput!) { updateUser(input: $input) { _id } }`, {
      input: { title: `${who.word} engineer` },
    });
  }
  return {
    a: { ...a0, applicationId: aApplication, messageId: aMessage._id },
    b: { ...b0, applicationId: bApplication, messageId: bMessage._id },
    c,
    chatId,
    connectionId,
  };
}
