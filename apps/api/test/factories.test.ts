import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, reports } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './app.js';
import {
  buildAchievement,
  buildApplication,
  buildBlock,
  buildChat,
  buildChatRead,
  buildConnection,
  buildEducation,
  buildExperience,
  buildMessage,
  buildPost,
  buildProject,
  buildReport,
  buildSavedPost,
  buildSkill,
} from './factories.js';
import { graphql } from './gql/index.js';
import { buildMember, type Member } from './members.js';

// Each factory's rows as the API serves them: what a factory builds is what the app would have.

const POST = graphql(`
  query FactoryPost($postId: ID!) {
    loadPostById(postId: $postId) {
      _id
      title
      posted_by
      status
      work_mode
      applications_count
      is_saved
      is_applied
      is_connection
      chat_id
      requirements {
        desired_skills
        desired_roles
      }
      my_application {
        _id
        status
      }
    }
  }
`);
const SEARCH = graphql(`
  query FactorySearch($search: String!) {
    searchProjects(search: $search) {
      _id
    }
  }
`);
const RECOMMENDED = graphql(`
  query FactoryRecommended {
    loadByRecommendation(limit: 20) {
      post {
        _id
      }
      matched_skills
    }
  }
`);
const APPLICANTS = graphql(`
  query FactoryApplicants($postId: ID!) {
    loadApplicationsByPostId(postId: $postId) {
      _id
      applicant_id
      status
      message
    }
  }
`);
const SAVED = graphql(`
  query FactorySaved {
    getSavedPosts {
      _id
      is_saved
    }
  }
`);
const STATUS = graphql(`
  query FactoryConnectionStatus($userId: ID!) {
    checkConnectionStatus(addresseeUserId: $userId) {
      status
      connection_id
      chat_id
      is_requester
    }
  }
`);
const CONNECTIONS = graphql(`
  query FactoryConnections($userId: ID!) {
    loadConnectionsList(userId: $userId) {
      _id
      other_user_id
      chat_id
    }
  }
`);
const PENDING = graphql(`
  query FactoryPending {
    loadPendingFriendRequests {
      _id
      other_user_id
      message
    }
  }
`);
const PERSON = graphql(`
  query FactoryPerson($id: ID!) {
    loadPersonById(id: $id) {
      _id
    }
  }
`);
const CHATS = graphql(`
  query FactoryChats {
    getChatListForUser {
      _id
      other_user_id
      is_active
      last_message_content
    }
  }
`);
const MESSAGES = graphql(`
  query FactoryMessages($chatId: ID!) {
    getMessagesForChat(chatId: $chatId) {
      _id
      sender_id
      content
      read_by {
        user_id
      }
      reply_to_message_id
    }
  }
`);
const UNREAD = graphql(`
  query FactoryUnread {
    getUnreadCountForChats {
      chat_id
      unread_count
    }
  }
`);
const SECTIONS = graphql(`
  query FactorySections($userId: ID!) {
    getSkillsByUser(userId: $userId) {
      _id
      skill_name
      order
    }
    getExperienceByUser(userId: $userId) {
      _id
      company_name
      order
    }
    getEducationByUser(userId: $userId) {
      _id
      institution_name
      order
    }
    getProjectsByUser(userId: $userId) {
      _id
      title
      order
    }
    getAchievementsByUser(userId: $userId) {
      _id
      title
      order
    }
  }
`);
const REPORT = graphql(`
  mutation FactoryReport($input: ReportInput!) {
    reportContent(input: $input) {
      _id
      reason
    }
  }
`);

let app: TestApp;
let ada: Member;
let bob: Member;

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildMember(app, { first_name: 'Ada' });
  bob = await buildMember(app, { first_name: 'Bob' });
});
afterAll(() => app.stop());

