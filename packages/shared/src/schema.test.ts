import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSquadupSchema } from './schema.js';

// Every operation named in the spec's point 7, with its root type.
const SPEC_QUERIES = [
  'loadPosts',
  'loadPostById',
  'loadPostByFilter',
  'loadByRecommendation',
  'getSavedPosts',
  'getApplicationsByUser',
  'loadApplicationsByPostId',
  'loadPostsByUserId',
  'getAchievementsByUser',
  'getEducationByUser',
  'getExperienceByUser',
  'getProjectsByUser',
  'getSkillsByUser',
  'loadUserById',
  'loadPeople',
  'loadPeopleByFilter',
  'loadPersonById',
  'loadConnectionsList',
  'loadPendingFriendRequests',
  'loadSentFriendRequests',
  'checkConnectionStatus',
  'getMessagesForChat',
  'getChatListForUser',
  'getUnreadCountForChats',
  'getPresignedUrl',
  'searchMyApplications',
  'searchPeople',
  'searchProjects',
  // Squads (docs/decisions/0028), beyond the first schema.
  'getMySquads',
  'loadSquad',
  // Activity (docs/decisions/0029), beyond the first schema.
  'getActivity',
  'getUnreadActivityCount',
  'getNotificationSettings',
  // Moderation (docs/decisions/0034), beyond the spec: operators only.
  'adminReports',
  'adminReport',
  'adminAuditLog',
  'adminOpenReportCount',
  // Reviewing applicants, beyond the first schema: the owner's saved reasons for declining.
  'declineTemplates',
  // Events and their team formation (docs/decisions/0055).
  'loadEvent',
  'eventProposals',
  'eventRegistrations',
  'eventTeamsCsv',
  'myEvents',
];

const SPEC_MUTATIONS = [
  'createPost',
  'updatePost',
  'deletePost',
  'incrementPostView',
  'savePost',
  'unsavePost',
  'closePost',
  'openPost',
  'applyToPost',
  'cancelApplyToPost',
  'updateApplicationStatus',
  ...['Achievement', 'Education', 'Experience', 'Project', 'UserSkill'].flatMap((t) => [
    `create${t}`,
    `update${t}`,
    `delete${t}`,
  ]),
  'createUser',
  'updateUser',
  'deleteUser',
  'sendFriendReq',
  'acceptFriendReq',
  'declineFriendReq',
  'blockUser',
  'removeConnection',
  'sendMessage',
  'editMessage',
  'deleteMessage',
  'markMessagesAsRead',
  // Muting a chat (docs/decisions/0078), beyond the first schema.
  'setChatMuted',
  'openDirectChat',
  // Trust and safety (docs/decisions/0010), beyond the first schema.
  'reportContent',
  // Squads (docs/decisions/0028), beyond the first schema.
  'leaveSquad',
  'removeSquadMember',
  'setSquadPin',
  'setSquadMembersCanEdit',
  'setSquadMeeting',
  'addSquadLink',
  'removeSquadLink',
  'addSquadTask',
  'assignSquadTask',
  'setSquadTaskDone',
  'moveSquadTask',
  'removeSquadTask',
  'addSquadFile',
  'removeSquadFile',
  // Activity (docs/decisions/0029), beyond the first schema.
  'markActivityRead',
  'markAllActivityRead',
  'updateNotificationSetting',
  // Member experience, beyond the first schema: withdrawing a sent request.
  'cancelFriendReq',
  // Moderation (docs/decisions/0034), beyond the spec: operators only.
  'dismissReport',
  'hidePost',
  'unhidePost',
  'hideMessage',
  'unhideMessage',
  'suspendMember',
  'liftSuspension',
  // Reviewing applicants, beyond the first schema.
  'saveDeclineTemplates',
  // Events and their team formation (docs/decisions/0055).
  'createEvent',
  'updateEvent',
  'registerForEvent',
  'registerSquadForEvent',
  'leaveEvent',
  'runEventRound',
  'respondToProposal',
  'announceToEvent',
];

