// The world the sweep runs in: real rows, built by the factories as the API would write them, so
// each operation's baseline is valid and a bad value reaches the code behind validation, not just
// an early NOT_FOUND.
import type { TestApp } from '../app.js';
import {
  buildAchievement,
  buildApplication,
  buildConnection,
  buildEducation,
  buildExperience,
  buildMessage,
  buildPost,
  buildProject,
  buildReport,
  buildSkill,
} from '../factories.js';
import { grantOperator } from '../../src/modules/admin/operators.js';
import { buildMember, type Member } from '../members.js';
import type { Baselines } from './schema-walk.js';

export interface SweepWorld {
  viewer: Member;
  baselines: Baselines;
}

export async function buildSweepWorld(app: TestApp): Promise<SweepWorld> {
  const { db } = app;
  const member = (first_name: string) =>
    buildMember(app, { first_name, last_name: 'Sweep', email_verified_at: new Date() });
  const [viewer, owner, friend, requester, decliner, blocked, leaving, asked] = await Promise.all(
    ['Viewer', 'Owner', 'Friend', 'Requester', 'Decliner', 'Blocked', 'Leaving', 'Asked'].map(
      member,
    ),
  );
  const postOf = async (who: Member) =>
    (await buildPost(db, { posted_by: who.user.id, title: 'Sweep project' })).id;
  const viewerPost = await postOf(viewer!);
  const doomedPost = await postOf(viewer!);
  const ownerPost = await postOf(owner!);
  const openPost = await postOf(requester!);
  const applyAs = async (who: Member, postId: string) =>
    (await buildApplication(db, { post_id: postId, applicant_id: who.user.id })).id;
  const ownApplication = await applyAs(viewer!, ownerPost);
  const applicantsApplication = await applyAs(friend!, viewerPost);
  const connection = (from: Member, to: Member, status: 'accepted' | 'pending') =>
    buildConnection(db, { requester_user_id: from.user.id, addressee_user_id: to.user.id, status });
  const chat = await connection(viewer!, friend!, 'accepted');
  const removable = await connection(viewer!, leaving!, 'accepted');
  const pending = (await connection(requester!, viewer!, 'pending')).id;
  const declinable = (await connection(decliner!, viewer!, 'pending')).id;
  const cancellable = (await connection(viewer!, asked!, 'pending')).id;
  const message = (
    await buildMessage(db, { chat_id: chat.chat_id!, sender_id: viewer!.user.id, content: 'Hi' })
  ).id;

  // The viewer is an operator, so the admin operations are swept behind their role check, on
  // subjects of their own (a suspension must not hide the rows other operations' baselines name).
  await grantOperator(db, viewer!.user.email);
  const [target, witness] = await Promise.all(['Target', 'Witness'].map(member));
  const targetPost = await postOf(target!);
  const targetChat = await connection(witness!, target!, 'accepted');
  const targetMessage = (
    await buildMessage(db, {
      chat_id: targetChat.chat_id!,
      sender_id: target!.user.id,
      content: 'Reported',
    })
  ).id;
  const targetReport = (
    await buildReport(db, {
      reporter_id: witness!.user.id,
      subject_type: 'post',
      subject_id: targetPost,
    })
  ).id;
  const moderation = (subjectId: string) => ({ subjectId, reason: 'Sweep reason' });

  const user_id = viewer!.user.id;
  const sectionIds: Record<string, string> = {
    achievementId: (await buildAchievement(db, { user_id })).id,
    educationId: (await buildEducation(db, { user_id })).id,
    experienceId: (await buildExperience(db, { user_id })).id,
    projectId: (await buildProject(db, { user_id })).id,
    userSkillId: (await buildSkill(db, { user_id })).id,
  };

  return {
    viewer: viewer!,
    baselines: {
      ids: {
        ...sectionIds,
        postId: viewerPost,
        applicationId: applicantsApplication,
        chatId: chat.chat_id!,
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
        cancelFriendReq: { connectionId: cancellable },
        savePost: { postId: ownerPost },
        unsavePost: { postId: ownerPost },
        incrementPostView: { postId: ownerPost },
        cancelApplyToPost: { applicationId: ownApplication },
        loadConnectionsList: { userId: viewer!.user.id },
        blockUser: { addresseeUserId: blocked!.user.id },
        removeConnection: { connectionId: removable.id },
        deletePost: { postId: doomedPost },
        deleteUser: { userId: viewer!.user.id },
        adminReport: { reportId: targetReport },
        dismissReport: { reportId: targetReport, reason: 'Sweep reason' },
        hidePost: { input: moderation(targetPost) },
        unhidePost: { postId: targetPost, reason: 'Sweep reason' },
        hideMessage: { input: moderation(targetMessage) },
        unhideMessage: { messageId: targetMessage, reason: 'Sweep reason' },
        suspendMember: { input: { userId: target!.user.id, reason: 'Sweep reason', days: 1 } },
        liftSuspension: { userId: target!.user.id, reason: 'Sweep reason' },
      },
    },
  };
}
