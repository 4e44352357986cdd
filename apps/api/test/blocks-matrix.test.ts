import { CLIENT_EVENTS, typeDefs } from '@squadup/shared';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, member } from './support/chat.js';
import { SECTION_CASES } from './support/profile-sections.js';
import { chatRoom, openChatRooms } from '../src/realtime/rooms.js';
import { startTestApp, type TestApp } from './app.js';
import { UNKNOWN_MEMBER_ID } from './blocks.js';
import { buildPair, type Pair, type Side } from './blocks-fixture.js';
import type { GqlResult, Member } from './members.js';
import { memberSocket, type TestSocket } from './sockets.js';

// A block holds everywhere. A blocks B; then every GraphQL operation and
// socket event is walked in both directions (B looking at A's things, A looking at B's), each
// by one row of the table below. A new operation without a row fails the completeness test.

/** What `viewer` calls with ids of `other`'s things; `id()` swaps a real id for an unknown one. */
interface Ctx {
  viewer: Side;
  other: Side;
  pair: Pair;
  id: (real: string) => string;
}
type Vars = (ctx: Ctx) => Record<string, unknown>;

type Row =
  /** Answers exactly as for unknown ids: nothing tells the block from a missing object. */
  | { hidden: string; vars: Vars }
  /** Answers exactly as a stranger (C) gets: the operation is the owner's only, block or not. */
  | { stranger: string; vars: Vars }
  /** A list that showed the other side before the block and does not after. */
  | { list: string; vars?: Vars; shows: (data: unknown, ctx: Ctx) => boolean }
  /** Walked by its own test below. */
  | { scenario: string }
  /** Takes no id of another member. */
  | { noOtherId: string };

const UNKNOWN = UNKNOWN_MEMBER_ID;
/** The Admin area's operations: walked for every member by their own access test. */
const ADMIN =
  'admin.access.test.ts: operators only (FORBIDDEN to both members); a block does not hide content from operators';
const POST = `{ _id }`;
/** Events are public pages; what a block changes there is who is teamed with whom. */
const EVENTS =
  'events/events.test.ts: a block keeps the two out of one team; the event page is public, like a post';
const ids = (
  data: unknown,
  op: string,
  pick: (item: never) => string = (i: { _id: string }) => i._id,
) => ((data as Record<string, unknown[]>)[op] ?? []).map((item) => pick(item as never));
const hasPost =
  (op: string) =>
  (data: unknown, { other }: Ctx) =>
    ids(data, op).includes(other.postId);
const hasPerson =
  (op: string) =>
  (data: unknown, { other }: Ctx) =>
    ids(data, op).includes(other.m.user.id);
const hasOwnApplication =
  (op: string) =>
  (data: unknown, { viewer }: Ctx) =>
    ids(data, op, (i: { application: { _id: string } }) => i.application._id).includes(
      viewer.applicationId,
    );
const postInput = {
  title: 'Changed',
  requirements: { desired_skills: [], desired_roles: [] },
  tech_stack: [],
};

const sectionRows: Record<string, Row> = {};
for (const c of SECTION_CASES) {
  sectionRows[c.list] = {
    hidden: `query($userId: ID) { ${c.list}(userId: $userId) { _id } }`,
    vars: ({ other, id }) => ({ userId: id(other.m.user.id) }),
  };
  sectionRows[c.create] = {
    stranger: `mutation($userId: ID, $input: ${c.inputType}!) { ${c.create}(userId: $userId, input: $input) { _id } }`,
    vars: ({ other }) => ({ userId: other.m.user.id, input: c.valid(99) }),
  };
  sectionRows[c.update] = {
    stranger: `mutation($id: ID!, $input: ${c.updateType}!) { ${c.update}(${c.idArg}: $id, input: $input) { _id } }`,
    vars: ({ other }) => ({ id: other.sections[c.idArg], input: { [c.textField]: 'Changed' } }),
  };
  sectionRows[c.remove] = {
    stranger: `mutation($id: ID!) { ${c.remove}(${c.idArg}: $id) }`,
    vars: ({ other }) => ({ id: other.sections[c.idArg] }),
  };
}

