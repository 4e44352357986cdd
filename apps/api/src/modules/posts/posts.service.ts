import {
  PAGE_SIZE,
  QUOTAS,
  postFormSchema,
  projectFilterSchema,
  searchSchema,
  type PostFormValues,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { Post, RecommendedPost } from '../../graphql/generated/resolvers.js';
import { containsPattern } from '../../lib/like.js';
import { LONG_LIST_LIMIT, pageOf, type Page, type PageArgs } from '../../lib/paging.js';
import { parseWith } from '../../lib/parse.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import * as policy from './posts.policy.js';
import { isUuid } from '../../lib/ids.js';
import { presentPost } from './posts.present.js';
import * as discover from './posts.discover.js';
import * as repo from './posts.repo.js';

export const postNotFound = () => notFound('Post not found.');

const POSTS_QUOTA: Quota = {
  limit: QUOTAS.postsPerDay,
  windowMs: DAY_MS,
  message: `You can create ${QUOTAS.postsPerDay} posts a day.`,
};

const pagingOf = (args: PageArgs, defaultLimit: number = PAGE_SIZE.projects) =>
  pageOf(args, defaultLimit);

/** The post with the viewer's flags, or NOT_FOUND (also for a malformed id). */
export async function loadPostById(db: Database, viewer: ViewerRef, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  const row = await repo.findPostView(db, viewer.id, postId);
  if (!row) throw postNotFound();
  return presentPost(row, viewer.id);
}

/**
 * The raw post, or NOT_FOUND when missing, malformed, or its author and the viewer blocked each
 * other (the block is never told apart from a missing post).
 */
export async function requireVisiblePost(db: Database, viewer: ViewerRef, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  const post = await repo.findVisiblePost(db, viewer.id, postId);
  if (!post) throw postNotFound();
  return post;
}

/** Loads the post for a change by its owner: NOT_FOUND, then the policy (FORBIDDEN). */
async function loadOwnedPost(
  db: Database,
  viewer: ViewerRef,
  postId: string,
  allowed = policy.canEditPost,
) {
  const post = await requireVisiblePost(db, viewer, postId);
  policy.assertAllowed(allowed(viewer, post));
  return post;
}

export async function loadPosts(db: Database, viewer: ViewerRef, args: PageArgs): Promise<Post[]> {
  const rows = await repo.listOpenPosts(db, viewer.id, pagingOf(args));
  return rows.map((row) => presentPost(row, viewer.id));
}

export async function loadPostByFilter(
  db: Database,
  viewer: ViewerRef,
  filter: unknown,
  args: PageArgs,
): Promise<Post[]> {
  const values = parseWith(projectFilterSchema, filter);
  const rows = await discover.filterPosts(db, viewer.id, values, pagingOf(args));
  return rows.map((row) => presentPost(row, viewer.id));
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

export async function searchProjects(
  db: Database,
  viewer: ViewerRef,
  search: string,
  args: PageArgs,
): Promise<Post[]> {
  const query = buildSearch(parseWith(searchSchema, search));
  if (!query) return [];
  const rows = await discover.searchPosts(db, viewer.id, query, pagingOf(args));
  return rows.map((row) => presentPost(row, viewer.id));
}

export async function loadByRecommendation(
  db: Database,
  viewer: ViewerRef,
  args: PageArgs,
): Promise<RecommendedPost[]> {
  const rows = await discover.recommendPosts(db, viewer.id, pagingOf(args));
  return rows.map((row) => ({
    post: presentPost(row, viewer.id),
    matched_skills: row.matched_skills,
  }));
}

/** The owner sees open and closed posts; everyone else open ones only. */
export async function loadPostsByUserId(
  db: Database,
  viewer: ViewerRef,
  userId: string,
  args: PageArgs,
): Promise<Post[]> {
  if (!isUuid(userId)) return [];
  const includeClosed = policy.canSeeClosedPostsOf(viewer, userId);
  const rows = await repo.listPostsByUser(
    db,
    viewer.id,
    userId,
    includeClosed,
    pagingOf(args, LONG_LIST_LIMIT),
  );
  return rows.map((row) => presentPost(row, viewer.id));
}

export async function getSavedPosts(db: Database, viewer: ViewerRef, args: PageArgs) {
  const rows = await repo.listSavedPosts(db, viewer.id, pagingOf(args, LONG_LIST_LIMIT));
  return rows.map((row) => presentPost(row, viewer.id));
}

/** Creates an open post: at most QUOTAS.postsPerDay per member in any 24 hours. */
export async function createPost(db: Database, viewer: ViewerRef, input: unknown) {
  const values: PostFormValues = parseWith(postFormSchema, input);
  const id = await db.transaction(async (tx) => {
    await assertWithinQuota(tx, repo.postsByOwnerSource, viewer.id, POSTS_QUOTA);
    return repo.insertPost(tx, viewer.id, values);
  });
  return loadPostById(db, viewer, id);
}

export async function updatePost(db: Database, viewer: ViewerRef, postId: string, input: unknown) {
  await loadOwnedPost(db, viewer, postId, policy.canEditPost);
  const values = parseWith(postFormSchema, input);
  await repo.updatePost(db, postId, values);
  return loadPostById(db, viewer, postId);
}

export async function setPostStatus(
  db: Database,
  viewer: ViewerRef,
  postId: string,
  status: 'open' | 'closed',
) {
  await loadOwnedPost(db, viewer, postId, policy.canChangePostStatus);
  await repo.setPostStatus(db, postId, status);
  return loadPostById(db, viewer, postId);
}

/** Deletes the post (its applications and saves cascade); returns its id. */
export async function deletePost(db: Database, viewer: ViewerRef, postId: string) {
  await loadOwnedPost(db, viewer, postId, policy.canDeletePost);
  await repo.deletePost(db, postId);
  return postId;
}

/**
 * A view: +1 the first time each member (not the owner) opens the post on a UTC day
 * (post_views' key: post, member, day); any later call answers the post unchanged.
 */
export async function incrementPostView(db: Database, viewer: ViewerRef, postId: string) {
  const post = await requireVisiblePost(db, viewer, postId);
  if (policy.countsAsView(viewer, post)) {
    await db.transaction(async (tx) => {
      if (await repo.recordDailyView(tx, postId, viewer.id)) await repo.incrementViews(tx, postId);
    });
  }
  return loadPostById(db, viewer, postId);
}

/** Idempotent (ON CONFLICT DO NOTHING). */
export async function savePost(db: Database, viewer: ViewerRef, postId: string) {
  await requireVisiblePost(db, viewer, postId);
  await repo.savePost(db, viewer.id, postId);
  return loadPostById(db, viewer, postId);
}

/** Idempotent. */
export async function unsavePost(db: Database, viewer: ViewerRef, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  await repo.unsavePost(db, viewer.id, postId);
  return loadPostById(db, viewer, postId);
}

/** For the applications module: the viewer's applied posts as rows (application in app_*). */
export function appliedPostRows(
  db: Database,
  viewer: ViewerRef,
  titleLike: string | null,
  paging: Page,
) {
  return repo.listAppliedPosts(db, viewer.id, titleLike, paging);
}

/** The raw post whoever asks (NOT_FOUND when missing or malformed): requireVisiblePost for a viewer. */
export async function requirePost(db: Database, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  const post = await repo.findPost(db, postId);
  if (!post) throw postNotFound();
  return post;
}

/** The raw post, locking the row for the caller's transaction. */
export async function requirePostForUpdate(db: Database, postId: string) {
  const post = await repo.findPostForUpdate(db, postId);
  if (!post) throw postNotFound();
  return post;
}

export { presentPost } from './posts.present.js';
