// One small world per relational access label of graphql/access-rules.ts and
// realtime/access-rules.ts: a member who holds the relation (the insider), one who does not (the
// outsider, the nearest miss where there is one: the requester for 'addressee', the chat's other
// member for 'message sender'), and the ids the label's operations take. access-labels.test.ts
// runs every operation of each label as both (docs/decisions/0039).
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { squadFiles, squadLinks, squadSpaces, squadTasks, users } from '../src/db/schema/index.js';
import { filesBase } from '../src/lib/storage/public-url.js';
import type { AccessRule } from '../src/graphql/access-rules.js';
import { grantOperator } from '../src/modules/admin/operators.js';
import type { TestApp } from './app.js';
import {
  buildAchievement,
  buildActivity,
  buildApplication,
  buildConnection,
  buildEducation,
  buildEvent,
  buildExperience,
  buildMessage,
  buildPost,
  buildProject,
  buildProposal,
  buildReport,
  buildSkill,
  buildSquad,
  buildUser,
} from './factories.js';
import { buildMember, type Member } from './members.js';

/** A file_url getPresignedUrl would give `userId` for a squad's PDF (no file behind it). */
const squadFileUrl = (app: TestApp, userId: string) =>
  `${filesBase(app.config)}/squad-files/${userId}/${uuidv7()}.pdf`;

/** Every label but the two that name no relation to an object. */
export type RelationalLabel = Exclude<AccessRule, 'member' | 'public'>;

export type Refusal = 'FORBIDDEN' | 'NOT_FOUND';

export interface LabelWorld {
  insider: Member;
  outsider: Member;
  /** Ids by argument or input-field name (postId, chatId, userId …). */
  ids: Record<string, string>;
}

type Args = Record<string, unknown>;

export interface OperationCase {
  /** Arguments over the ones generated from `ids` (the same for both callers). */
  args?: (world: LabelWorld) => Args;
  /** Where one operation refuses otherwise than its label (the policy says why). */
  refusal?: Refusal;
  /**
   * For an operation that takes no id of another member (it acts on the caller): what must hold
   * after the outsider's call instead of a refusal.
   */
  outsiderCannotReach?: (app: TestApp, world: LabelWorld) => Promise<void>;
}

export interface LabelScenario {
  /** How the label refuses a member who is not that relation. */
  refusal: Refusal;
  build(app: TestApp): Promise<LabelWorld>;
  /** One case per GraphQL operation with this label (the test fails on a missing one). */
  operations: Record<string, OperationCase>;
  /** Socket events with this label: the event's arguments. */
  socket?: Record<string, (world: LabelWorld) => unknown[]>;
  /**
   * Events that act on a chat the socket has open: both sockets ask to join this chat first (the
   * outsider is refused, so its event still is).
   */
  opensChat?: Record<string, (world: LabelWorld) => string>;
}

const reason = 'Checked by the access-label test';
const named = (app: TestApp, first_name: string) =>
  buildMember(app, { first_name, last_name: 'Label' });

/** A chat of two connected members with one message from the first. */
async function chatOf(app: TestApp, first: Member, second: Member) {
  const connection = await buildConnection(app.db, {
    requester_user_id: first.user.id,
    addressee_user_id: second.user.id,
  });
  const message = await buildMessage(app.db, {
    chat_id: connection.chat_id!,
    sender_id: first.user.id,
    content: 'Hello',
  });
  return { connectionId: connection.id, chatId: connection.chat_id!, messageId: message.id };
}

const sectionOwner: OperationCase = {
  args: (w) => ({ userId: w.ids.userId }),
};