const schema = buildSquadupSchema();
const queryFields = schema.getQueryType()!.getFields();
const mutationFields = schema.getMutationType()!.getFields();

function argNames(field: { args: readonly { name: string }[] }): string[] {
  return field.args.map((a) => a.name);
}

describe('GraphQL schema', () => {
  it('has exactly the spec queries and mutations', () => {
    expect(Object.keys(queryFields).sort()).toEqual([...SPEC_QUERIES].sort());
    expect(Object.keys(mutationFields).sort()).toEqual([...SPEC_MUTATIONS].sort());
  });

  it('uses the spec argument names', () => {
    expect(argNames(queryFields.loadPostByFilter!)).toEqual(['filter', 'page', 'limit']);
    // exclude and excludeRecommended are additive and optional (the recommended posts Discover
    // shows above, by id or by count).
    expect(argNames(queryFields.loadPosts!)).toEqual([
      'page',
      'limit',
      'exclude',
      'excludeRecommended',
    ]);
    expect(argNames(queryFields.getMessagesForChat!)).toEqual(['chatId', 'page', 'limit']);
    // fileSize is additive and optional (S3 signs it as Content-Length); the spec's two come first.
    expect(argNames(queryFields.getPresignedUrl!)).toEqual(['fileType', 'folder', 'fileSize']);
    // role is additive and optional (the seat applied for); the spec's two come first.
    expect(argNames(mutationFields.applyToPost!)).toEqual(['postId', 'message', 'role']);
    // role, addSeat and reason are additive and optional (a seat on a full role, the reason for
    // a decline); the spec's two come first.
    expect(argNames(mutationFields.updateApplicationStatus!)).toEqual([
      'applicationId',
      'status',
      'role',
      'addSeat',
      'reason',
    ]);
    // order is additive and optional: within each status group, newest first unless asked.
    expect(argNames(queryFields.loadApplicationsByPostId!)).toEqual([
      'postId',
      'page',
      'limit',
      'order',
    ]);
    expect(argNames(mutationFields.sendFriendReq!)).toEqual(['addresseeUserId', 'message']);
  });

  it('pages lists with the spec defaults', () => {
    const defaults = (name: string) =>
      queryFields[name]!.args.filter(
        (a) => !['filter', 'search', 'chatId', 'exclude', 'excludeRecommended'].includes(a.name),
      ).map((a) => [a.name, a.defaultValue]);
    for (const name of [
      'loadPosts',
      'loadPostByFilter',
      'loadByRecommendation',
      'searchProjects',
    ]) {
      expect(defaults(name)).toEqual([
        ['page', 1],
        ['limit', 4],
      ]);
    }
    for (const name of ['loadPeople', 'loadPeopleByFilter', 'searchPeople']) {
      expect(defaults(name)).toEqual([
        ['page', 1],
        ['limit', 4],
      ]);
    }
    expect(defaults('getMessagesForChat')).toEqual([
      ['page', 1],
      ['limit', 10],
    ]);
  });

  it('returns the deleted id from every removal', () => {
    const removals = Object.values(mutationFields).filter(
      (f) => f.name.startsWith('delete') || f.name === 'removeConnection',
    );
    expect(removals.length).toBe(9);
    for (const f of removals) expect(String(f.type)).toBe('ID!');
  });

  it('keeps the Application.post / Post.my_application cycle', () => {
    const application = assertObjectType(schema.getType('Application'));
    const post = assertObjectType(schema.getType('Post'));
    expect(String(application.getFields().post!.type)).toBe('Post');
    expect(String(post.getFields().my_application!.type)).toBe('Application');
  });

  it('generated/typeDefs.ts is up to date with src/graphql/*.graphql', () => {
    const script = fileURLToPath(new URL('../scripts/build-typedefs.mjs', import.meta.url));
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
