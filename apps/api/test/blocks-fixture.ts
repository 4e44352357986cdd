import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { connect, member } from './support/chat.js';
import { messages, users } from '../src/db/schema/index.js';
import type { TestApp } from './app.js';
import {
  buildAchievement,
  buildApplication,
  buildEducation,
  buildExperience,
  buildMessage,
  buildPost,
  buildProject,
  buildSavedPost,
  buildSkill,
} from './factories.js';
import type { Member } from './members.js';

// The blocked pair of test/blocks-matrix.test.ts: everything two members can hold of each other,
// built by the factories (the rows the app would have written) before the block.

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

/** One item of each profile section, keyed by the section's id argument (SECTION_CASES). */
async function buildSections(app: TestApp, who: Member) {
  const user_id = who.user.id;
  return {
    achievementId: (await buildAchievement(app.db, { user_id })).id,
    educationId: (await buildEducation(app.db, { user_id })).id,
    experienceId: (await buildExperience(app.db, { user_id })).id,
    projectId: (await buildProject(app.db, { user_id })).id,
    userSkillId: (await buildSkill(app.db, { user_id })).id,
  };
}

async function buildWordPost(app: TestApp, who: Member, word: string) {
  const post = await buildPost(app.db, {
    posted_by: who.user.id,
    title: `Project ${word}`,
    description: `Looking for people who know ${word}.`,
    desired_skills: [word],
    desired_roles: ['Frontend'],
    tech_stack: [word],
  });
  return post.id;
}

/** A word no other row holds: letters only, so search and trigram matching treat it as one. */
const uniqueWord = (prefix: string) =>
  `${prefix}${uuidv7()
    .replace(/[^0-9a-f]/g, '')
    .slice(-10)
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

async function side(app: TestApp, prefix: string) {
  const word = uniqueWord(prefix);
  const m = await member(app, word);
  const sections: Record<string, string> = await buildSections(app, m);
  return {
    m,
    word,
    sections,
    postId: await buildWordPost(app, m, word),
    spareId: await buildWordPost(app, m, word),
  };
}

/** A and B connected (chat with a message each), each applied to and saved the other's post. */
export async function buildPair(app: TestApp): Promise<Pair> {
  const a0 = await side(app, 'alpha');
  const b0 = await side(app, 'bravo');
  const c = await member(app, uniqueWord('charlie'));
  const { chatId, connectionId } = await connect(app, a0.m, b0.m);
  const message = (from: Member, content: string) =>
    buildMessage(app.db, { chat_id: chatId, sender_id: from.user.id, content });
  const aMessage = await message(a0.m, `hello from ${a0.word}`);
  const bMessage = await message(b0.m, `hello from ${b0.word}`);
  // A message moves its sender's read pointer, so one more each, written straight to the table:
  // both have an unread message from the other when the block comes.
  await app.db
    .insert(messages)
    .values([a0, b0].map((s) => ({ chat_id: chatId, sender_id: s.m.user.id, content: 'unread' })));
  const apply = async (who: Member, postId: string, message: string) =>
    (await buildApplication(app.db, { post_id: postId, applicant_id: who.user.id, message })).id;
  const aApplication = await apply(a0.m, b0.postId, 'Ada would like to join');
  const bApplication = await apply(b0.m, a0.postId, 'Bob would like to join');
  await buildSavedPost(app.db, { user_id: a0.m.user.id, post_id: b0.postId });
  await buildSavedPost(app.db, { user_id: b0.m.user.id, post_id: a0.postId });
  // Each has the other's word as a skill and a title, so the other's post is their best match.
  for (const [who, other] of [
    [a0, b0],
    [b0, a0],
  ] as const) {
    await buildSkill(app.db, {
      user_id: who.m.user.id,
      skill_name: other.word,
      proficiency_level: 'expert',
    });
    await app.db
      .update(users)
      .set({ title: `${who.word} engineer` })
      .where(eq(users.id, who.m.user.id));
  }
  return {
    a: { ...a0, applicationId: aApplication, messageId: aMessage.id },
    b: { ...b0, applicationId: bApplication, messageId: bMessage.id },
    c,
    chatId,
    connectionId,
  };
}