describe('buildPost', () => {
  it('is an open post every member sees, found by search and recommended on its skills', async () => {
    const post = await buildPost(app.db, {
      posted_by: ada.user.id,
      title: 'Quokkatracker',
      desired_skills: ['Quokkalang'],
    });
    const seen = await bob.gql(POST, { postId: post.id });
    expect(seen.data.loadPostById).toEqual({
      _id: post.id,
      title: 'Quokkatracker',
      posted_by: ada.user.id,
      status: 'open',
      work_mode: 'remote',
      applications_count: 0,
      is_saved: false,
      is_applied: null,
      is_connection: 'none',
      chat_id: null,
      requirements: { desired_skills: ['Quokkalang'], desired_roles: ['Frontend'] },
      my_application: null,
    });
    const found = await bob.gql(SEARCH, { search: 'Quokkatracker' });
    expect(found.data.searchProjects).toEqual([{ _id: post.id }]);
    // post_terms (kept by a trigger) carry the recommendation: a member with the skill gets it.
    const carol = await buildMember(app);
    await buildSkill(app.db, { user_id: carol.user.id, skill_name: 'Quokkalang' });
    const recommended = await carol.gql(RECOMMENDED);
    expect(recommended.data.loadByRecommendation).toContainEqual({
      post: { _id: post.id },
      matched_skills: ['Quokkalang'],
    });
  });

  it('builds an author when none is named', async () => {
    const post = await buildPost(app.db);
    expect((await bob.gql(POST, { postId: post.id })).data.loadPostById.posted_by).toBe(
      post.posted_by,
    );
  });
});

describe('buildApplication and buildSavedPost', () => {
  it('counts an application on its post, for its author and its applicant alike', async () => {
    const post = await buildPost(app.db, { posted_by: ada.user.id });
    const application = await buildApplication(app.db, {
      post_id: post.id,
      applicant_id: bob.user.id,
    });
    const asBob = (await bob.gql(POST, { postId: post.id })).data.loadPostById;
    expect(asBob).toMatchObject({
      applications_count: 1,
      is_applied: 'pending',
      my_application: { _id: application.id, status: 'pending' },
    });
    const applicants = await ada.gql(APPLICANTS, { postId: post.id });
    expect(applicants.data.loadApplicationsByPostId).toEqual([
      {
        _id: application.id,
        applicant_id: bob.user.id,
        status: 'pending',
        message: application.message,
      },
    ]);
  });

  it('does not count a withdrawn application', async () => {
    const post = await buildPost(app.db);
    await buildApplication(app.db, { post_id: post.id, status: 'withdrawn' });
    await buildApplication(app.db, { post_id: post.id, status: 'accepted' });
    const seen = await bob.gql(POST, { postId: post.id });
    expect(seen.data.loadPostById.applications_count).toBe(1);
  });

  it('lists a saved post as saved', async () => {
    const carol = await buildMember(app);
    const post = await buildPost(app.db);
    await buildSavedPost(app.db, { user_id: carol.user.id, post_id: post.id });
    expect((await carol.gql(SAVED)).data.getSavedPosts).toEqual([{ _id: post.id, is_saved: true }]);
  });
});

describe('buildConnection and buildBlock', () => {
  it('connects two members with their chat open', async () => {
    const [cy, dee] = [await buildMember(app), await buildMember(app)];
    const connection = await buildConnection(app.db, {
      requester_user_id: cy.user.id,
      addressee_user_id: dee.user.id,
    });
    expect((await dee.gql(STATUS, { userId: cy.user.id })).data.checkConnectionStatus).toEqual({
      status: 'accepted',
      connection_id: connection.id,
      chat_id: connection.chat_id,
      is_requester: false,
    });
    expect((await cy.gql(CONNECTIONS, { userId: cy.user.id })).data.loadConnectionsList).toEqual([
      { _id: connection.id, other_user_id: dee.user.id, chat_id: connection.chat_id },
    ]);
    expect((await dee.gql(CHATS)).data.getChatListForUser).toEqual([
      {
        _id: connection.chat_id,
        other_user_id: cy.user.id,
        is_active: true,
        last_message_content: null,
      },
    ]);
  });

  it('leaves a pending request in the addressee’s inbox, with no chat', async () => {
    const [cy, dee] = [await buildMember(app), await buildMember(app)];
    const request = await buildConnection(app.db, {
      requester_user_id: cy.user.id,
      addressee_user_id: dee.user.id,
      status: 'pending',
      message: 'Hi!',
    });
    expect((await dee.gql(PENDING)).data.loadPendingFriendRequests).toEqual([
      { _id: request.id, other_user_id: cy.user.id, message: 'Hi!' },
    ]);
    expect((await cy.gql(STATUS, { userId: dee.user.id })).data.checkConnectionStatus).toEqual({
      status: 'pending',
      connection_id: request.id,
      chat_id: null,
      is_requester: true,
    });
  });

  it('blocks: the blocker no longer finds the member, and their chat closes', async () => {
    const [cy, dee] = [await buildMember(app), await buildMember(app)];
    const { chat_id: chatId } = await buildConnection(app.db, {
      requester_user_id: cy.user.id,
      addressee_user_id: dee.user.id,
    });
    await buildBlock(app.db, { blocker_id: cy.user.id, blocked_id: dee.user.id });
    expect((await cy.gql(PERSON, { id: dee.user.id })).code).toBe('NOT_FOUND');
    expect((await cy.gql(CONNECTIONS, { userId: cy.user.id })).data.loadConnectionsList).toEqual(
      [],
    );
    const [chat] = await app.db.select().from(chats).where(eq(chats.id, chatId!));
    expect(chat!.is_active).toBe(false);
  });
});

