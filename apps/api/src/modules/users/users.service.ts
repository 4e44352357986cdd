import { displayName, profileUpdateSchema } from '@squadup/shared';
import { notFound, nullWhenNotFound } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { parseWith } from '../../lib/parse.js';
import { joinParts, oneLine, type ShareMeta } from '../../lib/share-meta.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { isVisitor } from '../../lib/viewer.js';
import { confirmAccountOwner } from '../auth/index.js';
import { chatPartners } from '../chat/index.js';
import { activeSuspension } from '../../db/moderation.js';
import { isBlockedBetween } from '../../db/visibility.js';
import { pendingRequestAddressees } from '../connections/index.js';
import { seatsFreedByDeletion } from '../squads/index.js';
import { deleteMemberUploads, ownedUploadType, recordUploadPurge } from '../uploads/index.js';
import { USER_MESSAGES, usersPolicy } from './users.policy.js';
import { userParent, type UserParent } from './users.present.js';
import * as repo from './users.repo.js';
import { consumeSignupAttempt } from './users.signup-limit.js';

const memberNotFound = () => notFound(USER_MESSAGES.memberNotFound);

/**
 * loadUserById: `userId` omitted means the viewer's own profile (a visitor has none). An unknown
 * or malformed id, a member blocked either way, and for a visitor a members-only or suspended
 * profile, all answer the same NOT_FOUND (neither the block nor the choice is spelled out).
 */
export async function loadUserById(
  ctx: ServiceContext,
  userId: string | null | undefined,
): Promise<UserParent> {
  const { db, viewer } = ctx;
  const id = userId ?? viewer.id;
  if (!isUuid(id) || isVisitor({ id })) throw memberNotFound();
  // One block lookup per request, alongside the row; none for one's own profile or a visitor.
  const [user, blocked] = await Promise.all([
    repo.findUserById(db, id),
    id === viewer.id || isVisitor(viewer) ? false : isBlockedBetween(db, viewer.id, id),
  ]);
  if (!user) throw memberNotFound();
  usersPolicy.authorize(viewer, 'seeProfile', {
    id,
    blockedEitherWay: blocked,
    membersOnly: user.members_only_profile,
    suspended: activeSuspension(user) !== null,
  });
  return userParent(user, viewer.id);
}

/**
 * What a shared link to the member's profile unfurls as (lib/share-meta.ts), or null when the
 * viewer may not read it (for a signed-out visitor, a members-only profile too).
 */
export async function profileShareMeta(
  ctx: ServiceContext,
  userId: string,
): Promise<ShareMeta | null> {
  const user = await nullWhenNotFound(loadUserById(ctx, userId));
  if (!user) return null;
  const name = displayName(user);
  return {
    title: name,
    description:
      oneLine(joinParts([user.title, user.location_id, user.bio])) || `${name} on Squadup`,
    type: 'profile',
    image: user.photo,
    // A profile is readable from its link, not listed by search engines.
    noindex: true,
  };
}

/**
 * The viewer's own profile. Absent fields are unchanged, `photo: null` removes the photo,
 * `links` replaces the list; a new photo must be the member's own upload.
 */
export async function updateUser(ctx: ServiceContext, input: unknown): Promise<UserParent> {
  const { db, config, viewer } = ctx;
  const values = parseWith(profileUpdateSchema, input);
  const user = await repo.findUserById(db, viewer.id);
  if (!user) throw memberNotFound();
  const { photo, last_name, ...rest } = values;
  if (typeof photo === 'string')
    usersPolicy.authorize(viewer, 'usePhoto', {
      photo,
      currentPhoto: user.photo,
      isOwnUpload: (url) => ownedUploadType(config, viewer.id, url, 'profile-picture') !== null,
    });
  const changes: Parameters<typeof repo.updateProfile>[2] = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  // last_name is stored as '' when there is none (users.last_name is NOT NULL).
  if (last_name !== undefined) changes.last_name = last_name ?? '';
  if (photo !== undefined) changes.photo = photo;
  if (Object.keys(changes).length > 0 && !(await repo.updateProfile(db, viewer.id, changes)))
    throw memberNotFound();
  if (changes.show_online !== undefined && changes.show_online !== user.show_online)
    ctx.events.committed({ type: 'presence.toggled', userId: viewer.id });
  const changed = (key: 'show_typing' | 'show_read_receipts') =>
    changes[key] !== undefined && changes[key] !== user[key];
  if (changed('show_typing') || changed('show_read_receipts'))
    ctx.events.committed({ type: 'member.chatSignalsChanged', userId: viewer.id });
  return loadUserById(ctx, viewer.id);
}

/**
 * Deletes the viewer's account and everything it owns, once they proved it is them (their
 * password, or a sign-in of the last minutes: confirmAccountOwner), in one transaction: the counts of posts
 * they applied to drop first, then the row goes and the rest cascades. After the commit, the
 * members whose counters change (addressees of their pending requests, their chat partners) are
 * told and their sockets closed, and their uploaded files go (a storage failure is logged, the
 * account stays deleted); the purge recorded in the transaction has the sweep remove them again
 * once no upload URL of theirs can still be used (sweepUploadPurges). Returns the id.
 */
export async function deleteUser(ctx: ServiceContext, userId: string, password?: string | null) {
  const { viewer } = ctx;
  usersPolicy.authorize(viewer, 'deleteAccount', { id: userId });
  await confirmAccountOwner(ctx.db, viewer, password);
  await transact(ctx, async (tx) => {
    if (!(await repo.lockUser(tx, viewer.id))) throw memberNotFound();
    const requestAddresseeIds = await pendingRequestAddressees(tx, viewer.id);
    const chats = await chatPartners(tx, viewer.id);
    await repo.releaseApplicationCounts(tx, viewer.id);
    const settleFreedSeats = await seatsFreedByDeletion(tx, viewer.id);
    await repo.deleteUser(tx, viewer.id);
    await settleFreedSeats();
    await recordUploadPurge(tx, viewer.id);
    record(tx, { type: 'member.deleted', userId: viewer.id, requestAddresseeIds, chats });
  });
  try {
    await deleteMemberUploads(ctx.config, viewer.id);
  } catch (err) {
    ctx.log.error(
      { err, userId: viewer.id },
      'deleteUser: the member’s uploaded files were not deleted',
    );
  }
  return userId;
}

/**
 * Public (no member yet, so no service context: the GraphQL context's config, ip and accounts):
 * creates an account with the REST sign-up's rules and per-IP limits (and its
 * verification mail), without signing in (no tokens are issued). The answer is the new member's
 * own view.
 */
export async function createUser(
  ctx: Pick<GraphQLContext, 'config' | 'ip' | 'accounts'>,
  input: unknown,
): Promise<UserParent> {
  await consumeSignupAttempt(ctx.config, ctx.ip);
  const user = await ctx.accounts.create(input);
  return userParent(user, user.id);
}