export const LABEL_SCENARIOS: Record<RelationalLabel, LabelScenario> = {
  'post owner': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider, mate, applicant] = await Promise.all(
        ['Owner', 'Stranger', 'Mate', 'Applicant'].map((n) => named(app, n)),
      );
      const { post } = await buildSquad(
        app.db,
        insider!.user.id,
        [{ userId: mate!.user.id, role: null }],
        { open_seats: 3 },
      );
      const application = await buildApplication(app.db, {
        post_id: post.id,
        applicant_id: applicant!.user.id,
      });
      const closed = await buildPost(app.db, { posted_by: insider!.user.id, status: 'closed' });
      const event = await buildEvent(app.db, { organiser_id: applicant!.user.id });
      return {
        insider: insider!,
        outsider: outsider!,
        ids: {
          postId: post.id,
          closedPostId: closed.id,
          applicationId: application.id,
          userId: mate!.user.id,
          eventId: event.id,
          squadId: post.id,
        },
      };
    },
    operations: {
      loadApplicationsByPostId: {},
      updatePost: {
        args: () => ({
          input: { title: 'A post renamed', description: 'Still looking.', open_seats: 3 },
        }),
      },
      deletePost: {},
      closePost: {},
      openPost: { args: (w) => ({ postId: w.ids.closedPostId }) },
      updateApplicationStatus: { args: () => ({ status: 'accepted' }) },
      // Someone outside the squad learns nothing about it (squads.policy.ts).
      removeSquadMember: { refusal: 'NOT_FOUND' },
      setSquadMembersCanEdit: { refusal: 'NOT_FOUND', args: () => ({ allowed: true }) },
      registerSquadForEvent: {
        args: () => ({ input: { open_seats: 1, level: 'intermediate', utc_offset_minutes: 60 } }),
      },
    },
  },

  'event organiser': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider, registrant] = await Promise.all(
        ['Organiser', 'Participant', 'Registrant'].map((n) => named(app, n)),
      );
      // The outsider is registered: taking part is not organising.
      const event = await buildEvent(app.db, { organiser_id: insider!.user.id });
      await buildProposal(app.db, event.id, [outsider!.user.id, registrant!.user.id]);
      return { insider: insider!, outsider: outsider!, ids: { eventId: event.id } };
    },
    operations: {
      eventProposals: {},
      eventRegistrations: {},
      eventTeamsCsv: {},
      runEventRound: {},
      announceToEvent: { args: () => ({ message: 'Doors open at nine.' }) },
      updateEvent: {
        args: () => ({
          input: {
            name: 'Renamed',
            starts_on: '2031-03-01',
            ends_on: '2031-03-03',
            register_by: new Date(Date.now() + 86_400_000).toISOString(),
            min_team_size: 2,
            max_team_size: 4,
          },
        }),
      },
    },
  },

  'proposed member': {
    refusal: 'NOT_FOUND',
    async build(app) {
      const [insider, outsider, mate, other] = await Promise.all(
        ['Proposed', 'Elsewhere', 'Mate', 'Other'].map((n) => named(app, n)),
      );
      // The outsider is proposed too, in another team of the same event.
      const event = await buildEvent(app.db);
      const proposal = await buildProposal(app.db, event.id, [insider!.user.id, mate!.user.id]);
      await buildProposal(app.db, event.id, [outsider!.user.id, other!.user.id]);
      return { insider: insider!, outsider: outsider!, ids: { proposalId: proposal.id } };
    },
    operations: {
      respondToProposal: { args: () => ({ accept: true }) },
    },
  },

  applicant: {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([named(app, 'Applicant'), named(app, 'Owner')]);
      const post = await buildPost(app.db, { posted_by: outsider.user.id });
      const application = await buildApplication(app.db, {
        post_id: post.id,
        applicant_id: insider.user.id,
      });
      return { insider: insider, outsider: outsider, ids: { applicationId: application.id } };
    },
    operations: { cancelApplyToPost: {} },
  },

  'section owner': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([named(app, 'Owner'), named(app, 'Stranger')]);
      const user_id = insider.user.id;
      return {
        insider: insider,
        outsider: outsider,
        ids: {
          userId: user_id,
          achievementId: (await buildAchievement(app.db, { user_id })).id,
          educationId: (await buildEducation(app.db, { user_id })).id,
          experienceId: (await buildExperience(app.db, { user_id })).id,
          projectId: (await buildProject(app.db, { user_id })).id,
          userSkillId: (await buildSkill(app.db, { user_id })).id,
        },
      };
    },
    operations: {
      createAchievement: sectionOwner,
      updateAchievement: {},
      deleteAchievement: {},
      createEducation: sectionOwner,
      updateEducation: {},
      deleteEducation: {},
      createExperience: sectionOwner,
      updateExperience: {},
      deleteExperience: {},
      createProject: sectionOwner,
      updateProject: {},
      deleteProject: {},
      createUserSkill: sectionOwner,
      updateUserSkill: {},
      deleteUserSkill: {},
    },
  },

  self: {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([named(app, 'Self'), named(app, 'Other')]);
      const activity = await buildActivity(app.db, { recipient_id: insider.user.id });
      return {
        insider: insider,
        outsider: outsider,
        ids: { userId: insider.user.id, activityId: activity.id },
      };
    },
    operations: {
      updateUser: {
        args: () => ({ input: { bio: 'Changed by the caller' } }),
        async outsiderCannotReach(app, w) {
          const [row] = await app.db.select().from(users).where(eq(users.id, w.insider.user.id));
          if (row?.bio === 'Changed by the caller') {
            throw new Error("updateUser by another member changed the insider's profile");
          }
        },
      },
      deleteUser: {},
      // Another member's item is answered as an unknown id (activity.policy.ts).
      markActivityRead: { refusal: 'NOT_FOUND' },
    },
  },

  addressee: {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([
        named(app, 'Addressee'),
        named(app, 'Requester'),
      ]);
      const connection = await buildConnection(app.db, {
        requester_user_id: outsider.user.id,
        addressee_user_id: insider.user.id,
        status: 'pending',
      });
      return { insider: insider, outsider: outsider, ids: { connectionId: connection.id } };
    },
    operations: { acceptFriendReq: {}, declineFriendReq: {} },
  },

  requester: {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([
        named(app, 'Requester'),
        named(app, 'Addressee'),
      ]);
      const connection = await buildConnection(app.db, {
        requester_user_id: insider.user.id,
        addressee_user_id: outsider.user.id,
        status: 'pending',
      });
      return { insider: insider, outsider: outsider, ids: { connectionId: connection.id } };
    },
    operations: { cancelFriendReq: {} },
  },

  'connection party': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, friend, outsider] = await Promise.all(
        ['Party', 'Friend', 'Stranger'].map((n) => named(app, n)),
      );
      const { connectionId } = await chatOf(app, insider!, friend!);
      return { insider: insider!, outsider: outsider!, ids: { connectionId } };
    },
    operations: { removeConnection: {} },
  },

  'chat participant': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, friend, outsider] = await Promise.all(
        ['Participant', 'Friend', 'Stranger'].map((n) => named(app, n)),
      );
      const { chatId } = await chatOf(app, friend!, insider!);
      return { insider: insider!, outsider: outsider!, ids: { chatId } };
    },
    operations: {
      getMessagesForChat: {},
      sendMessage: { args: () => ({ content: 'Hello there' }) },
      markMessagesAsRead: {},
      setChatMuted: { args: () => ({ muted: true }) },
    },
    socket: {
      joinChat: (w) => [w.ids.chatId],
      sendMessage: (w) => [{ chatId: w.ids.chatId, content: 'Hello there' }],
      typing: (w) => [{ chatId: w.ids.chatId, typing: true }],
    },
    opensChat: { typing: (w) => w.ids.chatId! },
  },

  'message sender': {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider] = await Promise.all([named(app, 'Sender'), named(app, 'Reader')]);
      const { messageId } = await chatOf(app, insider, outsider);
      return { insider: insider, outsider: outsider, ids: { messageId } };
    },
    operations: {
      editMessage: { args: () => ({ content: 'Edited' }) },
      deleteMessage: {},
    },
  },

  'squad member': {
    refusal: 'NOT_FOUND',
    async build(app) {
      const owner = await buildUser(app.db);
      const [insider, outsider] = await Promise.all([named(app, 'Member'), named(app, 'Stranger')]);
      const { post } = await buildSquad(app.db, owner.id, [
        { userId: insider.user.id, role: null },
      ]);
      // The owner lets members edit the workspace; the insider added a link, a task and a file.
      const [, link, task, file] = await Promise.all([
        app.db.insert(squadSpaces).values({ post_id: post.id, members_can_edit: true }),
        app.db
          .insert(squadLinks)
          .values({
            post_id: post.id,
            title: 'Repo',
            url: 'https://example.com',
            added_by: insider.user.id,
          })
          .returning(),
        app.db
          .insert(squadTasks)
          .values({ post_id: post.id, title: 'Task', position: 0, created_by: insider.user.id })
          .returning(),
        app.db
          .insert(squadFiles)
          .values({
            post_id: post.id,
            name: 'Deck.pdf',
            url: squadFileUrl(app, insider.user.id),
            content_type: 'application/pdf',
            added_by: insider.user.id,
          })
          .returning(),
      ]);
      return {
        insider: insider,
        outsider: outsider,
        ids: {
          postId: post.id,
          linkId: link[0]!.id,
          taskId: task[0]!.id,
          fileId: file[0]!.id,
          assigneeId: insider.user.id,
          fileUrl: squadFileUrl(app, insider.user.id),
        },
      };
    },
    operations: {
      loadSquad: {},
      leaveSquad: {},
      setSquadPin: { args: () => ({ text: 'Demo on Sunday' }) },
      setSquadMeeting: { args: () => ({ input: { at: '2031-03-06T17:30:00Z', note: 'Call' } }) },
      addSquadLink: { args: () => ({ title: 'Design', url: 'https://figma.example/file' }) },
      removeSquadLink: {},
      addSquadTask: {},
      assignSquadTask: {},
      setSquadTaskDone: { args: () => ({ done: true }) },
      moveSquadTask: {},
      removeSquadTask: {},
      addSquadFile: { args: (w) => ({ fileUrl: w.ids.fileUrl }) },
      removeSquadFile: {},
    },
  },

  operator: {
    refusal: 'FORBIDDEN',
    async build(app) {
      const [insider, outsider, author, witness, suspended] = await Promise.all(
        ['Operator', 'Member', 'Author', 'Witness', 'Suspended'].map((n) => named(app, n)),
      );
      await grantOperator(app.db, insider!.user.email);
      const hidden = { hidden_at: new Date(), hidden_reason: reason };
      const post = await buildPost(app.db, { posted_by: author!.user.id });
      const hiddenPost = await buildPost(app.db, { posted_by: author!.user.id, ...hidden });
      const { chatId } = await chatOf(app, author!, witness!);
      const message = await buildMessage(app.db, { chat_id: chatId, sender_id: author!.user.id });
      const hiddenMessage = await buildMessage(app.db, {
        chat_id: chatId,
        sender_id: author!.user.id,
        ...hidden,
      });
      const report = await buildReport(app.db, {
        reporter_id: witness!.user.id,
        subject_type: 'post',
        subject_id: post.id,
      });
      await app.db
        .update(users)
        .set({ suspended_at: new Date(), suspended_until: null, suspension_reason: reason })
        .where(eq(users.id, suspended!.user.id));
      return {
        insider: insider!,
        outsider: outsider!,
        ids: {
          reportId: report.id,
          postId: post.id,
          hiddenPostId: hiddenPost.id,
          messageId: message.id,
          hiddenMessageId: hiddenMessage.id,
          userId: author!.user.id,
          suspendedId: suspended!.user.id,
        },
      };
    },
    operations: {
      adminReports: {},
      adminReport: {},
      adminAuditLog: {},
      adminOpenReportCount: {},
      dismissReport: { args: () => ({ reason }) },
      hidePost: { args: (w) => ({ input: { subjectId: w.ids.postId, reason } }) },
      unhidePost: { args: (w) => ({ postId: w.ids.hiddenPostId, reason }) },
      hideMessage: { args: (w) => ({ input: { subjectId: w.ids.messageId, reason } }) },
      unhideMessage: { args: (w) => ({ messageId: w.ids.hiddenMessageId, reason }) },
      suspendMember: { args: (w) => ({ input: { userId: w.ids.userId, reason, days: 1 } }) },
      liftSuspension: { args: (w) => ({ userId: w.ids.suspendedId, reason }) },
    },
  },
};