describe('buildChat, buildMessage and buildChatRead', () => {
  it('shows a message to both members, unread by the other until they read it', async () => {
    const [cy, dee] = [await buildMember(app), await buildMember(app)];
    const chat = await buildChat(app.db, { members: [cy.user.id, dee.user.id] });
    const first = await buildMessage(app.db, {
      chat_id: chat.id,
      sender_id: cy.user.id,
      content: 'Hello',
    });
    const reply = await buildMessage(app.db, {
      chat_id: chat.id,
      sender_id: dee.user.id,
      content: 'Hi back',
      reply_to_message_id: first.id,
    });
    const page = (await cy.gql(MESSAGES, { chatId: chat.id })).data.getMessagesForChat;
    expect(page).toEqual([
      {
        _id: first.id,
        sender_id: cy.user.id,
        content: 'Hello',
        read_by: [{ user_id: dee.user.id }],
        reply_to_message_id: null,
      },
      {
        _id: reply.id,
        sender_id: dee.user.id,
        content: 'Hi back',
        read_by: [],
        reply_to_message_id: first.id,
      },
    ]);
    expect((await cy.gql(UNREAD)).data.getUnreadCountForChats).toEqual([
      { chat_id: chat.id, unread_count: 1 },
    ]);
    expect((await dee.gql(UNREAD)).data.getUnreadCountForChats).toEqual([]);
    expect((await cy.gql(CHATS)).data.getChatListForUser).toEqual([
      {
        _id: chat.id,
        other_user_id: dee.user.id,
        is_active: true,
        last_message_content: 'Hi back',
      },
    ]);
    await buildChatRead(app.db, {
      chat_id: chat.id,
      user_id: cy.user.id,
      last_read_message_id: reply.id,
    });
    expect((await cy.gql(UNREAD)).data.getUnreadCountForChats).toEqual([]);
  });

  it('builds a chat and its members when none are named', async () => {
    const message = await buildMessage(app.db);
    const [chat] = await app.db.select().from(chats).where(eq(chats.id, message.chat_id));
    expect(chat).toMatchObject({ user_low_id: message.sender_id, is_active: true });
    expect(chat!.last_message_at).toEqual(message.created_at);
  });
});

describe('profile section items', () => {
  it('serves each section’s items in the order they were built', async () => {
    const userId = ada.user.id;
    const skills = [
      await buildSkill(app.db, { user_id: userId }),
      await buildSkill(app.db, { user_id: userId }),
    ];
    const experience = await buildExperience(app.db, { user_id: userId });
    const education = await buildEducation(app.db, { user_id: userId });
    const project = await buildProject(app.db, { user_id: userId });
    const achievement = await buildAchievement(app.db, { user_id: userId });
    const seen = (await bob.gql(SECTIONS, { userId })).data;
    expect(seen.getSkillsByUser).toEqual(
      skills.map((s, order) => ({ _id: s.id, skill_name: s.skill_name, order })),
    );
    expect(seen.getExperienceByUser).toEqual([
      { _id: experience.id, company_name: experience.company_name, order: 0 },
    ]);
    expect(seen.getEducationByUser).toEqual([
      { _id: education.id, institution_name: education.institution_name, order: 0 },
    ]);
    expect(seen.getProjectsByUser).toEqual([{ _id: project.id, title: project.title, order: 0 }]);
    expect(seen.getAchievementsByUser).toEqual([
      { _id: achievement.id, title: achievement.title, order: 0 },
    ]);
  });
});

describe('buildReport', () => {
  it('is the reporter’s one report of the subject: reporting again updates it', async () => {
    const post = await buildPost(app.db);
    const report = await buildReport(app.db, { reporter_id: bob.user.id, subject_id: post.id });
    const again = await bob.gql(REPORT, {
      input: { subject_type: 'post', subject_id: post.id, reason: 'scam' },
    });
    expect(again.data.reportContent).toEqual({ _id: report.id, reason: 'scam' });
    const rows = await app.db.select().from(reports).where(eq(reports.subject_id, post.id));
    expect(rows).toHaveLength(1);
  });
});
