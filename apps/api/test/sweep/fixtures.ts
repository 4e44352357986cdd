// The world the sweep runs in: real rows made through the API, so each operation's baseline is
// valid and a bad value reaches the code behind validation, not just an early NOT_FOUND.
import type { TestApp } from '../app.js';
import { buildMember, type Member } from '../members.js';
import type { Args, Baselines } from './schema-walk.js';

export interface SweepWorld {
  viewer: Member;
  baselines: Baselines;
}

/** One operation as `who`; fails loudly, since a broken fixture would make the sweep shallow. */
async function run<T>(who: Member, query: string, variables: Args): Promise<T> {
  const res = await who.gql<Record<string, T>>(query, variables);
  if (res.errors) throw new Error(`sweep fixture failed: ${query}: ${JSON.stringify(res.errors)}`);
  return Object.values(res.data)[0]!;
}

const idOf = (row: { _id: string }) => row._id;

const CREATE_POST = `mutation($input: PostInput!) { createPost(input: $input) { _id } }`;
const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const SEND_REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id chat_id } }`;
const SEND_MESSAGE = `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "Hi") { _id } }`;

const SECTIONS = {
  achievementId: ['createAchievement', 'AchievementInput', { title: 'Prize' }],
  educationId: [
    'createEducation',
    'EducationInput',
    { institution_name: 'Uni', degree: 'BSc', field_of_study: 'CS', start_date: '2015-09-01' },
  ],
  experienceId: [
    'createExperience',
    'ExperienceInput',
    { company_name: 'Acme', position: 'Dev', start_date: '2019-01-01' },
  ],
  projectId: ['createProject', 'ProjectInput', { title: 'Side project' }],
  userSkillId: [
    'createUserSkill',
    'UserSkillInput',
    { skill_name: 'Go', proficiency_level: 'expert' },
  ],
} as const;

async function connect(from: Member, to: Member) {
  const request = await run<{ _id: string }>(from, SEND_REQUEST, { id: to.user.id });
  return run<{ _id: string; chat_id: string }>(to, ACCEPT, { id: request._id });
}

/** Members, posts, applications, connections, a chat with a message and profile items. */
export async function buildSweepWorld(app: TestApp): Promise<SweepWorld> {
  const member = (first_name: string) =>
    buildMember(app, { first_name, last_name: 'Sweep', email_verified_at: new Date() });
  const [viewer, owner, friend, requester, decliner, blocked, leaving] = await Promise.all(
    ['Viewer', 'Owner', 'Friend', 'Requester', 'Decliner', 'Blocked', 'Leaving'].map(member),
  );
  const post = { title: 'Sweep project', tech_stack: ['TypeScript'] };
  const viewerPost = idOf(await run(viewer!, CREATE_POST, { input: post }));
  const doomedPost = idOf(await run(viewer!, CREATE_POST, { input: post }));
  const ownerPost = idOf(await run(owner!, CREATE_POST, { input: post }));
  const openPost = idOf(await run(requester!, CREATE_POST, { input: post }));
  const ownApplication = idOf(await run(viewer!, APPLY, { postId: ownerPost }));
  const applicantsApplication = idOf(await run(friend!, APPLY, { postId: viewerPost }));
  const chat = await connect(viewer!, friend!);
  const removable = await connect(viewer!, leaving!);
  const pending = idOf(await run(requester!, SEND_REQUEST, { id: viewer!.user.id }));
  const declinable = idOf(await run(decliner!, SEND_REQUEST, { id: viewer!.user.id }));
  const message = idOf(await run(viewer!, SEND_MESSAGE, { chatId: chat.chat_id }));

  const sectionIds: Record<string, string> = {};
  for (const [idName, [mutation, inputType, input]] of Object.entries(SECTIONS)) {
    const doc = `mutation($input: ${inputType}!) { ${mutation}(input: $input) { _id } }`;
    sectionIds[idName] = idOf(await run(viewer!, doc, { input }));
  }

  return {
    viewer: viewer!,
    baselines: {
      ids: {
        ...sectionIds,
        postId: viewerPost,
        applicationId: applicantsApplication,
        chatId: chat.chat_id,
        messageId: message,
        replyToMessageId: message,
        userId: owner!.user.id,
        addresseeUserId: owner!.user.id,
        id: owner!.user.id,
        connectionId: pending,
        subject_id: ownerPost,
      },
      perOperation: {
        applyToPost: { postId: openPost },
        declineFriendReq: { connectionId: declinable },
        savePost: { postId: ownerPost },
        unsavePost: { postId: ownerPost },
        incrementPostView: { postId: ownerPost },
        cancelApplyToPost: { applicationId: ownApplication },
        loadConnectionsList: { userId: viewer!.user.id },
        blockUser: { addresseeUserId: blocked!.user.id },
        removeConnection: { connectionId: removable._id },
        deletePost: { postId: doomedPost },
        deleteUser: { userId: viewer!.user.id },
      },
    },
  };
}
