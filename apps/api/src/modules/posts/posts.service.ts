import {
  DEADLINE_PASSED_MESSAGE,
  deadlineAhead,
  PAGE_SIZE,
  QUOTAS,
  excludedPostsSchema,
  excludedRecommendationsSchema,
  postFormSchema,
  projectFilterSchema,
  searchSchema,
  type PostFormValues,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { badInput, notFound, nullWhenNotFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { transact } from '../../lib/domain-events.js';
import { containsPattern } from '../../lib/like.js';
import { LONG_LIST_LIMIT, pageOf, type Page, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { isUuid } from '../../lib/ids.js';
import { joinParts, oneLine, type ShareMeta } from '../../lib/share-meta.js';
import { countsAsView, POST_MESSAGES, postPolicy } from './posts.policy.js';
import { presentPost, type PostParent } from './posts.present.js';
import * as discover from './posts.discover.js';
import * as repo from './posts.repo.js';
import * as squads from '../squads/index.js';

const postNotFound = () => notFound(POST_MESSAGES.notFound);

const POSTS_QUOTA: Quota = {
  limit: QUOTAS.postsPerDay,
  windowMs: DAY_MS,
  message: `You can create ${QUOTAS.postsPerDay} posts a day.`,
};

const pagingOf = (args: PageArgs, defaultLimit: number = PAGE_SIZE.projects) =>
  pageOf(args, defaultLimit);
const present = (ctx: ServiceContext, rows: repo.PostViewRow[]) =>
  rows.map((row) => presentPost(row, ctx.viewer.id));

/**
 * The post with the viewer's flags, or NOT_FOUND (also for a malformed id, and for a signed-out
 * visitor a post that is not open: docs/decisions/0051).
 */
export async function loadPostById(ctx: ServiceContext, postId: string): Promise<PostParent> {
  if (!isUuid(postId)) throw postNotFound();
  const row = await repo.findPostView(ctx.db, ctx.viewer.id, postId);
  if (!row) throw postNotFound();
  postPolicy.authorize(ctx.viewer, 'read', row);
  return presentPost(row, ctx.viewer.id);
}

/**
 * What a shared link to the post unfurls as (lib/share-meta.ts), or null when the viewer may not
 * read it: the page's HTML is built for a signed-out visitor (ctx.viewer is VISITOR).
 */
export async function postShareMeta(
  ctx: ServiceContext,
  postId: string,
): Promise<ShareMeta | null> {
  const post = await nullWhenNotFound(loadPostById(ctx, postId));
  if (!post) return null;
  const roles = post.requirements.desired_roles;
  return {
    title: post.title,
    description: oneLine(
      joinParts([
        post.project_type,
        roles.length > 0 ? `Looking for ${roles.join(', ')}` : null,
        post.description,
      ]),
    ),
    type: 'article',
    image: post.photo,
  };
}

/**
 * The posts of `postIds` the viewer may see, with the viewer's flags, in one statement (the
 * request's postView loader); missing and hidden posts are left out. Not a member operation: the
 * loader holds the viewer's id.
 */
export async function postViewsFor(
  db: Database,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, PostParent>> {
  const rows = await repo.findPostViews(db, viewerId, postIds.filter(isUuid));
  return new Map(rows.map((row) => [row.id, presentPost(row, viewerId)]));
}

/**
 * The raw post, or NOT_FOUND when missing, malformed, or its author and the viewer blocked each
 * other (the block is never told apart from a missing post); `forUpdate` locks its row for the
 * rest of the caller's transaction (`db` is then the transaction). A lookup other modules make
 * for a viewer (applications, reports): explicit parameters, as it is not an operation of its own.
 */
export async function requireVisiblePost(
  db: Database,
  viewer: ViewerRef,
  postId: string,
  forUpdate = false,
) {
  if (!isUuid(postId)) throw postNotFound();
  const post = await repo.findVisiblePost(db, viewer.id, postId, forUpdate);
  if (!post) throw postNotFound();
  return post;
}

/**
 * Locks the post's row for the caller's transaction, whoever may see it: a change to one of its
 * applications takes the post first, as seat changes do, so the two never deadlock.
 */
export const lockPost = (tx: Database, postId: string) => repo.lockPost(tx, postId);

/** Loads the post for a change by its owner: NOT_FOUND, then the policy (FORBIDDEN). */
async function loadOwnedPost(
  ctx: ServiceContext,
  postId: string,
  action: 'edit' | 'changeStatus' | 'delete',
) {
  const post = await requireVisiblePost(ctx.db, ctx.viewer, postId);
  postPolicy.authorize(ctx.viewer, action, post);
  return post;
}

/**
 * Open posts newest first, without `exclude` (the posts Discover's recommendations show above
 * the list): the same ids on every page, so OFFSET paging stays exact (docs/decisions/0031).
 * `excludeRecommended: n` leaves out the first n recommendations as well, read here: the web asks
 * for the list beside the recommendations instead of waiting for their ids (decision 0062).
 */
export async function loadPosts(
  ctx: ServiceContext,
  args: PageArgs & { exclude?: readonly string[] | null; excludeRecommended?: number | null },
) {
  const exclude = parseWith(excludedPostsSchema, args.exclude);
  const recommended = parseWith(excludedRecommendationsSchema, args.excludeRecommended);
  if (recommended > 0) {
    const rows = await discover.recommendPosts(
      ctx.db,
      ctx.viewer.id,
      pagingOf({ page: 1, limit: recommended }),
    );
    exclude.push(...rows.map((row) => row.id).filter((id) => !exclude.includes(id)));
  }
  return present(ctx, await repo.listOpenPosts(ctx.db, ctx.viewer.id, exclude, pagingOf(args)));
}

/**
 * Open posts matching the filter; with `filter.search`, those matching the words too, in the
 * search's order. Search text not worth searching (see buildSearch) answers nothing, as
 * searchProjects does.
 */
export async function loadPostByFilter(ctx: ServiceContext, filter: unknown, args: PageArgs) {
  const values = parseWith(projectFilterSchema, filter);
  const search = values.search === '' ? null : buildSearch(values.search);
  if (values.search !== '' && !search) return [];
  const rows = await discover.filterPosts(ctx.db, ctx.viewer.id, values, search, pagingOf(args));
  return present(ctx, rows);
}

const WORD = /[\p{L}\p{N}]/u;
/** Search words at most; more add nothing but cost. */
const SEARCH_WORDS_MAX = 8;

/**
 * The search input as a to_tsquery expression (each word a prefix, AND-ed; characters with a
 * meaning in tsquery syntax removed) and what makes a title match: each word of 3+ characters
 * contained in the title (ILIKE, trigram index), shorter words as title-weighted prefixes. null
 * when there is nothing worth searching: shorter than 2 characters or no letter or digit.
 */
export function buildSearch(input: string): discover.PostSearch | null {
  const text = input.trim();
  if (text.length < 2 || !WORD.test(text)) return null;
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}.#+_-]/gu, ''))
    .filter((word) => WORD.test(word))
    .slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return null;
  const tsquery = words.map((word) => `'${word}':*`).join(' & ');
  const short = words.filter((word) => word.length < 3);
  return {
    tsquery,
    titleLikes: words.filter((word) => word.length >= 3).map(containsPattern),
    titleTsquery: short.length ? short.map((word) => `'${word}':*A`).join(' & ') : null,
  };
}

export async function searchProjects(ctx: ServiceContext, search: string, args: PageArgs) {
  const query = buildSearch(parseWith(searchSchema, search));
  if (!query) return [];
  return present(ctx, await discover.searchPosts(ctx.db, ctx.viewer.id, query, pagingOf(args)));
}

export async function loadByRecommendation(ctx: ServiceContext, args: PageArgs) {
  const rows = await discover.recommendPosts(ctx.db, ctx.viewer.id, pagingOf(args));
  return rows.map((row) => ({
    post: presentPost(row, ctx.viewer.id),
    matched_skills: row.matched_skills,
  }));
}

/** The owner sees open and closed posts; everyone else open ones only. */
export async function loadPostsByUserId(ctx: ServiceContext, userId: string, args: PageArgs) {
  if (!isUuid(userId)) return [];
  const includeClosed = postPolicy.can(ctx.viewer, 'seeClosedPostsOf', userId);
  const paging = pagingOf(args, LONG_LIST_LIMIT);
  const rows = await repo.listPostsByUser(ctx.db, ctx.viewer.id, userId, includeClosed, paging);
  return present(ctx, rows);
}

export async function getSavedPosts(ctx: ServiceContext, args: PageArgs) {
  const paging = pagingOf(args, LONG_LIST_LIMIT);
  return present(ctx, await repo.listSavedPosts(ctx.db, ctx.viewer.id, paging));
}

/**
 * A deadline the owner sets must be ahead; one already passed may stay as it was (an edit of a
 * closed-for-applications post sends it back unchanged).
 */
function assertDeadlineAhead(values: PostFormValues, stored: Date | null = null) {
  if (values.apply_by === null) return;
  if (stored && stored.getTime() === new Date(values.apply_by).getTime()) return;
  if (!deadlineAhead(values.apply_by))
    throw badInput(DEADLINE_PASSED_MESSAGE, { apply_by: DEADLINE_PASSED_MESSAGE });
}

/** Creates an open post: at most QUOTAS.postsPerDay per member in any 24 hours. */
export async function createPost(ctx: ServiceContext, input: unknown) {
  const values: PostFormValues = parseWith(postFormSchema, input);
  assertDeadlineAhead(values);
  const id = await ctx.db.transaction(async (tx) => {
    await assertWithinQuota(tx, repo.postsByOwnerSource, ctx.viewer.id, POSTS_QUOTA);
    return repo.insertPost(tx, ctx.viewer.id, values);
  });
  return loadPostById(ctx, id);
}

/**
 * A post written for a squad that formed elsewhere (an event's accepted proposal): the same form
 * rules as a member's post, inside the caller's transaction, without the posting quota (the
 * member did not post it; it is the team's page).
 */
export async function insertFormedSquadPost(tx: Database, ownerId: string, input: unknown) {
  return repo.insertPost(tx, ownerId, parseWith(postFormSchema, input));
}

/**
 * Replaces the post's fields. Its seats cannot drop below the squad that holds them: a role with
 * members stays, with at least as many seats as members (CONFLICT otherwise; the post row is
 * locked, so an accept cannot slip in between).
 */
export async function updatePost(ctx: ServiceContext, postId: string, input: unknown) {
  const stored = await loadOwnedPost(ctx, postId, 'edit');
  const values = parseWith(postFormSchema, input);
  assertDeadlineAhead(values, stored.apply_by);
  await transact(ctx, async (tx) => {
    await requireVisiblePost(tx, ctx.viewer, postId, true);
    const members = await squads.membersOf(tx, postId);
    const plan = { ...values.requirements, open_seats: values.open_seats };
    squads.assertSeatsHold(plan, members);
    await repo.updatePost(tx, postId, values);
    // More seats, or another choice for full roles: the waitlist and recruitment follow, and the
    // squad's members see the seats move.
    await squads.settleSeats(tx, postId, ctx.viewer.id, { seatsMoved: true });
  });
  return loadPostById(ctx, postId);
}

export async function setPostStatus(
  ctx: ServiceContext,
  postId: string,
  status: 'open' | 'closed',
) {
  const post = await loadOwnedPost(ctx, postId, 'changeStatus');
  if (status === 'open') postPolicy.authorize(ctx.viewer, 'reopenBeforeDeadline', post);
  await repo.setPostStatus(ctx.db, postId, status);
  // One statement, committed by itself: the squad's members are read after it.
  const members = await squads.membersOf(ctx.db, postId);
  if (members.length > 0) {
    ctx.events.committed({
      type: 'squad.seatsChanged',
      postId,
      memberIds: members.map((m) => m.user_id),
    });
  }
  return loadPostById(ctx, postId);
}

/** Deletes the post (its applications and saves cascade); returns its id. */
export async function deletePost(ctx: ServiceContext, postId: string) {
  await loadOwnedPost(ctx, postId, 'delete');
  await repo.deletePost(ctx.db, postId);
  return postId;
}

/**
 * A view: +1 the first time each member (not the owner) opens the post on a UTC day
 * (post_views' key: post, member, day); any later call answers the post unchanged.
 */
export async function incrementPostView(ctx: ServiceContext, postId: string) {
  const post = await requireVisiblePost(ctx.db, ctx.viewer, postId);
  if (countsAsView(ctx.viewer, post)) {
    await ctx.db.transaction(async (tx) => {
      if (await repo.recordDailyView(tx, postId, ctx.viewer.id))
        await repo.incrementViews(tx, postId);
    });
  }
  return loadPostById(ctx, postId);
}

/** Idempotent (ON CONFLICT DO NOTHING). */
export async function savePost(ctx: ServiceContext, postId: string) {
  await requireVisiblePost(ctx.db, ctx.viewer, postId);
  await repo.savePost(ctx.db, ctx.viewer.id, postId);
  return loadPostById(ctx, postId);
}

/** Idempotent. */
export async function unsavePost(ctx: ServiceContext, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  await repo.unsavePost(ctx.db, ctx.viewer.id, postId);
  return loadPostById(ctx, postId);
}

/**
 * For the applications module: the posts the viewer applied to (their viewer_application set),
 * newest application first; a title ILIKE pattern when given.
 */
export async function appliedPosts(
  db: Database,
  viewer: ViewerRef,
  titleLike: string | null,
  paging: Page,
): Promise<PostParent[]> {
  const rows = await repo.listAppliedPosts(db, viewer.id, titleLike, paging);
  return rows.map((row) => presentPost(row, viewer.id));
}

/** The raw post whoever asks (NOT_FOUND when missing or malformed): requireVisiblePost for a viewer. */
export async function requirePost(db: Database, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  const post = await repo.findPost(db, postId);
  if (!post) throw postNotFound();
  return post;
}