const postMutation = (op: string): Row => ({
  hidden: `mutation($postId: ID!) { ${op}(postId: $postId) ${op === 'deletePost' ? '' : POST} }`,
  vars: ({ other, id }) => ({ postId: id(other.postId) }),
});

const MATRIX: Record<'Query' | 'Mutation', Record<string, Row | Row[]>> = {
  Query: {
    loadUserById: {
      hidden: `query($userId: ID) { loadUserById(userId: $userId) { _id } }`,
      vars: ({ other, id }) => ({ userId: id(other.m.user.id) }),
    },
    loadPosts: { list: `query { loadPosts(limit: 50) ${POST} }`, shows: hasPost('loadPosts') },
    loadPostById: {
      hidden: `query($postId: ID!) { loadPostById(postId: $postId) ${POST} }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    loadPostByFilter: {
      list: `query($f: ProjectFilterInput!) { loadPostByFilter(filter: $f, limit: 50) ${POST} }`,
      vars: ({ other }) => ({ f: { tech_stack: [other.word] } }),
      shows: hasPost('loadPostByFilter'),
    },
    loadByRecommendation: {
      list: `query { loadByRecommendation(limit: 50) { post ${POST} } }`,
      shows: (data, { other }) =>
        ids(data, 'loadByRecommendation', (i: { post: { _id: string } }) => i.post._id).includes(
          other.spareId,
        ),
    },
    searchProjects: {
      list: `query($s: String!) { searchProjects(search: $s, limit: 50) ${POST} }`,
      vars: ({ other }) => ({ s: other.word }),
      shows: hasPost('searchProjects'),
    },
    getSavedPosts: {
      list: `query { getSavedPosts(limit: 50) ${POST} }`,
      shows: hasPost('getSavedPosts'),
    },
    loadPostsByUserId: [
      {
        list: `query($userId: ID!) { loadPostsByUserId(userId: $userId) ${POST} }`,
        vars: ({ other }) => ({ userId: other.m.user.id }),
        shows: hasPost('loadPostsByUserId'),
      },
      {
        hidden: `query($userId: ID!) { loadPostsByUserId(userId: $userId) ${POST} }`,
        vars: ({ other, id }) => ({ userId: id(other.m.user.id) }),
      },
    ],
    // My Applications: an application to a post the applicant can no longer see is hidden too.
    getApplicationsByUser: {
      list: `query { getApplicationsByUser(limit: 50) { application { _id } } }`,
      shows: hasOwnApplication('getApplicationsByUser'),
    },
    searchMyApplications: {
      list: `query { searchMyApplications(search: "Project", limit: 50) { application { _id } } }`,
      shows: hasOwnApplication('searchMyApplications'),
    },
    loadApplicationsByPostId: [
      {
        list: `query($postId: ID!) { loadApplicationsByPostId(postId: $postId, limit: 50) { _id message } }`,
        vars: ({ viewer }) => ({ postId: viewer.postId }),
        shows: (data, { other }) =>
          ids(data, 'loadApplicationsByPostId').includes(other.applicationId),
      },
      {
        hidden: `query($postId: ID!) { loadApplicationsByPostId(postId: $postId) { _id } }`,
        vars: ({ other, id }) => ({ postId: id(other.postId) }),
      },
    ],
    getMessagesForChat: {
      hidden: `query($chatId: ID!) { getMessagesForChat(chatId: $chatId) { _id content } }`,
      vars: ({ pair, id }) => ({ chatId: id(pair.chatId) }),
    },
    getChatListForUser: {
      list: `query { getChatListForUser { _id other_user_id } }`,
      shows: (data, { pair }) => ids(data, 'getChatListForUser').includes(pair.chatId),
    },
    getUnreadCountForChats: {
      list: `query { getUnreadCountForChats { chat_id unread_count } }`,
      shows: (data, { pair }) =>
        ids(data, 'getUnreadCountForChats', (i: { chat_id: string }) => i.chat_id).includes(
          pair.chatId,
        ),
    },
    loadConnectionsList: [
      {
        list: `query($userId: ID!) { loadConnectionsList(userId: $userId) { requester_user_id addressee_user_id } }`,
        vars: ({ viewer }) => ({ userId: viewer.m.user.id }),
        shows: (data, { other }) =>
          JSON.stringify((data as { loadConnectionsList: unknown }).loadConnectionsList).includes(
            other.m.user.id,
          ),
      },
      {
        stranger: `query($userId: ID!) { loadConnectionsList(userId: $userId) { _id } }`,
        vars: ({ other }) => ({ userId: other.m.user.id }),
      },
    ],
    loadPendingFriendRequests: { scenario: 'pending requests' },
    loadSentFriendRequests: { scenario: 'pending requests' },
    checkConnectionStatus: {
      hidden: `query($id: ID!) { checkConnectionStatus(addresseeUserId: $id) { status connection_id chat_id } }`,
      vars: ({ other, id }) => ({ id: id(other.m.user.id) }),
    },
    loadPeople: { list: `query { loadPeople(limit: 50) { _id } }`, shows: hasPerson('loadPeople') },
    loadPeopleByFilter: {
      list: `query($f: PeopleFilterInput!) { loadPeopleByFilter(filter: $f, limit: 50) { _id } }`,
      vars: ({ other }) => ({ f: { title: other.word } }),
      shows: hasPerson('loadPeopleByFilter'),
    },
    searchPeople: {
      list: `query($s: String!) { searchPeople(search: $s, limit: 50) { _id } }`,
      vars: ({ other }) => ({ s: other.word }),
      shows: hasPerson('searchPeople'),
    },
    loadPersonById: {
      hidden: `query($id: ID!) { loadPersonById(id: $id) { _id } }`,
      vars: ({ other, id }) => ({ id: id(other.m.user.id) }),
    },
    getAchievementsByUser: sectionRows.getAchievementsByUser!,
    getEducationByUser: sectionRows.getEducationByUser!,
    getExperienceByUser: sectionRows.getExperienceByUser!,
    getProjectsByUser: sectionRows.getProjectsByUser!,
    getSkillsByUser: sectionRows.getSkillsByUser!,
    getPresignedUrl: { noOtherId: 'an upload URL for the viewer' },
    getMySquads: { scenario: 'blocks-squads.test.ts: a block between owner and member ends it' },
    loadEvent: { scenario: EVENTS },
    eventProposals: { scenario: EVENTS },
    eventRegistrations: { scenario: EVENTS },
    eventTeamsCsv: { scenario: EVENTS },
    myEvents: { noOtherId: 'the viewer’s own events' },
    getActivity: { scenario: 'notifications/feed.test.ts: never tells across a block' },
    adminReports: { scenario: ADMIN },
    adminReport: { scenario: ADMIN },
    adminAuditLog: { scenario: ADMIN },
    adminOpenReportCount: { scenario: ADMIN },
    getUnreadActivityCount: { scenario: 'notifications/feed.test.ts: never tells across a block' },
    getNotificationSettings: { noOtherId: 'the viewer’s own settings' },
    declineTemplates: { noOtherId: 'the viewer’s own saved reasons' },
    loadSquad: {
      hidden: `query($postId: ID!) { loadSquad(postId: $postId) { _id } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
  },
  Mutation: {
    dismissReport: { scenario: ADMIN },
    hidePost: { scenario: ADMIN },
    unhidePost: { scenario: ADMIN },
    hideMessage: { scenario: ADMIN },
    unhideMessage: { scenario: ADMIN },
    suspendMember: { scenario: ADMIN },
    liftSuspension: { scenario: ADMIN },
    createPost: { noOtherId: 'the viewer’s own post' },
    updatePost: {
      hidden: `mutation($postId: ID!, $input: PostInput!) { updatePost(postId: $postId, input: $input) ${POST} }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), input: postInput }),
    },
    deletePost: postMutation('deletePost'),
    closePost: postMutation('closePost'),
    openPost: postMutation('openPost'),
    incrementPostView: postMutation('incrementPostView'),
    savePost: postMutation('savePost'),
    unsavePost: postMutation('unsavePost'),
    applyToPost: {
      hidden: `mutation($postId: ID!) { applyToPost(postId: $postId, message: "let me in") { _id } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    cancelApplyToPost: {
      hidden: `mutation($id: ID!) { cancelApplyToPost(applicationId: $id) { _id status } }`,
      vars: ({ viewer, id }) => ({ id: id(viewer.applicationId) }),
    },
    updateApplicationStatus: {
      hidden: `mutation($id: ID!) { updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`,
      vars: ({ other, id }) => ({ id: id(other.applicationId) }),
    },
    sendMessage: {
      hidden: `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "still there?") { _id } }`,
      vars: ({ pair, id }) => ({ chatId: id(pair.chatId) }),
    },
    editMessage: {
      hidden: `mutation($id: ID!) { editMessage(messageId: $id, content: "edited") { _id } }`,
      vars: ({ viewer, id }) => ({ id: id(viewer.messageId) }),
    },
    deleteMessage: {
      hidden: `mutation($id: ID!) { deleteMessage(messageId: $id) }`,
      vars: ({ viewer, id }) => ({ id: id(viewer.messageId) }),
    },
    markMessagesAsRead: {
      hidden: `mutation($chatId: ID!) { markMessagesAsRead(chatId: $chatId) { chat_id unread_count } }`,
      vars: ({ pair, id }) => ({ chatId: id(pair.chatId) }),
    },
    setChatMuted: {
      hidden: `mutation($chatId: ID!) { setChatMuted(chatId: $chatId, muted: true) { chat_id muted } }`,
      vars: ({ pair, id }) => ({ chatId: id(pair.chatId) }),
    },
    openDirectChat: {
      hidden: `mutation($id: ID!) { openDirectChat(userId: $id) }`,
      vars: ({ other, id }) => ({ id: id(other.m.user.id) }),
    },
    sendFriendReq: {
      hidden: `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id, message: "hi") { _id } }`,
      vars: ({ other, id }) => ({ id: id(other.m.user.id) }),
    },
    acceptFriendReq: {
      hidden: `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id } }`,
      vars: ({ pair, id }) => ({ id: id(pair.connectionId) }),
    },
    declineFriendReq: {
      hidden: `mutation($id: ID!) { declineFriendReq(connectionId: $id) { _id } }`,
      vars: ({ pair, id }) => ({ id: id(pair.connectionId) }),
    },
    cancelFriendReq: {
      hidden: `mutation($id: ID!) { cancelFriendReq(connectionId: $id) { _id } }`,
      vars: ({ pair, id }) => ({ id: id(pair.connectionId) }),
    },
    removeConnection: {
      hidden: `mutation($id: ID!) { removeConnection(connectionId: $id) }`,
      vars: ({ pair, id }) => ({ id: id(pair.connectionId) }),
    },
    blockUser: { scenario: 'blocking back' },
    markActivityRead: { scenario: 'notifications/feed.test.ts: the viewer’s own only' },
    markAllActivityRead: { noOtherId: 'the viewer’s own items' },
    updateNotificationSetting: { noOtherId: 'the viewer’s own settings' },
    saveDeclineTemplates: { noOtherId: 'the viewer’s own saved reasons' },
    createEvent: { noOtherId: 'the viewer’s own event' },
    registerForEvent: { scenario: EVENTS },
    registerSquadForEvent: { scenario: EVENTS },
    leaveEvent: { noOtherId: 'the viewer’s own registration' },
    runEventRound: { scenario: EVENTS },
    respondToProposal: { scenario: EVENTS },
    announceToEvent: { scenario: EVENTS },
    updateEvent: { scenario: EVENTS },
    leaveSquad: {
      hidden: `mutation($postId: ID!) { leaveSquad(postId: $postId) }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    // The squad workspace: the other's squad is unknown to the viewer, block or not.
    setSquadPin: {
      hidden: `mutation($postId: ID!) { setSquadPin(postId: $postId, text: "Hi") { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    setSquadMembersCanEdit: {
      hidden: `mutation($postId: ID!) { setSquadMembersCanEdit(postId: $postId, allowed: true) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    setSquadMeeting: {
      hidden: `mutation($postId: ID!) { setSquadMeeting(postId: $postId, input: { at: "2031-03-06T17:30:00Z" }) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    addSquadLink: {
      hidden: `mutation($postId: ID!) { addSquadLink(postId: $postId, title: "Repo", url: "https://example.com") { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    removeSquadLink: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { removeSquadLink(postId: $postId, linkId: $itemId) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    addSquadTask: {
      hidden: `mutation($postId: ID!) { addSquadTask(postId: $postId, title: "Task") { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    assignSquadTask: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { assignSquadTask(postId: $postId, taskId: $itemId) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    setSquadTaskDone: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { setSquadTaskDone(postId: $postId, taskId: $itemId, done: true) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    moveSquadTask: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { moveSquadTask(postId: $postId, taskId: $itemId, position: 0) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    removeSquadTask: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { removeSquadTask(postId: $postId, taskId: $itemId) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    addSquadFile: {
      hidden: `mutation($postId: ID!) { addSquadFile(postId: $postId, fileUrl: "/uploads/x.pdf", name: "Deck.pdf") { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId) }),
    },
    removeSquadFile: {
      hidden: `mutation($postId: ID!, $itemId: ID!) { removeSquadFile(postId: $postId, fileId: $itemId) { can_edit } }`,
      vars: ({ other, id }) => ({ postId: id(other.postId), itemId: id(other.postId) }),
    },
    removeSquadMember: {
      hidden: `mutation($postId: ID!, $userId: ID!) { removeSquadMember(postId: $postId, userId: $userId) { _id } }`,
      vars: ({ other, viewer, id }) => ({ postId: id(other.postId), userId: viewer.m.user.id }),
    },
    reportContent: {
      hidden: `mutation($input: ReportInput!) { reportContent(input: $input) { _id } }`,
      vars: ({ other, id }) => ({
        input: { subject_type: 'post', subject_id: id(other.postId), reason: 'spam' },
      }),
    },
    createAchievement: sectionRows.createAchievement!,
    updateAchievement: sectionRows.updateAchievement!,
    deleteAchievement: sectionRows.deleteAchievement!,
    createEducation: sectionRows.createEducation!,
    updateEducation: sectionRows.updateEducation!,
    deleteEducation: sectionRows.deleteEducation!,
    createExperience: sectionRows.createExperience!,
    updateExperience: sectionRows.updateExperience!,
    deleteExperience: sectionRows.deleteExperience!,
    createProject: sectionRows.createProject!,
    updateProject: sectionRows.updateProject!,
    deleteProject: sectionRows.deleteProject!,
    createUserSkill: sectionRows.createUserSkill!,
    updateUserSkill: sectionRows.updateUserSkill!,
    deleteUserSkill: sectionRows.deleteUserSkill!,
    createUser: { noOtherId: 'sign-up' },
    updateUser: { noOtherId: 'the viewer’s own profile' },
    deleteUser: {
      stranger: `mutation($userId: ID!) { deleteUser(userId: $userId) }`,
      vars: ({ other }) => ({ userId: other.m.user.id }),
    },
  },
};

/** The socket's client events, the same way: joining the pair's old chat room is refused. */
const SOCKET_MATRIX: Record<keyof typeof CLIENT_EVENTS | 'connection', Row> = {
  connection: { noOtherId: 'the handshake carries only the member’s own token' },
  joinChat: { scenario: 'joinChat' },
  leaveChat: { scenario: 'leaveChat' },
  sendMessage: { scenario: 'sendMessage' },
  typing: { scenario: 'typing' },
};

const rowsOf = (row: Row | Row[]) => (Array.isArray(row) ? row : [row]);
const answer = (res: GqlResult<unknown>) => ({
  status: res.status,
  data: res.data,
  errors: res.errors,
});

let app: TestApp;
let pair: Pair;
let sockets: TestSocket[] = [];
/** Whether each list row showed the other side, before and after the block, by `op#i dir`. */
const shown = new Map<string, { before: boolean; after: boolean }>();

const directions = () =>
  [
    ['B looks at A', { viewer: pair.b, other: pair.a }],
    ['A looks at B', { viewer: pair.a, other: pair.b }],
  ] as const;
const ctxOf = (viewer: Side, other: Side, unknown = false): Ctx => ({
  viewer,
  other,
  pair,
  id: (real) => (unknown ? UNKNOWN : real),
});

async function listShows(row: Extract<Row, { list: string }>, ctx: Ctx) {
  const res = await ctx.viewer.m.gql(row.list, row.vars?.(ctx));
  expect(res.errors, row.list).toBeUndefined();
  return row.shows(res.data, ctx);
}

beforeAll(async () => {
  app = await startTestApp();
  pair = await buildPair(app);
  const lists = Object.entries({ ...MATRIX.Query, ...MATRIX.Mutation }).flatMap(([op, row]) =>
    rowsOf(row).flatMap((r, i) => ('list' in r ? [{ key: `${op}#${i}`, row: r }] : [])),
  );
  for (const { key, row } of lists) {
    for (const [dir, { viewer, other }] of directions()) {
      shown.set(`${key} ${dir}`, {
        before: await listShows(row, ctxOf(viewer, other)),
        after: false,
      });
    }
  }
  // Both have the chat open when the block happens.
  sockets = [await memberSocket(app, pair.a.m), await memberSocket(app, pair.b.m)];
  for (const s of sockets) expect(await s.ack('joinChat', pair.chatId)).toEqual({ ok: true });
  const block = await pair.a.m.gql(
    `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id status } }`,
    { id: pair.b.m.user.id },
  );
  expect(block.errors).toBeUndefined();
  for (const { key, row } of lists) {
    for (const [dir, { viewer, other }] of directions()) {
      shown.get(`${key} ${dir}`)!.after = await listShows(row, ctxOf(viewer, other));
    }
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.stop();
});

describe('the block matrix covers every operation and socket event', () => {
  const schema = buildSchema(typeDefs);
  for (const kind of ['Query', 'Mutation'] as const) {
    it(`has a row for every ${kind} operation, and none the schema lacks`, () => {
      const root = kind === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      expect(Object.keys(MATRIX[kind]).sort()).toEqual(Object.keys(root.getFields()).sort());
    });
  }
  it('has a row for every client socket event and the handshake', () => {
    expect(Object.keys(SOCKET_MATRIX).sort()).toEqual(
      [...Object.keys(CLIENT_EVENTS), 'connection'].sort(),
    );
  });
});

describe('after A blocks B, for both of them', () => {
  for (const kind of ['Query', 'Mutation'] as const) {
    for (const [op, entry] of Object.entries(MATRIX[kind])) {
      rowsOf(entry).forEach((row, i) => {
        if ('list' in row) {
          it(`${kind}.${op}: showed the other before the block, not after`, () => {
            for (const [dir] of directions()) {
              expect(shown.get(`${op}#${i} ${dir}`), `${op} ${dir}`).toEqual({
                before: true,
                after: false,
              });
            }
          });
        } else if ('hidden' in row) {
          it(`${kind}.${op}: answers as for an unknown id`, async () => {
            for (const [dir, { viewer, other }] of directions()) {
              const unknown = await viewer.m.gql(row.hidden, row.vars(ctxOf(viewer, other, true)));
              const real = await viewer.m.gql(row.hidden, row.vars(ctxOf(viewer, other)));
              expect(answer(real), `${op} ${dir}`).toEqual(answer(unknown));
            }
          });
        } else if ('stranger' in row) {
          it(`${kind}.${op}: answers as for a stranger (owner only)`, async () => {
            for (const [dir, { viewer, other }] of directions()) {
              const vars = row.vars(ctxOf(viewer, other));
              const stranger = await pair.c.gql(row.stranger, vars);
              expect(stranger.errors, `${op}: the stranger is refused`).toBeDefined();
              const real = await viewer.m.gql(row.stranger, vars);
              expect(answer(real), `${op} ${dir}`).toEqual(answer(stranger));
            }
          });
        }
      });
    }
  }
});

describe('scenarios of the matrix', () => {
  it('joinChat: the old chat room is refused like an unknown chat, and the pair was taken out of it', async () => {
    const room = app.server.io.of('/').adapter.rooms.get(chatRoom(pair.chatId));
    expect(room?.size ?? 0).toBe(0);
    // Both had unread messages from the other: the block took them off their badges.
    for (const s of sockets) {
      expect(s.last<{ totalUnread: number }>('initialCounts')?.totalUnread).toBeGreaterThan(0);
      await s.until<{ count: number }>('totalUnreadUpdate', (p) => p.count === 0);
    }
    for (const s of sockets) {
      const unknown = await s.ack('joinChat', UNKNOWN);
      expect(unknown).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect(await s.ack('joinChat', pair.chatId)).toEqual(unknown);
    }
    expect(app.server.io.of('/').adapter.rooms.get(chatRoom(pair.chatId))?.size ?? 0).toBe(0);
  });

  it('leaveChat: answers as for an unknown chat (leaving grants nothing)', async () => {
    for (const s of sockets) {
      expect(await s.ack('leaveChat', pair.chatId)).toEqual(await s.ack('leaveChat', UNKNOWN));
    }
  });

  it('sendMessage: the old chat answers as an unknown chat, and nothing is written', async () => {
    for (const s of sockets) {
      const unknown = await s.ack('sendMessage', { chatId: UNKNOWN, content: 'still there?' });
      expect(unknown).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      const real = await s.ack('sendMessage', { chatId: pair.chatId, content: 'still there?' });
      expect(real).toEqual(unknown);
      expect(s.all('receiveMessage')).not.toContainEqual(
        expect.objectContaining({ content: 'still there?' }),
      );
      expect(s.socket.connected).toBe(true);
    }
  });

  it('typing: the old chat answers as an unknown chat, and the pair left its typing and receipt rooms', async () => {
    for (const room of openChatRooms(pair.chatId)) {
      expect(app.server.io.of('/').adapter.rooms.get(room)?.size ?? 0, room).toBe(0);
    }
    for (const s of sockets) {
      const unknown = await s.ack('typing', { chatId: UNKNOWN, typing: true });
      expect(unknown).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect(await s.ack('typing', { chatId: pair.chatId, typing: true })).toEqual(unknown);
      expect(s.all('typing')).toEqual([]);
      expect(s.socket.connected).toBe(true);
    }
  });

  it('pending requests: a request between the pair leaves both request lists with the block', async () => {
    const [p, q] = [await member(app), await member(app)];
    const SENT = `query { loadSentFriendRequests { addressee_user_id } }`;
    const RECEIVED = `query { loadPendingFriendRequests { requester_user_id } }`;
    const sent = await p.gql(`mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`, {
      id: q.user.id,
    });
    expect(sent.errors).toBeUndefined();
    const lists = async () => [
      JSON.stringify((await p.gql(SENT)).data).includes(q.user.id),
      JSON.stringify((await q.gql(RECEIVED)).data).includes(p.user.id),
    ];
    expect(await lists()).toEqual([true, true]);
    await blockAs(q, p.user.id);
    expect(await lists()).toEqual([false, false]);
  });

  it('blockUser: blocking again changes nothing; the blocked member blocking back answers as any block', async () => {
    await blockAs(pair.a.m, pair.b.m.user.id);
    const [x, y] = [await member(app), await member(app)];
    await connect(app, x, y);
    const fresh = await blockAs(x, y.user.id);
    const back = await blockAs(pair.b.m, pair.a.m.user.id);
    expect(Object.keys(back)).toEqual(Object.keys(fresh));
    expect(back.status).toBe(fresh.status);
    // Blocking back, again and again, shows nothing of the blocker's card.
    expect(back).toMatchObject({ first_name: null, last_name: null, photo: null, title: null });
  });
});

describe('reportContent after a block', () => {
  it("answers the other's profile and messages as unknown ids, both ways", async () => {
    const REPORT = `mutation($input: ReportInput!) { reportContent(input: $input) { _id } }`;
    for (const [viewer, other] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      for (const [subject_type, subject_id] of [
        ['user', other.m.user.id],
        ['message', other.messageId],
      ] as const) {
        const res = await viewer.m.gql(REPORT, {
          input: { subject_type, subject_id, reason: 'spam' },
        });
        expect(res.errors?.[0]?.extensions?.code, subject_type).toBe('NOT_FOUND');
      }
    }
  });
});

async function blockAs(who: Member, id: string) {
  const res = await who.gql<{ blockUser: { status: string } }>(
    `mutation($id: ID!) { blockUser(addresseeUserId: $id) { status first_name last_name photo title } }`,
    { id },
  );
  expect(res.errors).toBeUndefined();
  return res.data.blockUser;
}
